import { RENT_DUE_DAY } from '@/lib/late-fees';
import { rentDueDate } from '@/lib/ledger';
/**
 * Dates that stay meaningful: a store saved in the browser keeps the day it was seeded on.
 * Viewed on a later day, every date in it moves forward by the days elapsed, so "overdue by 12 days",
 * the grace-period row and this month's rent mean the same as on the day it was saved, and the user's
 * changes are kept (they move with the rest).
 */
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD`, optionally followed by a time (`T10:00:00`, `T10:00:00.000Z`, `T10:00:00+02:00`). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Fields that are not relative to the day the data was made: they never move. */
const FIXED_FIELDS = new Set(['dateOfBirth']);

/** The same text with its calendar day moved by `days`; the time of day and zone are kept. Else undefined. */
export function shiftIsoText(text: string, days: number): string | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const [, year, month, day, time = ''] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)) + days * DAY_MS);
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toISOString().slice(0, 10) + time;
}

/**
 * A copy of `value` with every ISO date or date-time string moved by `days`, at any depth (records,
 * nested lists such as a lease's rent history). Other strings, numbers and fields in FIXED_FIELDS stay.
 */
export function shiftDates<T>(value: T, days: number, key = '', takenOn?: string): T {
  if (days === 0) return value;
  if (typeof value === 'string') {
    if (FIXED_FIELDS.has(key)) return value;
    return (shiftIsoText(value, days) ?? value) as T;
  }
  if (Array.isArray(value)) return value.map((item) => shiftDates(item, days, key, takenOn)) as T;
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(value)) copy[name] = shiftDates(field, days, name, takenOn);
    if ('rentDueDay' in copy && typeof copy.startDate === 'string')
      copy.rentDueDay = shiftedDueDay(value, days, takenOn);
    return copy as T;
  }
  return value;
}

/**
 * A lease's due day moved with its dates: the day its rent of the month the data was taken in (else of its
 * start month) falls on once moved by `days` (`null`, the 5th, becomes a day too), so that month's bill
 * stays as many days overdue. Bills of months of other lengths move by a day or two more or less, since a
 * due day is a day of the month.
 */
function shiftedDueDay(lease: { startDate?: unknown; rentDueDay?: unknown }, days: number, takenOn?: string): number {
  const month = (takenOn ?? String(lease.startDate)).slice(0, 7);
  const due = typeof lease.rentDueDay === 'number' ? lease.rentDueDay : RENT_DUE_DAY;
  const moved = shiftIsoText(rentDueDate({ rentDueDay: due }, month), days);
  return moved ? Number(moved.slice(8, 10)) : due;
}
