import { vi } from 'vitest';
import { resetDb } from '@mocks/db';
import { setClockDay } from '@/lib/clock';

/**
 * Pins the clock for one test: `Date` (and so `todayIso()`, the mock's "today" and every date rule)
 * reads `at`, while timers stay real, so `findBy…`/`waitFor`, debounces and the mock's responses run
 * as usual. The store is seeded again for that day: the seed is relative to today, and the store
 * restored before the test was seeded for the real one. `setup.ts` turns the clock back after the
 * test (`vi.useRealTimers()`) and restores the real day's store before the next.
 *
 *   pinClock('2027-03-06T10:00:00Z'); // the day after the 5-day grace period of March's rent
 */
export function pinClock(at: string | Date): Date {
  const now = new Date(at);
  if (Number.isNaN(now.getTime())) throw new Error(`pinClock: not a date: ${String(at)}`);
  vi.useFakeTimers({ toFake: ['Date'], now });
  resetDb({ today: now });
  return now;
}

/**
 * Sets the day as the demo controls' *Today* does (src/lib/clock.ts): the screens' and the mock's
 * "today" rules read `day`, while the store keeps the real day's data and `Date` stays real.
 * `setup.ts` returns to the real day after the test.
 *
 *   setToday('2027-03-10'); // the last grace day of a rent due on 2027-03-05
 */
export function setToday(day: string): void {
  setClockDay(day);
}
