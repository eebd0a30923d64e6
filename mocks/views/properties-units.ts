import type { Property, PropertyUnitSummary, Unit } from '@/lib/api/schema.gen';
import type { PropertyRecord } from '../db/properties';
import type { UnitRecord } from '../db/units';

/** Record → answer for properties and units: the contract's shapes, with the figures derived from the units. */

function unitSummary(unit: UnitRecord): PropertyUnitSummary {
  return {
    id: unit.id,
    unitNumber: unit.unitNumber,
    isAvailable: unit.isAvailable,
    unitType: unit.unitType,
    businessName: unit.businessName ?? null,
    bedrooms: unit.bedrooms,
    bathrooms: unit.bathrooms,
    squareFootage: unit.squareFootage,
    monthlyRent: unit.monthlyRent,
    floorNumber: unit.floorNumber ?? null,
    photos: [...unit.photos],
  };
}

/** The contract's Property: the stored record plus its units and the figures derived from them. */
export function propertyView(record: PropertyRecord, units: UnitRecord[]): Property {
  return {
    ...record,
    photos: [...record.photos],
    units: units.map(unitSummary),
    totalUnits: units.length,
    occupiedUnits: units.reduce((n, u) => n + (u.isAvailable ? 0 : 1), 0),
  };
}

/** The contract's Unit: the stored record plus its property's name and summary. */
export function unitView(unit: UnitRecord, property: PropertyRecord | undefined): Unit {
  return {
    ...unit,
    photos: [...unit.photos],
    propertyName: property?.name ?? '',
    rentalProperty: {
      id: unit.rentalPropertyId,
      name: property?.name ?? '',
      address: property?.address ?? '',
      city: property?.city ?? '',
      state: property?.state ?? '',
      zipCode: property?.zipCode ?? '',
    },
  };
}
