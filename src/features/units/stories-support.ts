import { db, resetDb } from '@mocks/db';
import type { UnitRecord } from '@mocks/db/units';

/**
 * A seeded unit's id for a story's `parameters.route`. Seeded ids are deterministic (the store is
 * re-seeded with the same seed before every story), so reading them when the story file loads is safe.
 */
export function seededUnitId(predicate: (unit: UnitRecord) => boolean = () => true): string {
  if (db.units.count() === 0) resetDb();
  const unit = db.units.find(predicate);
  if (!unit) throw new Error('The seed has no matching unit');
  return unit.id;
}

export const unitWithAssignments = () => seededUnitId((u) => db.assignments.where((a) => a.unitId === u.id).length > 0);
export const unitWithoutAssignments = () =>
  seededUnitId((u) => db.assignments.where((a) => a.unitId === u.id).length === 0);

/** A stored unit as the API returns it (GET /units/{id}), for components that take a unit. */
export function seededUnitView(id: string) {
  const unit = db.units.get(id)!;
  const property = db.properties.get(unit.rentalPropertyId)!;
  return {
    ...unit,
    propertyName: property.name,
    rentalProperty: {
      id: property.id,
      name: property.name,
      address: property.address,
      city: property.city,
      state: property.state,
      zipCode: property.zipCode,
    },
  };
}
