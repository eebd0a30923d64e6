import { Faker, en } from '@faker-js/faker';
import type { Db } from './index';

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

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function makeFaker(seed: number, module: string): Faker {
  const faker = new Faker({ locale: [en] });
  faker.seed(hash(`${seed}:${module}`));
  return faker;
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
