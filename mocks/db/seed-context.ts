import type { Faker } from '@faker-js/faker';
import { RENT_DUE_DAY } from '@/lib/late-fees';
import type { Db } from './tables';

export type DataSize = 'default' | 'large';

export interface SeedOptions {
  /** The seed number: the same number (and `today`) gives byte-identical data. */
  seed: number;
  /** `default`: small and readable, covers every state a screen shows. `large`: ≥1,000 properties, 10,000 units, 50,000 payments. */
  size: DataSize;
  /** The reference day (UTC midnight) that seeded dates are relative to, so overdue bands, the rent roll month and "upcoming" dates stay meaningful. */
  today: Date;
}

export interface SeedContext extends SeedOptions {
  db: Db;
  /**
   * A faker seeded from (seed, module name): each entity module draws from its own stream, so
   * changing one module's seeding does not shift the data of the others.
   */
  fakerFor(module: string): Faker;
}

/**
 * `value`, ignoring a faker draw made in its place: where a random choice became a planned one, the draw
 * is kept so the stream (and every value seeded after it) stays byte-identical.
 */
export function keepDraw<T>(_drawn: unknown, value: T): T {
  return value;
}

/** UTC midnight of the given instant. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** `YYYY-MM-DD` of a date shifted by `days` from `from`. */
export function isoDay(from: Date, days = 0): string {
  const d = new Date(from.getTime() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** Dates relative to the seed's `today`. */
export class Calendar {
  readonly today: string;
  constructor(private readonly ref: Date) {
    this.today = isoDay(ref);
  }
  day(offset: number): string {
    return isoDay(this.ref, offset);
  }
  /** The rent due day (the 5th) of the month `monthOffset` months from today's month. */
  dueOfMonth(monthOffset: number): string {
    const d = new Date(Date.UTC(this.ref.getUTCFullYear(), this.ref.getUTCMonth() + monthOffset, RENT_DUE_DAY));
    return d.toISOString().slice(0, 10);
  }
}

/** `YYYY-MM-DD` `days` after (or before) a `YYYY-MM-DD` day. */
export function shift(date: string, days: number): string {
  return isoDay(new Date(`${date}T00:00:00Z`), days);
}
/** An ISO timestamp on a `YYYY-MM-DD` day at `hour` UTC. */
export function stamp(date: string, hour = 10): string {
  return `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`;
}
/** The earlier of two `YYYY-MM-DD` days. */
export function minDate(a: string, b: string): string {
  return a < b ? a : b;
}
/** The later of two `YYYY-MM-DD` days. */
export function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}
