import { todayIso } from '@/lib/format';
import { clockDay, isCalendarDay, now, onDayChange, setClockDay, today } from './clock';

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

describe('the day changing while the page is open', () => {
  const HOUR = 3_600_000;
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    setClockDay(null);
  });

  it('is reported at local midnight, once a day', () => {
    vi.useFakeTimers({ now: new Date(2027, 2, 6, 23, 59, 0) });
    const days: string[] = [];
    stop = onDayChange((day) => days.push(day));

    vi.advanceTimersByTime(59_999);
    expect(days).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(days).toEqual(['2027-03-07']);
    vi.advanceTimersByTime(24 * HOUR);
    expect(days).toEqual(['2027-03-07', '2027-03-08']);
  });

  it('is reported when a tab that slept past midnight is shown again', () => {
    vi.useFakeTimers({ now: new Date(2027, 2, 6, 22, 0, 0) });
    const days: string[] = [];
    stop = onDayChange((day) => days.push(day));

    // The machine slept: the time moved on, the timer has not run yet.
    vi.setSystemTime(new Date(2027, 2, 7, 7, 30, 0));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(days).toEqual(['2027-03-07']);
    vi.advanceTimersByTime(2 * HOUR);
    expect(days).toEqual(['2027-03-07']);
  });

  it('is not reported at midnight while a day is set: the set day stays', () => {
    vi.useFakeTimers({ now: new Date(2027, 2, 6, 23, 59, 0) });
    setClockDay('2026-12-06');
    const days: string[] = [];
    stop = onDayChange((day) => days.push(day));

    vi.advanceTimersByTime(2 * HOUR);
    expect(days).toEqual([]);
    expect(today()).toBe('2026-12-06');
  });
});
