import { todayIso } from '@/lib/format';
import { clockDay, isCalendarDay, now, setClockDay, today } from './clock';

describe('the clock', () => {
  it('is the real clock until a day is set', () => {
    expect(clockDay()).toBeNull();
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
    expect(today()).toBe(todayIso(new Date()));
  });

  it('reports a set day with the real time of day, and the format helpers follow it', () => {
    setClockDay('2026-12-06');
    const real = new Date();
    const at = now();
    expect(today()).toBe('2026-12-06');
    expect(todayIso()).toBe('2026-12-06');
    expect(clockDay()).toBe('2026-12-06');
    expect(at.getHours()).toBe(real.getHours());
    setClockDay(null);
    expect(today()).toBe(todayIso(new Date()));
  });

  it('refuses what is not a calendar day and keeps the day it had', () => {
    setClockDay('2028-02-29');
    for (const bad of ['2026-02-30', '2026-13-01', '06.12.2026', '2026-12-6', ''])
      expect(() => setClockDay(bad)).toThrow(RangeError);
    expect(today()).toBe('2028-02-29');
    expect(isCalendarDay('2027-02-29')).toBe(false);
  });
});
