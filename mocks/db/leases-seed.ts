import type { Faker } from '@faker-js/faker';
import type { LeaseDocumentType, LeaseLateFeeType, LeaseStatus, LeaseType } from '@/lib/api/schema.gen';
import { seedPdf } from './files-seed';
import { seededId } from './ids';
import { blankLeaseFields, LEASE_DOCUMENT_FIELD } from './leases';
import { minDate, shift, stamp, type Calendar, type SeedContext } from './seed-context';
import type { LeaseRecord } from './tables';

/**
 * The seeded leases' parts (the plan that ties them to tenants, units and payments: ./tenancy-seed.ts).
 * Apart from the record's rules the handlers use (./leases.ts), so that the browser downloads it only
 * when it seeds (./seeder.ts).
 */

/** Files a seeded PDF under the lease's document `type` (metadata on the lease, bytes in db.files). */
export function fileLeaseDocument(
  ctx: SeedContext,
  lease: LeaseRecord,
  type: LeaseDocumentType,
  filename: string,
  date: string,
): void {
  const name = `seed-${type}-${filename}`;
  const fileKey = `seed-lease-${lease.id}-${name}`;
  const uploadedAt = stamp(date, 9);
  const size = seedPdf(ctx.db, fileKey, filename, `${lease.leaseNumber} ${type}`, uploadedAt);
  const path = `leases/${lease.id}/documents/${name}`;
  const field = LEASE_DOCUMENT_FIELD[type];
  lease.documents.push({
    name,
    originalName: filename,
    path,
    documentType: type,
    field,
    contentType: 'application/pdf',
    size,
    uploadedAt,
    fileKey,
  });
  const current = lease[field];
  if (Array.isArray(current)) current.push(path);
  else (lease as Record<string, unknown>)[field] = path;
}

/** A seeded lease's status and which lifecycle dates it has (each variant makes some actions available). */
export interface LeaseVariant {
  status: LeaseStatus;
  signed: boolean;
  effective: boolean;
  moveIn: boolean;
  moveOut: boolean;
  leaseType?: LeaseType;
  terminated?: boolean;
  /** The lease renews an earlier one: the seed adds that predecessor as `renewed` (previousLeaseId → it). */
  renewal?: boolean;
  note: string;
}

/** Leases of occupied units (current assignments). */
export const OCCUPIED_VARIANTS: LeaseVariant[] = [
  {
    status: 'active',
    signed: true,
    effective: true,
    moveIn: true,
    moveOut: false,
    note: 'fully executed, moved in: Move-Out and Terminate available; Sign, Execute, Move-In refused',
  },
  {
    status: 'active',
    signed: true,
    effective: false,
    moveIn: false,
    moveOut: false,
    note: 'signed only: Execute and Move-In available',
  },
  {
    status: 'active',
    signed: true,
    effective: true,
    moveIn: false,
    moveOut: false,
    note: 'executed, not moved in: Move-In available, Execute refused',
  },
  {
    status: 'active',
    signed: false,
    effective: false,
    moveIn: true,
    moveOut: false,
    note: 'active but never signed: Execute refused (not signed)',
  },
  {
    status: 'active',
    signed: true,
    effective: true,
    moveIn: true,
    moveOut: false,
    renewal: true,
    note: 'renewal (the predecessor is `renewed`): current, Move-Out and Terminate available',
  },
  {
    status: 'active',
    signed: true,
    effective: true,
    moveIn: true,
    moveOut: false,
    leaseType: 'month_to_month',
    note: 'month to month',
  },
];

const LATE_FEE_TERMS: Array<{
  type: LeaseLateFeeType;
  amount?: number;
  percentage?: number;
  daily?: number;
  grace: number | null;
}> = [
  { type: 'fixed_amount', amount: 75, grace: 5 },
  { type: 'percentage', percentage: 5, grace: 3 },
  { type: 'daily', daily: 10, grace: 5 },
  { type: 'none', grace: null },
];

/** One seeded lease drawn from `faker` (the leases stream), with its documents when `input.documents`. */
export function buildLease(
  ctx: SeedContext,
  faker: Faker,
  cal: Calendar,
  input: {
    index: number;
    variant: LeaseVariant;
    startDate: string;
    endDate: string;
    rent: number;
    pets: boolean;
    state: string;
    city: string;
    documents: boolean;
  },
): LeaseRecord {
  const { variant, startDate, endDate, rent } = input;
  const id = seededId(faker);
  const created = shift(startDate, -faker.number.int({ min: 10, max: 30 }));
  const terms = LATE_FEE_TERMS[input.index % LATE_FEE_TERMS.length];
  const lease: LeaseRecord = {
    id,
    leaseNumber: `L-${startDate.slice(0, 4)}-${String(1001 + input.index).padStart(4, '0')}`,
    startDate,
    endDate,
    createdAt: stamp(minDate(created, cal.today), 10),
    updatedAt: stamp(minDate(shift(startDate, 1), cal.today), 12),
    ...blankLeaseFields(),
    monthlyRent: rent,
    rentDueDay: null,
    securityDeposit: rent,
    isPetAllowed: input.pets,
    petDeposit: input.pets ? 300 : null,
    status: variant.status,
    leaseType: variant.leaseType ?? 'fixed_term',
    lateFeeType: terms.type,
    lateFeeAmount: terms.amount ?? null,
    lateFeePercentage: terms.percentage ?? null,
    lateFeeDailyAmount: terms.daily ?? null,
    lateFeeGracePeriodDays: terms.grace,
    utilitiesIncluded: input.index % 2 === 0 ? ['water', 'trash'] : null,
    additionalFees:
      input.index % 3 === 0 ? { parking: 50 } : input.index % 3 === 1 ? { parking: 35, storage: 25 } : null,
    maintenanceResponsibility:
      input.index % 2 === 0 ? { lawn: 'tenant', hvac: 'landlord', appliances: 'landlord' } : null,
    plannedMoveInDate: startDate,
    plannedMoveOutDate: endDate,
    governingLawState: input.state,
    governingLawCity: input.city,
    earlyTerminationAllowed: input.index % 2 === 0,
    earlyTerminationFee: input.index % 2 === 0 ? rent : null,
    renewalOptionAvailable: input.index % 3 !== 2,
    renewalDeadlineDate: input.index % 3 !== 2 ? shift(endDate, -60) : null,
    smokeDetectorCompliance: true,
    leadPaintDisclosureRequired: input.index % 4 === 0,
    leadPaintDisclosureProvided: input.index % 4 === 0,
    maxOccupants: 2 + (input.index % 3),
    rentersInsuranceRequired: input.index % 2 === 1,
    rentersInsuranceMinCoverage: input.index % 2 === 1 ? 100000 : null,
    rentersInsuranceLandlordNamed: input.index % 2 === 1,
    rentersInsuranceCarrier:
      input.index % 2 === 1 ? faker.helpers.arrayElement(['State Farm', 'Lemonade', 'Allstate']) : null,
    rentersInsurancePolicyNumber: input.index % 2 === 1 ? `HO4-${faker.string.numeric(6)}` : null,
    rentersInsuranceExpiryDate: input.index % 2 === 1 ? endDate : null,
    specialTerms: input.index % 3 === 0 ? 'Tenant may install a window AC unit.' : null,
  };
  if (variant.signed) lease.signedDate = shift(startDate, -faker.number.int({ min: 3, max: 12 }));
  if (variant.effective) lease.effectiveDate = startDate;
  if (variant.moveIn)
    lease.actualMoveInDate = minDate(shift(startDate, faker.number.int({ min: 0, max: 2 })), cal.today);
  lease.rentHistory = [{ date: startDate, reason: 'Initial rent', amount: rent }];
  if (input.documents && lease.signedDate)
    fileLeaseDocument(ctx, lease, 'primary', 'signed-lease.pdf', lease.signedDate);
  if (input.documents && lease.actualMoveInDate)
    fileLeaseDocument(ctx, lease, 'movein', 'move-in-inspection.pdf', lease.actualMoveInDate);
  if (input.documents && input.index % 3 === 0)
    fileLeaseDocument(ctx, lease, 'addendum', 'pet-addendum.pdf', startDate);
  return lease;
}
