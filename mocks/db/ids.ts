import type { Faker } from '@faker-js/faker';

let counter = 0;

/**
 * Ids are opaque strings. Seeded records take deterministic UUIDs from their module's faker; records
 * created at run time take random UUIDs (fine: they are not part of the reproducible seed).
 */
export function seededId(faker: Faker): string {
  return faker.string.uuid();
}

export function newId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  counter += 1;
  return `00000000-0000-4000-8000-${counter.toString(16).padStart(12, '0')}`;
}
