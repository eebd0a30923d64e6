import { clockDay, now } from '@/lib/clock';
import { currentSeedOptions } from '../db';
import { isoDay, startOfUtcDay } from '../db/seed-context';

/**
 * The clocks the handlers read: timestamps of changes, and the days that "today" rules compare with.
 * All of them read the app's one clock (src/lib/clock.ts), so a day set in the demo controls moves the
 * mock and the screens together.
 */

/** Now as an ISO timestamp: `createdAt` / `updatedAt` of a change. */
export function nowIso(): string {
  return now().toISOString();
}

/**
 * Today as `YYYY-MM-DD` (UTC): the reference for overdue days, current assignments and future dates.
 * A set day is that day as written (the screens read it as their local day too).
 */
export function todayIso(): string {
  return clockDay() ?? isoDay(startOfUtcDay(now()));
}

/** Now as a Date (the app's clock): for rules that compare instants or read the year. */
export { now as clockNow };

/**
 * The store's reference day (`YYYY-MM-DD`, UTC): figures relative to the seeded dates use it. A set day
 * replaces it, as it replaces today.
 */
export function referenceToday(): string {
  return clockDay() ?? isoDay(currentSeedOptions().today);
}

/** Today in the local time zone of the mock (the user's, in the browser), `YYYY-MM-DD`. */
export function localToday(at = now()): string {
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
}

/**
 * The instant of a WorkOrderDateTime: with an offset or `Z` as given; without one as local time (the web app
 * sends the local date-time the user picked); a bare date as local midnight.
 */
export function instantOf(value: string): number {
  if (/[zZ]$|[+-]\d{2}:\d{2}$/.test(value)) return Date.parse(value);
  const [date, time = '00:00:00'] = value.split('T');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss = '0'] = time.split(':');
  return new Date(y, m - 1, d, Number(hh), Number(mm), Number.parseFloat(ss)).getTime();
}

/** The calendar day of a date or date-time as written (`YYYY-MM-DD`). */
export const dayOf = (value: string): string => value.slice(0, 10);
