import { currentSeedOptions, db } from '@mocks/db';
import { todayIso } from '@/lib/format';
import { pinClock } from './clock';

/** The wall clock read without `Date` (which a pinned clock fakes). */
const realNow = () => performance.timeOrigin + performance.now();

describe('pinClock', () => {
  it('pins Date and the mock store to the day, and timers still run', async () => {
    pinClock('2028-02-29T10:00:00Z');
    expect(todayIso()).toBe('2028-02-29');
    expect(currentSeedOptions().today.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(db.leases.count()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(todayIso()).toBe('2028-02-29');
  });

  it('is turned back after the test: Date and the store are today again', () => {
    expect(Math.abs(Date.now() - realNow())).toBeLessThan(60_000);
    expect(currentSeedOptions().today.toISOString().slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
  });

  it('refuses what is not a date', () => {
    expect(() => pinClock('not a date')).toThrow('pinClock: not a date');
  });
});
