import type { Unit, UnitCreate, UnitType, UnitUpdate } from '@/lib/api/schema.gen';
import { optionalNumber, requiredNumber } from '@/lib/forms';
import { emptyUnitFormValues, UNIT_TYPES, type UnitFormValues } from './unit-form';

/** The bodies of POST /units and PUT /units/{id}, as the contract generates them. */
export type UnitCreateBody = UnitCreate;
export type UnitUpdateBody = UnitUpdate;

/** Keys a unit edit never sends (spec 1 §5); the contract answers 400 when they are present. */
export const STRIPPED_ON_EDIT = ['rentalPropertyId', 'id', 'createdAt', 'updatedAt', 'rentalProperty'] as const;

const METER_FIELDS = ['electricMeterNumber', 'gasMeterNumber', 'waterMeterNumber', 'trashAccountNumber'] as const;

/**
 * The unit form's values → the body of POST /units (mode 'create') or PUT /units/{id} (mode 'edit').
 * - Numeric fields are converted to numbers (spec 1 §5); empty bedrooms/bathrooms count as 0.
 * - Empty optional meter and account numbers are omitted on create. On edit (a partial update, where an
 *   absent field keeps its value) an emptied one is sent as `null`, so clearing a box clears the value —
 *   what the user expects when they delete it (the spec only says "omitted").
 * - On edit, rentalPropertyId, id, createdAt, updatedAt and rentalProperty are stripped, even when the
 *   values were spread from a stored unit.
 * - A residential unit carries no business name.
 * Throws when a value cannot be prepared (the form shows its "Error ... See console" alert).
 */
export function toUnitBody(values: UnitFormValues, mode: 'create'): UnitCreateBody;
export function toUnitBody(values: UnitFormValues, mode: 'edit'): UnitUpdateBody;
export function toUnitBody(values: UnitFormValues, mode: 'create' | 'edit'): UnitCreateBody | UnitUpdateBody {
  if (!(UNIT_TYPES as readonly string[]).includes(values.unitType))
    throw new Error(`Unknown unit type: ${values.unitType}`);
  const unitType = values.unitType as UnitType;
  const description = values.description.trim();
  const body: Omit<UnitCreate, 'rentalPropertyId'> = {
    unitNumber: values.unitNumber.trim(),
    squareFootage: requiredNumber(values.squareFootage, 'squareFootage'),
    monthlyRent: requiredNumber(values.monthlyRent, 'monthlyRent'),
    bedrooms: optionalNumber(values.bedrooms, 'bedrooms') ?? 0,
    bathrooms: optionalNumber(values.bathrooms, 'bathrooms') ?? 0,
    floorNumber: optionalNumber(values.floorNumber, 'floorNumber'),
    description: description || null,
    isAvailable: values.isAvailable,
    waterIncluded: values.waterIncluded,
    hotwaterIncluded: values.hotwaterIncluded,
    heatIncluded: values.heatIncluded,
    sewerIncluded: values.sewerIncluded,
    trashIncluded: values.trashIncluded,
    unitType,
    businessName: unitType === 'commercial' ? values.businessName.trim() : null,
  };
  for (const field of METER_FIELDS) {
    const value = (values[field] ?? '').trim();
    if (value) body[field] = value;
    else if (mode === 'edit') body[field] = null;
  }
  if (mode === 'create') {
    if (!values.rentalPropertyId) throw new Error('No property for the new unit');
    return { rentalPropertyId: values.rentalPropertyId, ...body };
  }
  // Values spread from a stored unit may carry keys the edit body forbids.
  const stripped: Record<string, unknown> = body;
  for (const key of STRIPPED_ON_EDIT) delete stripped[key];
  return body;
}

/** A stored unit (or a new one of `propertyId`) → the form's values (null → ''). */
export function toUnitFormValues(unit: Unit | null | undefined, propertyId?: string): UnitFormValues {
  if (!unit) return { ...emptyUnitFormValues, rentalPropertyId: propertyId ?? '' };
  return {
    unitNumber: unit.unitNumber ?? '',
    rentalPropertyId: unit.rentalPropertyId ?? propertyId ?? '',
    squareFootage: unit.squareFootage ?? '',
    monthlyRent: unit.monthlyRent ?? '',
    bedrooms: unit.bedrooms ?? 0,
    bathrooms: unit.bathrooms ?? 0,
    floorNumber: unit.floorNumber ?? '',
    description: unit.description ?? '',
    isAvailable: unit.isAvailable ?? true,
    unitType: unit.unitType ?? 'residential',
    businessName: unit.businessName ?? '',
    waterIncluded: Boolean(unit.waterIncluded),
    hotwaterIncluded: Boolean(unit.hotwaterIncluded),
    heatIncluded: Boolean(unit.heatIncluded),
    sewerIncluded: Boolean(unit.sewerIncluded),
    trashIncluded: Boolean(unit.trashIncluded),
    electricMeterNumber: unit.electricMeterNumber ?? '',
    gasMeterNumber: unit.gasMeterNumber ?? '',
    waterMeterNumber: unit.waterMeterNumber ?? '',
    trashAccountNumber: unit.trashAccountNumber ?? '',
  };
}
