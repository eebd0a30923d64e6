import type { Lease, LeaseDocument, RentHistoryEntry } from '@/lib/api/schema.gen';
import type { SeedContext } from './seed-context';
import { tenancySeed } from './tenancy-seed';

/**
 * A stored lease: the contract's Lease without `tenantUnitAssignments` (joined from db.assignments when
 * asked), plus two internal lists the handlers expose elsewhere: `rentHistory` (financial summary) and
 * `documents` (the metadata of files filed under the document categories; bytes live in db.files).
 */
export type LeaseRecord = Omit<Lease, 'tenantUnitAssignments' | 'terminationDate' | 'terminationReason'> & {
  terminationDate: string | null;
  terminationReason: string | null;
  rentHistory: RentHistoryEntry[];
  documents: Array<LeaseDocument & { fileKey: string }>;
};

/** A new lease's values before the request's fields are applied (spec 2 §9 defaults). */
export function blankLeaseFields(): Omit<
  LeaseRecord,
  'id' | 'leaseNumber' | 'startDate' | 'endDate' | 'createdAt' | 'updatedAt'
> {
  return {
    monthlyRent: 0,
    securityDeposit: 0,
    isPetAllowed: false,
    petDeposit: null,
    specialTerms: null,
    status: 'draft',
    documentUrl: null,
    leaseType: 'fixed_term',
    rentIncreaseType: 'none',
    rentIncreaseAmount: null,
    rentIncreasePercentage: null,
    rentIncreaseEffectiveDate: null,
    lateFeeType: 'none',
    lateFeeAmount: null,
    lateFeePercentage: null,
    lateFeeGracePeriodDays: 5,
    lateFeeDailyAmount: null,
    utilitiesIncluded: null,
    additionalFees: null,
    maintenanceResponsibility: null,
    plannedMoveInDate: null,
    plannedMoveOutDate: null,
    actualMoveInDate: null,
    actualMoveOutDate: null,
    noticeToVacateDate: null,
    signedDate: null,
    effectiveDate: null,
    renewalOptionAvailable: false,
    renewalDeadlineDate: null,
    previousLeaseId: null,
    governingLawState: null,
    governingLawCity: null,
    earlyTerminationAllowed: false,
    earlyTerminationFee: null,
    earlyTerminationNoticeDays: 30,
    autoRenewalClause: false,
    renewalNoticePeriod: 30,
    renewalNoticePeriodType: 'days',
    leadPaintDisclosureRequired: false,
    leadPaintDisclosureProvided: false,
    smokeDetectorCompliance: false,
    maxOccupants: null,
    minOccupantAge: 18,
    sublettingAllowed: false,
    sublettingRequiresApproval: true,
    sublettingFee: null,
    guestPolicyMaxDays: 14,
    guestPolicyMaxPerYear: 30,
    businessUseAllowed: false,
    businessUseType: null,
    alterationsAllowed: false,
    alterationsRequireApproval: true,
    alterationsSecurityDeposit: null,
    rentersInsuranceRequired: false,
    rentersInsuranceMinCoverage: null,
    rentersInsuranceLandlordNamed: false,
    rentersInsurancePolicyNumber: null,
    rentersInsuranceCarrier: null,
    rentersInsuranceExpiryDate: null,
    primaryLeaseDocument: null,
    leaseAddendums: [],
    moveInInspectionReport: null,
    moveOutInspectionReport: null,
    renewalDocuments: [],
    noticesServed: [],
    amendmentDocuments: [],
    terminationDate: null,
    terminationReason: null,
    rentHistory: [],
    documents: [],
  };
}

export function seedLeases(ctx: SeedContext): void {
  for (const lease of tenancySeed(ctx).leases) ctx.db.leases.insert(lease);
}
