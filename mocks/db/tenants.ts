import type { Tenant } from '@/lib/api/schema.gen';
import type { SeedContext } from './seed-context';
import { tenancySeed } from './tenancy-seed';

/** A stored tenant: the contract's Tenant without `hasActiveLease` (derived from assignments and leases when asked). */
export type TenantRecord = Omit<Tenant, 'hasActiveLease'>;

export const TENANT_DOCUMENT_CATEGORIES = [
  'applicationDocuments',
  'identificationDocuments',
  'incomeDocuments',
  'referenceDocuments',
  'backgroundCheckDocuments',
  'screeningDocuments',
] as const;

/** Every optional stored field unset, document lists empty. A new tenant starts from these. */
export function blankTenantFields(): Omit<
  TenantRecord,
  'id' | 'firstName' | 'lastName' | 'email' | 'createdAt' | 'updatedAt'
> {
  return {
    phone: null,
    status: 'applicant',
    dateOfBirth: null,
    ssn: null,
    notes: null,
    emergencyContactName: null,
    emergencyContactPhone: null,
    emergencyContactRelation: null,
    hasPets: false,
    backgroundCheckStatus: null,
    backgroundCheckDate: null,
    backgroundCheckExpiry: null,
    backgroundCheckProvider: null,
    backgroundCheckResults: null,
    creditScore: null,
    creditCheckDate: null,
    creditCheckProvider: null,
    criminalHistoryCheck: null,
    evictionHistoryCheck: null,
    screeningNotes: null,
    previousLandlordName: null,
    previousLandlordPhone: null,
    previousLandlordEmail: null,
    previousAddress: null,
    previousRentAmount: null,
    previousTenancyStartDate: null,
    previousTenancyEndDate: null,
    reasonForLeaving: null,
    personalReferences: null,
    applicationDocuments: [],
    identificationDocuments: [],
    incomeDocuments: [],
    referenceDocuments: [],
    backgroundCheckDocuments: [],
    screeningDocuments: [],
  };
}

/** Tenants are built with the leases, assignments and payments in tenancy-seed.ts (one consistent plan). */
export function seedTenants(ctx: SeedContext): void {
  for (const tenant of tenancySeed(ctx).tenants) ctx.db.tenants.insert(tenant);
}
