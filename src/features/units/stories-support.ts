import { db } from '@mocks/db';
import { seededId } from '@/testing/seeded-store';

export const unitWithAssignments = () =>
  seededId('units', (u) => db.assignments.where((a) => a.unitId === u.id).length > 0);
export const unitWithoutAssignments = () =>
  seededId('units', (u) => db.assignments.where((a) => a.unitId === u.id).length === 0);

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
