/**
 * The one clock of the app and of the mock: every rule, default and timestamp that depends on today or
 * now asks `now()` or `today()` here (not `new Date()` / `Date.now()`).
 *
 * It is the real clock unless a day is set with `setClockDay`. Only mock code calls that setter (the
 * demo controls' *Today*, `?mockToday=`, `mock:server --today`, tests), so a production build always
 * reads the real clock: nothing here parses a URL or reads a setting. A set day changes the calendar
 * day only; the time of day stays real, so timestamps still advance and elapsed times stay true.
 *
 * Sign-in keeps the real time on purpose (token expiry, `iat`, nonces: src/lib/auth, mocks/idp), and
 * so does the mock store's date shift (mocks/date-shift.ts): saved data does not move when the day is set.
 */

let setDay: { year: number; monthIndex: number; day: number; iso: string } | null = null;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Sets the calendar day that `today()` and `now()` report (`YYYY-MM-DD`), or returns to the real day
 * with `null`. Throws a RangeError naming the value when it is not a calendar day.
 */
export function setClockDay(day: string | null): void {
  if (day === null) {
    setDay = null;
    return;
  }
  if (!isCalendarDay(day)) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${day}`);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  setDay = { year, monthIndex: month - 1, day: date, iso: day };
}

/** The day set with `setClockDay` (`YYYY-MM-DD`), or null while the clock is the real one. */
export function clockDay(): string | null {
  return setDay?.iso ?? null;
}

/** Now: the real instant, or the set day at the real local time of day. */
export function now(): Date {
  const real = new Date();
  if (!setDay) return real;
  return new Date(
    setDay.year,
    setDay.monthIndex,
    setDay.day,
    real.getHours(),
    real.getMinutes(),
    real.getSeconds(),
    real.getMilliseconds(),
  );
}

/** Today's local calendar day, `YYYY-MM-DD`. */
export function today(): string {
  const date = now();
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Calls `listener` with the new day each time `today()` changes while the page is open: at local
 * midnight (unless a day is set, which stays), and when a tab that slept past midnight is shown again
 * (a sleeping machine holds timers back). Returns the function that stops it.
 */
export function onDayChange(listener: (day: string) => void): () => void {
  let last = today();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const day = today();
    if (day !== last) {
      last = day;
      listener(day);
    }
  };
  const schedule = () => {
    const real = new Date();
    const nextMidnight = new Date(real.getFullYear(), real.getMonth(), real.getDate() + 1);
    timer = setTimeout(() => {
      check();
      schedule();
    }, nextMidnight.getTime() - real.getTime());
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  schedule();
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearTimeout(timer);
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
  };
}
