import { propertyTaxTypeValues, type FieldError } from '@/lib/api/schema.gen';
import { deleteFilesOf } from './files';
import type { Db, PropertyRecord } from './tables';

export type { PropertyRecord } from './tables';

/** Every optional stored field, unset or at the contract's default (PropertyCreate). A new property starts from these. */
export function blankPropertyFields(): Omit<
  PropertyRecord,
  'id' | 'name' | 'address' | 'city' | 'state' | 'zipCode' | 'createdAt' | 'updatedAt'
> {
  return {
    country: null,
    description: null,
    yearBuilt: null,
    purchasePrice: null,
    currentValue: null,
    propertyType: 'multi-family',
    isActive: true,
    insuranceCarrier: null,
    insurancePolicyNumber: null,
    insuranceAnnualPremium: null,
    insuranceDeductible: null,
    insuranceCoverageAmount: null,
    insuranceLiabilityCoverage: null,
    insuranceEffectiveDate: null,
    insuranceExpiryDate: null,
    insuranceInEscrow: null,
    propertyTaxTotalAnnual: null,
    propertyTaxAssessedValue: null,
    propertyTaxAccountNumber: null,
    propertyTaxPaymentSchedule: null,
    propertyTaxNextDueDate: null,
    propertyTaxInEscrow: null,
    propertyTaxComponents: null,
    utilityElectricProvider: null,
    utilityElectricAccountNumber: null,
    utilityGasProvider: null,
    utilityGasAccountNumber: null,
    utilityWaterProvider: null,
    utilityWaterAccountNumber: null,
    utilitySewerProvider: null,
    utilitySewerAccountNumber: null,
    utilityTrashProvider: null,
    utilityTrashAccountNumber: null,
    utilityOtherAccounts: null,
    lateFeeEnabled: false,
    lateFeeDaysGrace: 5,
    lateFeeCalculationType: null,
    lateFeeAmount: null,
    lateFeePercentage: null,
    lateFeeDailyAmount: null,
    depositReturnDays: null,
    photos: [],
  };
}

const TAX_TYPES = new Set<string>(propertyTaxTypeValues);

/** Rules of a property body beyond the schema: year built not in the future, tax components JSON. */
export function propertyRules(body: Partial<PropertyRecord>, today: Date): FieldError[] {
  const errors: FieldError[] = [];
  if (typeof body.yearBuilt === 'number' && body.yearBuilt > today.getUTCFullYear()) {
    errors.push({ field: 'yearBuilt', message: 'Year built cannot be in the future' });
  }
  const json = body.propertyTaxComponents;
  if (typeof json !== 'string' || json.trim() === '') return errors;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [...errors, { field: 'propertyTaxComponents', message: 'propertyTaxComponents must be valid JSON' }];
  }
  const prefix = 'propertyTaxComponents';
  const value = parsed as { components?: unknown; totalAnnualAmount?: unknown };
  if (typeof parsed !== 'object' || parsed === null || !Array.isArray(value.components)) {
    return [...errors, { field: `${prefix}.components`, message: 'components must be a list' }];
  }
  value.components.forEach((raw, i) => {
    const c = (raw ?? {}) as Record<string, unknown>;
    const at = `${prefix}.components.${i}`;
    if (typeof c.taxType !== 'string' || !TAX_TYPES.has(c.taxType))
      errors.push({ field: `${at}.taxType`, message: `taxType must be one of: ${[...TAX_TYPES].join(', ')}` });
    if (typeof c.taxingAuthority !== 'string' || c.taxingAuthority.trim() === '')
      errors.push({ field: `${at}.taxingAuthority`, message: 'Taxing authority is required' });
    else if (c.taxingAuthority.length > 255)
      errors.push({ field: `${at}.taxingAuthority`, message: 'taxingAuthority cannot be longer than 255 characters' });
    if (typeof c.annualAmount !== 'number' || !Number.isFinite(c.annualAmount))
      errors.push({ field: `${at}.annualAmount`, message: 'Annual amount must be a number' });
    else if (c.annualAmount < 0)
      errors.push({ field: `${at}.annualAmount`, message: 'Annual amount cannot be negative' });
    if (c.description != null && (typeof c.description !== 'string' || c.description.length > 500))
      errors.push({ field: `${at}.description`, message: 'description must be text of at most 500 characters' });
  });
  if (
    value.totalAnnualAmount !== undefined &&
    (typeof value.totalAnnualAmount !== 'number' || value.totalAnnualAmount < 0)
  ) {
    errors.push({ field: `${prefix}.totalAnnualAmount`, message: 'totalAnnualAmount must be a number, 0 or more' });
  }
  return errors;
}

/** Deletes a property's units (with their photos and assignment links), its photos and the property. */
export function deletePropertyCascade(db: Db, id: string): void {
  const property = db.properties.get(id);
  if (!property) return;
  const units = db.units.where((u) => u.rentalPropertyId === id);
  const unitIds = new Set(units.map((u) => u.id));
  for (const unit of units) deleteFilesOf(db, unit.photos);
  db.assignments.deleteWhere((a) => unitIds.has(a.unitId));
  db.units.deleteWhere((u) => unitIds.has(u.id));
  deleteFilesOf(db, property.photos);
  db.properties.delete(id);
}
