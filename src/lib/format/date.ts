/**
 * Date display and date-only arithmetic. Shown dates are MM/DD/YYYY, "N/A" when empty (spec 2 §9).
 *
 * Date-only strings (`YYYY-MM-DD`, the contract's `format: date`) are calendar days, not instants:
 * they are parsed as LOCAL dates so that 2024-03-01 shows as 03/01/2024 in every time zone
 * (`new Date('2024-03-01')` would be UTC midnight, i.e. 02/29/2024 in America/*). Nothing here
 * depends on the process time zone.
 */
import { now as clockNow } from '../clock';

export const DATE_EMPTY = 'N/A';

export type DateInput = string | number | Date | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * A timestamp at exactly midnight UTC (`2024-03-01T00:00:00Z`, `...00:00:00.000Z`, `+00:00`) is
 * how many backends serialise a calendar day; it is read as that day, not shifted into the
 * previous local day. (A genuine event at exactly midnight UTC would show its UTC day — harmless.)
 */
const UTC_MIDNIGHT = /^(\d{4})-(\d{2})-(\d{2})T00:00(?::00(?:\.0+)?)?(?:Z|[+-]00:?00)$/;

/**
 * Epoch numbers below this are seconds (OIDC claims such as `updated_at` are epoch seconds);
 * at or above it, milliseconds. 1e11 s is the year 5138; 1e11 ms is March 1973.
 */
const EPOCH_SECONDS_LIMIT = 1e11;

function localDate(year: number, monthIndex: number, day: number): Date | null {
  const date = new Date(year, monthIndex, day);
  // Reject overflow such as 2024-02-31 (which Date would roll into March).
  if (date.getFullYear() !== year || date.getMonth() !== monthIndex || date.getDate() !== day) return null;
  return date;
}

/** A calendar-day string `YYYY-MM-DD` as a local Date at midnight, or null when it is not one. */
export function parseIsoDate(value: string): Date | null {
  const match = DATE_ONLY.exec(value.trim());
  if (!match) return null;
  return localDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** Any supported input as a Date, or null when empty or unreadable. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return new Date(value < EPOCH_SECONDS_LIMIT ? value * 1000 : value);
  }
  const text = value.trim();
  if (text === '') return null;
  if (DATE_ONLY.test(text)) return parseIsoDate(text);
  const midnight = UTC_MIDNIGHT.exec(text);
  if (midnight) return localDate(Number(midnight[1]), Number(midnight[2]) - 1, Number(midnight[3]));
  if (/^\d+$/.test(text)) return toDate(Number(text));
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** MM/DD/YYYY in local time; "N/A" when empty or unreadable. Accepts date-only strings, ISO timestamps, epoch seconds or ms, Dates. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return DATE_EMPTY;
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** MM/DD/YYYY h:mm AM/PM in local time; "N/A" when empty. Date-only values show just the date. */
export function formatDateTime(value: DateInput): string {
  if (typeof value === 'string' && DATE_ONLY.test(value.trim())) return formatDate(value);
  const date = toDate(value);
  if (!date) return DATE_EMPTY;
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${formatDate(date)} ${hour12}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The local calendar day of a Date as `YYYY-MM-DD` (not `toISOString`, which is UTC). */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today's local calendar day as `YYYY-MM-DD` (the app's clock, src/lib/clock.ts). `now` is injectable for tests. */
export function todayIso(now: Date = clockNow()): string {
  return toIsoDate(now);
}

function requireDate(value: string | Date): Date {
  const date = typeof value === 'string' ? parseIsoDate(value) : value;
  if (!date || Number.isNaN(date.getTime())) throw new RangeError(`Not a calendar date: ${String(value)}`);
  return date;
}

/** `YYYY-MM-DD` plus `days` calendar days (negative goes back). DST-safe: works on calendar fields. */
export function addDays(value: string | Date, days: number): string {
  const date = requireDate(value);
  return toIsoDate(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days));
}

/**
 * `YYYY-MM-DD` plus `years` years. February 29 becomes February 28 in a non-leap target year
 * (rather than rolling into March 1).
 */
export function addYears(value: string | Date, years: number): string {
  const date = requireDate(value);
  const year = date.getFullYear() + years;
  const month = date.getMonth();
  const lastDay = new Date(year, month + 1, 0).getDate();
  return toIsoDate(new Date(year, month, Math.min(date.getDate(), lastDay)));
}

/** The default end date of a new lease or assignment: one year from today, `YYYY-MM-DD`. */
export function oneYearFromTodayIso(now: Date = clockNow()): string {
  return addYears(todayIso(now), 1);
}

const DAY_MS = 86_400_000;

const utcDay = (day: string | Date) =>
  typeof day === 'string'
    ? Date.parse(`${day.slice(0, 10)}T00:00:00Z`)
    : Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());

/** Whole calendar days from `from` to `to` (`YYYY-MM-DD` or Dates, as UTC days); negative when `to` is earlier. */
export function daysBetween(from: string | Date, to: string | Date): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}
