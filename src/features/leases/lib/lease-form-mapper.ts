import type { Lease, LeaseCreate } from '@/lib/api/schema.gen';
import { optionalNumber, optionalText, requiredNumber } from '@/lib/forms';
import { parseAdditionalFees, parseMaintenance, parseUtilities, toJsonText, type JsonResult } from './lease-json';
import { EMPTY_LEASE_FORM_VALUES, type LeaseFormValues } from './lease-form';

function json<T>(result: JsonResult<T>, field: string): T | null {
  if (!result.ok) throw new Error(`${field}: ${result.message}`);
  return result.value;
}

const date = (value: string) => (value ? value : null);

/**
 * The lease form's values → the body of POST /leases and PUT /leases/{id} (both take the writable fields;
 * the update never carries id, createdAt, updatedAt or tenantUnitAssignments, spec 2 §5 "Submission rules").
 * Numbers go as numbers (rent, deposit and pet deposit included), empty optional fields as null so an edit
 * can clear them, the JSON texts parsed. Throws when a value cannot be prepared (the schema refuses it first).
 */
export function toLeaseBody(values: LeaseFormValues): LeaseCreate {
  const n = (field: keyof LeaseFormValues) => optionalNumber(values[field], field);
  return {
    leaseNumber: values.leaseNumber.trim(),
    leaseType: values.leaseType,
    status: values.status,
    startDate: values.startDate,
    endDate: values.endDate,
    documentUrl: optionalText(values.documentUrl),
    specialTerms: optionalText(values.specialTerms),
    monthlyRent: requiredNumber(values.monthlyRent, 'monthlyRent'),
    securityDeposit: requiredNumber(values.securityDeposit, 'securityDeposit'),
    isPetAllowed: values.isPetAllowed,
    petDeposit: n('petDeposit'),
    rentIncreaseType: values.rentIncreaseType,
    rentIncreaseAmount: n('rentIncreaseAmount'),
    rentIncreasePercentage: n('rentIncreasePercentage'),
    rentIncreaseEffectiveDate: date(values.rentIncreaseEffectiveDate),
    lateFeeType: values.lateFeeType,
    lateFeeAmount: n('lateFeeAmount'),
    lateFeePercentage: n('lateFeePercentage'),
    lateFeeGracePeriodDays: n('lateFeeGracePeriodDays'),
    lateFeeDailyAmount: n('lateFeeDailyAmount'),
    utilitiesIncluded: json(parseUtilities(values.utilitiesIncluded), 'utilitiesIncluded'),
    additionalFees: json(parseAdditionalFees(values.additionalFees), 'additionalFees'),
    maintenanceResponsibility: json(parseMaintenance(values.maintenanceResponsibility), 'maintenanceResponsibility'),
    plannedMoveInDate: date(values.plannedMoveInDate),
    plannedMoveOutDate: date(values.plannedMoveOutDate),
    actualMoveInDate: date(values.actualMoveInDate),
    actualMoveOutDate: date(values.actualMoveOutDate),
    noticeToVacateDate: date(values.noticeToVacateDate),
    signedDate: date(values.signedDate),
    effectiveDate: date(values.effectiveDate),
    renewalOptionAvailable: values.renewalOptionAvailable,
    renewalDeadlineDate: date(values.renewalDeadlineDate),
    previousLeaseId: optionalText(values.previousLeaseId),
    autoRenewalClause: values.autoRenewalClause,
    renewalNoticePeriod: n('renewalNoticePeriod'),
    renewalNoticePeriodType: values.renewalNoticePeriodType,
    governingLawState: optionalText(values.governingLawState),
    governingLawCity: optionalText(values.governingLawCity),
    earlyTerminationAllowed: values.earlyTerminationAllowed,
    earlyTerminationFee: n('earlyTerminationFee'),
    earlyTerminationNoticeDays: n('earlyTerminationNoticeDays'),
    leadPaintDisclosureRequired: values.leadPaintDisclosureRequired,
    leadPaintDisclosureProvided: values.leadPaintDisclosureProvided,
    smokeDetectorCompliance: values.smokeDetectorCompliance,
    maxOccupants: n('maxOccupants'),
    minOccupantAge: n('minOccupantAge'),
    sublettingAllowed: values.sublettingAllowed,
    sublettingRequiresApproval: values.sublettingRequiresApproval,
    sublettingFee: n('sublettingFee'),
    guestPolicyMaxDays: n('guestPolicyMaxDays'),
    guestPolicyMaxPerYear: n('guestPolicyMaxPerYear'),
    businessUseAllowed: values.businessUseAllowed,
    businessUseType: optionalText(values.businessUseType),
    alterationsAllowed: values.alterationsAllowed,
    alterationsRequireApproval: values.alterationsRequireApproval,
    alterationsSecurityDeposit: n('alterationsSecurityDeposit'),
    rentersInsuranceRequired: values.rentersInsuranceRequired,
    rentersInsuranceMinCoverage: n('rentersInsuranceMinCoverage'),
    rentersInsuranceLandlordNamed: values.rentersInsuranceLandlordNamed,
    rentersInsurancePolicyNumber: optionalText(values.rentersInsurancePolicyNumber),
    rentersInsuranceCarrier: optionalText(values.rentersInsuranceCarrier),
    rentersInsuranceExpiryDate: date(values.rentersInsuranceExpiryDate),
  };
}

/** A stored lease → the form's values (null → '' or the §9 default); none → the new-lease defaults. */
export function toLeaseFormValues(lease: Lease | null | undefined): LeaseFormValues {
  const d = EMPTY_LEASE_FORM_VALUES;
  if (!lease) return { ...d };
  const s = (v: string | null | undefined) => v ?? '';
  const num = (v: number | null | undefined, fallback: number | '' = '') => v ?? fallback;
  const bool = (v: boolean | null | undefined, fallback: boolean) => v ?? fallback;
  return {
    leaseNumber: lease.leaseNumber,
    leaseType: lease.leaseType ?? d.leaseType,
    status: lease.status ?? d.status,
    startDate: s(lease.startDate),
    endDate: s(lease.endDate),
    documentUrl: s(lease.documentUrl),
    specialTerms: s(lease.specialTerms),
    monthlyRent: num(lease.monthlyRent),
    securityDeposit: num(lease.securityDeposit),
    isPetAllowed: lease.isPetAllowed,
    petDeposit: num(lease.petDeposit),
    rentIncreaseType: lease.rentIncreaseType ?? 'none',
    rentIncreaseAmount: num(lease.rentIncreaseAmount),
    rentIncreasePercentage: num(lease.rentIncreasePercentage),
    rentIncreaseEffectiveDate: s(lease.rentIncreaseEffectiveDate),
    lateFeeType: lease.lateFeeType ?? 'none',
    lateFeeAmount: num(lease.lateFeeAmount),
    lateFeePercentage: num(lease.lateFeePercentage),
    lateFeeGracePeriodDays: num(lease.lateFeeGracePeriodDays),
    lateFeeDailyAmount: num(lease.lateFeeDailyAmount),
    utilitiesIncluded: toJsonText(lease.utilitiesIncluded),
    additionalFees: toJsonText(lease.additionalFees),
    maintenanceResponsibility: toJsonText(lease.maintenanceResponsibility),
    plannedMoveInDate: s(lease.plannedMoveInDate),
    plannedMoveOutDate: s(lease.plannedMoveOutDate),
    actualMoveInDate: s(lease.actualMoveInDate),
    actualMoveOutDate: s(lease.actualMoveOutDate),
    noticeToVacateDate: s(lease.noticeToVacateDate),
    signedDate: s(lease.signedDate),
    effectiveDate: s(lease.effectiveDate),
    renewalOptionAvailable: bool(lease.renewalOptionAvailable, false),
    renewalDeadlineDate: s(lease.renewalDeadlineDate),
    previousLeaseId: s(lease.previousLeaseId),
    autoRenewalClause: bool(lease.autoRenewalClause, false),
    renewalNoticePeriod: num(lease.renewalNoticePeriod),
    renewalNoticePeriodType: lease.renewalNoticePeriodType ?? 'days',
    governingLawState: s(lease.governingLawState),
    governingLawCity: s(lease.governingLawCity),
    earlyTerminationAllowed: bool(lease.earlyTerminationAllowed, false),
    earlyTerminationFee: num(lease.earlyTerminationFee),
    earlyTerminationNoticeDays: num(lease.earlyTerminationNoticeDays),
    leadPaintDisclosureRequired: bool(lease.leadPaintDisclosureRequired, false),
    leadPaintDisclosureProvided: bool(lease.leadPaintDisclosureProvided, false),
    smokeDetectorCompliance: bool(lease.smokeDetectorCompliance, false),
    maxOccupants: num(lease.maxOccupants),
    minOccupantAge: num(lease.minOccupantAge),
    sublettingAllowed: bool(lease.sublettingAllowed, false),
    sublettingRequiresApproval: bool(lease.sublettingRequiresApproval, false),
    sublettingFee: num(lease.sublettingFee),
    guestPolicyMaxDays: num(lease.guestPolicyMaxDays),
    guestPolicyMaxPerYear: num(lease.guestPolicyMaxPerYear),
    businessUseAllowed: bool(lease.businessUseAllowed, false),
    businessUseType: s(lease.businessUseType),
    alterationsAllowed: bool(lease.alterationsAllowed, false),
    alterationsRequireApproval: bool(lease.alterationsRequireApproval, false),
    alterationsSecurityDeposit: num(lease.alterationsSecurityDeposit),
    rentersInsuranceRequired: bool(lease.rentersInsuranceRequired, false),
    rentersInsuranceMinCoverage: num(lease.rentersInsuranceMinCoverage),
    rentersInsuranceLandlordNamed: bool(lease.rentersInsuranceLandlordNamed, false),
    rentersInsurancePolicyNumber: s(lease.rentersInsurancePolicyNumber),
    rentersInsuranceCarrier: s(lease.rentersInsuranceCarrier),
    rentersInsuranceExpiryDate: s(lease.rentersInsuranceExpiryDate),
  };
}
