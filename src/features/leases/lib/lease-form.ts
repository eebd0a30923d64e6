import * as yup from 'yup';
import {
  leaseLateFeeTypeValues,
  leaseTypeValues,
  periodUnitValues,
  rentIncreaseTypeValues,
  type LeaseLateFeeType,
  type LeaseStatus,
  type LeaseType,
  type PeriodUnit,
  type RentIncreaseType,
} from '@/lib/api/schema.gen';
import { emptyToUndefined } from '@/lib/forms';
import { parseAdditionalFees, parseMaintenance, parseUtilities, type JsonResult } from './lease-json';

/** Spec 2 §5 "Lease form" and "Lease create", verbatim; the input limits (no wording in the spec) worded alike. */
export const LEASE_FORM_MESSAGES = {
  leaseNumberRequired: 'Lease number is required',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  endAfterStart: 'End date must be after start date',
  rentPositive: 'Monthly rent must be positive',
  depositPositive: 'Security deposit must be positive',
  petDepositPositive: 'Pet deposit must be positive',
  petDepositRequired: 'Pet deposit is required when pets are allowed',
  createRequired: 'Lease number, start date, and end date are required',
  createFailed: 'Failed to create lease. Please try again.',
  updateFailed: 'Failed to update lease. Please try again.',
  // Input limits (spec 2 §5 gives the limits, not their wording).
  rentIncreasePercentage: 'Rent increase percentage must be between 0 and 100',
  lateFeePercentage: 'Late fee percentage must be between 0 and 100',
  earlyTerminationNoticeDays: 'Early termination notice must be at least 1 day',
  renewalNoticePeriod: 'Renewal notice must be at least 1',
  maxOccupants: 'Maximum occupants must be at least 1',
  guestPolicyMaxDays: 'Guest stay must be at least 1 day',
  guestPolicyMaxPerYear: 'Guest days per year must be at least 1',
  minOccupantAge: 'Minimum occupant age cannot be negative',
  notNegative: 'Cannot be negative',
  number: 'Must be a number',
} as const;

export const LEASE_TYPES = leaseTypeValues;
export const RENT_INCREASE_TYPES = rentIncreaseTypeValues;
export const LATE_FEE_TYPES = leaseLateFeeTypeValues;
export const PERIOD_UNITS = periodUnitValues;

/** A number box: the number, or '' when empty. */
type Num = number | '';

export interface LeaseFormValues {
  // Basic Info
  leaseNumber: string;
  leaseType: LeaseType;
  status: LeaseStatus;
  startDate: string;
  endDate: string;
  documentUrl: string;
  specialTerms: string;
  // Financial Terms
  monthlyRent: Num;
  securityDeposit: Num;
  isPetAllowed: boolean;
  petDeposit: Num;
  rentIncreaseType: RentIncreaseType;
  rentIncreaseAmount: Num;
  rentIncreasePercentage: Num;
  rentIncreaseEffectiveDate: string;
  lateFeeType: LeaseLateFeeType;
  lateFeeAmount: Num;
  lateFeePercentage: Num;
  lateFeeGracePeriodDays: Num;
  lateFeeDailyAmount: Num;
  utilitiesIncluded: string;
  additionalFees: string;
  // Lifecycle
  plannedMoveInDate: string;
  plannedMoveOutDate: string;
  actualMoveInDate: string;
  actualMoveOutDate: string;
  noticeToVacateDate: string;
  signedDate: string;
  effectiveDate: string;
  renewalOptionAvailable: boolean;
  renewalDeadlineDate: string;
  previousLeaseId: string;
  autoRenewalClause: boolean;
  renewalNoticePeriod: Num;
  renewalNoticePeriodType: PeriodUnit;
  // Legal & Compliance
  governingLawState: string;
  governingLawCity: string;
  earlyTerminationAllowed: boolean;
  earlyTerminationFee: Num;
  earlyTerminationNoticeDays: Num;
  maintenanceResponsibility: string;
  leadPaintDisclosureRequired: boolean;
  leadPaintDisclosureProvided: boolean;
  smokeDetectorCompliance: boolean;
  // Occupancy Rules
  maxOccupants: Num;
  minOccupantAge: Num;
  sublettingAllowed: boolean;
  sublettingRequiresApproval: boolean;
  sublettingFee: Num;
  guestPolicyMaxDays: Num;
  guestPolicyMaxPerYear: Num;
  businessUseAllowed: boolean;
  businessUseType: string;
  alterationsAllowed: boolean;
  alterationsRequireApproval: boolean;
  alterationsSecurityDeposit: Num;
  // Insurance
  rentersInsuranceRequired: boolean;
  rentersInsuranceMinCoverage: Num;
  rentersInsuranceLandlordNamed: boolean;
  rentersInsurancePolicyNumber: string;
  rentersInsuranceCarrier: string;
  rentersInsuranceExpiryDate: string;
}

/** A new lease (spec 2 §9 "Lease defaults"). */
export const EMPTY_LEASE_FORM_VALUES: LeaseFormValues = {
  leaseNumber: '',
  leaseType: 'fixed_term',
  status: 'draft',
  startDate: '',
  endDate: '',
  documentUrl: '',
  specialTerms: '',
  monthlyRent: '',
  securityDeposit: '',
  isPetAllowed: false,
  petDeposit: '',
  rentIncreaseType: 'none',
  rentIncreaseAmount: '',
  rentIncreasePercentage: '',
  rentIncreaseEffectiveDate: '',
  lateFeeType: 'none',
  lateFeeAmount: '',
  lateFeePercentage: '',
  lateFeeGracePeriodDays: 5,
  lateFeeDailyAmount: '',
  utilitiesIncluded: '',
  additionalFees: '',
  plannedMoveInDate: '',
  plannedMoveOutDate: '',
  actualMoveInDate: '',
  actualMoveOutDate: '',
  noticeToVacateDate: '',
  signedDate: '',
  effectiveDate: '',
  renewalOptionAvailable: false,
  renewalDeadlineDate: '',
  previousLeaseId: '',
  autoRenewalClause: false,
  renewalNoticePeriod: 30,
  renewalNoticePeriodType: 'days',
  governingLawState: '',
  governingLawCity: '',
  earlyTerminationAllowed: false,
  earlyTerminationFee: '',
  earlyTerminationNoticeDays: 30,
  maintenanceResponsibility: '',
  leadPaintDisclosureRequired: false,
  leadPaintDisclosureProvided: false,
  smokeDetectorCompliance: false,
  maxOccupants: '',
  minOccupantAge: 18,
  sublettingAllowed: false,
  sublettingRequiresApproval: true,
  sublettingFee: '',
  guestPolicyMaxDays: 14,
  guestPolicyMaxPerYear: 30,
  businessUseAllowed: false,
  businessUseType: '',
  alterationsAllowed: false,
  alterationsRequireApproval: true,
  alterationsSecurityDeposit: '',
  rentersInsuranceRequired: false,
  rentersInsuranceMinCoverage: '',
  rentersInsuranceLandlordNamed: false,
  rentersInsurancePolicyNumber: '',
  rentersInsuranceCarrier: '',
  rentersInsuranceExpiryDate: '',
};

/** The form's tabs, in order, with the fields each holds (a tab with an invalid field is marked). */
export const LEASE_FORM_TABS = [
  {
    value: 'basic',
    label: 'Basic Info',
    fields: ['leaseNumber', 'leaseType', 'status', 'startDate', 'endDate', 'documentUrl', 'specialTerms'],
  },
  {
    value: 'financial',
    label: 'Financial Terms',
    fields: [
      'monthlyRent',
      'securityDeposit',
      'isPetAllowed',
      'petDeposit',
      'rentIncreaseType',
      'rentIncreaseAmount',
      'rentIncreasePercentage',
      'rentIncreaseEffectiveDate',
      'lateFeeType',
      'lateFeeAmount',
      'lateFeePercentage',
      'lateFeeGracePeriodDays',
      'lateFeeDailyAmount',
      'utilitiesIncluded',
      'additionalFees',
    ],
  },
  {
    value: 'lifecycle',
    label: 'Lifecycle',
    fields: [
      'plannedMoveInDate',
      'plannedMoveOutDate',
      'actualMoveInDate',
      'actualMoveOutDate',
      'noticeToVacateDate',
      'signedDate',
      'effectiveDate',
      'renewalOptionAvailable',
      'renewalDeadlineDate',
      'previousLeaseId',
      'autoRenewalClause',
      'renewalNoticePeriod',
      'renewalNoticePeriodType',
    ],
  },
  {
    value: 'legal',
    label: 'Legal & Compliance',
    fields: [
      'governingLawState',
      'governingLawCity',
      'earlyTerminationAllowed',
      'earlyTerminationFee',
      'earlyTerminationNoticeDays',
      'maintenanceResponsibility',
      'leadPaintDisclosureRequired',
      'leadPaintDisclosureProvided',
      'smokeDetectorCompliance',
    ],
  },
  {
    value: 'occupancy',
    label: 'Occupancy Rules',
    fields: [
      'maxOccupants',
      'minOccupantAge',
      'sublettingAllowed',
      'sublettingRequiresApproval',
      'sublettingFee',
      'guestPolicyMaxDays',
      'guestPolicyMaxPerYear',
      'businessUseAllowed',
      'businessUseType',
      'alterationsAllowed',
      'alterationsRequireApproval',
      'alterationsSecurityDeposit',
    ],
  },
  {
    value: 'insurance',
    label: 'Insurance',
    fields: [
      'rentersInsuranceRequired',
      'rentersInsuranceMinCoverage',
      'rentersInsuranceLandlordNamed',
      'rentersInsurancePolicyNumber',
      'rentersInsuranceCarrier',
      'rentersInsuranceExpiryDate',
    ],
  },
] as const satisfies ReadonlyArray<{ value: string; label: string; fields: ReadonlyArray<keyof LeaseFormValues> }>;

export type LeaseFormTab = (typeof LEASE_FORM_TABS)[number]['value'];

/** The tabs holding a field with an error, in tab order. */
export function tabsWithErrors(errors: Partial<Record<string, unknown>>): LeaseFormTab[] {
  return LEASE_FORM_TABS.filter((tab) => tab.fields.some((field) => Boolean(errors[field]))).map((tab) => tab.value);
}

const M = LEASE_FORM_MESSAGES;

/** An optional number box ('' is none), at least `min` when given. */
const optionalNumber = (min?: number, message: string = M.notNegative, max?: number, maxMessage?: string) => {
  let schema = yup.number().typeError(M.number).transform(emptyToUndefined).optional();
  if (min !== undefined) schema = schema.min(min, message);
  if (max !== undefined) schema = schema.max(max, maxMessage ?? message);
  return schema;
};

const jsonText = (parseJson: (text: string) => JsonResult<unknown>) =>
  yup
    .string()
    .default('')
    .test('json', (value, context) => {
      const result = parseJson(value ?? '');
      return result.ok ? true : context.createError({ message: result.message });
    });

/** The lease form's rules (spec 2 §5 "Lease form"). */
export function leaseFormSchema() {
  return yup.object({
    leaseNumber: yup.string().trim().required(M.leaseNumberRequired),
    startDate: yup.string().required(M.startDateRequired),
    endDate: yup
      .string()
      .required(M.endDateRequired)
      .test('after-start', M.endAfterStart, function (end) {
        const start = this.parent.startDate as string;
        return !start || !end || end > start;
      }),
    monthlyRent: yup
      .number()
      .typeError(M.rentPositive)
      .transform(emptyToUndefined)
      .required(M.rentPositive)
      .min(0, M.rentPositive),
    securityDeposit: yup
      .number()
      .typeError(M.depositPositive)
      .transform(emptyToUndefined)
      .required(M.depositPositive)
      .min(0, M.depositPositive),
    petDeposit: yup
      .number()
      .typeError(M.petDepositPositive)
      .transform(emptyToUndefined)
      .min(0, M.petDepositPositive)
      .when('isPetAllowed', {
        is: true,
        then: (s) => s.required(M.petDepositRequired),
        otherwise: (s) => s.optional(),
      }),
    rentIncreaseAmount: optionalNumber(0),
    rentIncreasePercentage: optionalNumber(0, M.rentIncreasePercentage, 100),
    lateFeeAmount: optionalNumber(0),
    lateFeePercentage: optionalNumber(0, M.lateFeePercentage, 100),
    lateFeeGracePeriodDays: optionalNumber(0),
    lateFeeDailyAmount: optionalNumber(0),
    utilitiesIncluded: jsonText(parseUtilities),
    additionalFees: jsonText(parseAdditionalFees),
    maintenanceResponsibility: jsonText(parseMaintenance),
    renewalNoticePeriod: optionalNumber(1, M.renewalNoticePeriod),
    earlyTerminationFee: optionalNumber(0),
    earlyTerminationNoticeDays: optionalNumber(1, M.earlyTerminationNoticeDays),
    maxOccupants: optionalNumber(1, M.maxOccupants),
    minOccupantAge: optionalNumber(0, M.minOccupantAge),
    sublettingFee: optionalNumber(0),
    guestPolicyMaxDays: optionalNumber(1, M.guestPolicyMaxDays),
    guestPolicyMaxPerYear: optionalNumber(1, M.guestPolicyMaxPerYear),
    alterationsSecurityDeposit: optionalNumber(0),
    rentersInsuranceMinCoverage: optionalNumber(0),
  });
}
