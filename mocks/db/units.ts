import type { UnitRecord } from './tables';

export type { UnitRecord } from './tables';

/** A unit's fields before anything is said about them: what a create leaves unset (the handler, test factories). */
export function blankUnitFields(): Omit<
  UnitRecord,
  'id' | 'rentalPropertyId' | 'unitNumber' | 'squareFootage' | 'monthlyRent' | 'createdAt' | 'updatedAt'
> {
  return {
    bedrooms: 0,
    bathrooms: 0,
    floorNumber: null,
    description: null,
    isAvailable: true,
    waterIncluded: false,
    hotwaterIncluded: false,
    heatIncluded: false,
    sewerIncluded: false,
    trashIncluded: false,
    electricMeterNumber: null,
    gasMeterNumber: null,
    waterMeterNumber: null,
    trashAccountNumber: null,
    unitType: 'residential',
    businessName: null,
    petAllowed: false,
    photos: [],
  };
}

const unitNumberCollator = new Intl.Collator('en', { numeric: true });

/** Unit numbers in natural order ("2" before "10"); one shared collator (localeCompare with options is slow). */
export function compareUnitNumbers(a: { unitNumber: string }, b: { unitNumber: string }): number {
  return unitNumberCollator.compare(a.unitNumber, b.unitNumber);
}
