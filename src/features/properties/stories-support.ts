import { db, resetDb } from '@mocks/db';

/**
 * The id of a seeded property, by name, for a story's `parameters.route`. Seeded ids are
 * deterministic (the store is re-seeded with the same seed before every story), so reading them
 * once when the story file loads is safe.
 */
export function seededPropertyId(name: string): string {
  if (db.properties.count() === 0) resetDb();
  const property = db.properties.find((p) => p.name === name);
  if (!property) throw new Error(`The seed has no property named ${name}`);
  return property.id;
}
