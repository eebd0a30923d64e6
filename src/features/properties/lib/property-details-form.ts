import * as yup from 'yup';
import { propertyTaxPaymentScheduleValues, type Property, type PropertyTaxPaymentSchedule } from '@/lib/api/schema.gen';
import { optionalNumber, optionalText } from '@/lib/forms';
import { now as clockNow } from '@/lib/clock';
import type { PropertyUpdateBody } from '../api/property-mutations';
import {
  parseTaxComponents,
  serializeTaxComponents,
  TAX_COMPONENT_TYPES,
  type TaxComponentType,
} from './tax-components';

/**
 * The three detail tabs (Insurance, Property Taxes, Utilities) each edit a slice of the property and
 * save it with a partial PUT. Each has form values, a mapper from the property, a schema and a
 * mapper to the body. Limits and messages the spec does not give are worded like the property form's.
 */
type Num = number | '';

const money = (label: string) =>
  yup
    .number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(`${label} must be a number`)
    .min(0, `${label} cannot be negative`);
const shortText = (label: string) => yup.string().label(label).max(255);

const num = (value: number | null | undefined): Num => (value ?? '') as Num;
const str = (value: string | null | undefined): string => value ?? '';

// ---------------------------------------------------------------- insurance
export interface InsuranceFormValues {
  insuranceCarrier: string;
  insurancePolicyNumber: string;
  insuranceAnnualPremium: Num;
  insuranceDeductible: Num;
  insuranceCoverageAmount: Num;
  insuranceLiabilityCoverage: Num;
  insuranceEffectiveDate: string;
  insuranceExpiryDate: string;
  insuranceInEscrow: boolean;
}

export function toInsuranceFormValues(p: Property): InsuranceFormValues {
  return {
    insuranceCarrier: str(p.insuranceCarrier),
    insurancePolicyNumber: str(p.insurancePolicyNumber),
    insuranceAnnualPremium: num(p.insuranceAnnualPremium),
    insuranceDeductible: num(p.insuranceDeductible),
    insuranceCoverageAmount: num(p.insuranceCoverageAmount),
    insuranceLiabilityCoverage: num(p.insuranceLiabilityCoverage),
    insuranceEffectiveDate: str(p.insuranceEffectiveDate),
    insuranceExpiryDate: str(p.insuranceExpiryDate),
    insuranceInEscrow: Boolean(p.insuranceInEscrow),
  };
}

export const insuranceFormSchema = yup.object({
  insuranceCarrier: shortText('Insurance carrier'),
  insurancePolicyNumber: shortText('Policy number'),
  insuranceAnnualPremium: money('Annual premium'),
  insuranceDeductible: money('Deductible'),
  insuranceCoverageAmount: money('Coverage amount'),
  insuranceLiabilityCoverage: money('Liability coverage'),
  insuranceEffectiveDate: yup.string(),
  // Not in the spec; a policy cannot expire before it starts.
  insuranceExpiryDate: yup
    .string()
    .test('after-effective', 'Expiry date must be after the effective date', function check(value) {
      const start = this.parent.insuranceEffectiveDate as string | undefined;
      return !value || !start || value >= start;
    }),
  insuranceInEscrow: yup.boolean(),
});

export function toInsuranceBody(v: InsuranceFormValues): PropertyUpdateBody {
  return {
    insuranceCarrier: optionalText(v.insuranceCarrier),
    insurancePolicyNumber: optionalText(v.insurancePolicyNumber),
    insuranceAnnualPremium: optionalNumber(v.insuranceAnnualPremium, 'insuranceAnnualPremium'),
    insuranceDeductible: optionalNumber(v.insuranceDeductible, 'insuranceDeductible'),
    insuranceCoverageAmount: optionalNumber(v.insuranceCoverageAmount, 'insuranceCoverageAmount'),
    insuranceLiabilityCoverage: optionalNumber(v.insuranceLiabilityCoverage, 'insuranceLiabilityCoverage'),
    insuranceEffectiveDate: optionalText(v.insuranceEffectiveDate),
    insuranceExpiryDate: optionalText(v.insuranceExpiryDate),
    insuranceInEscrow: v.insuranceInEscrow,
  };
}

// ---------------------------------------------------------------- taxes
export const TAX_PAYMENT_SCHEDULES = propertyTaxPaymentScheduleValues;
export const TAX_PAYMENT_SCHEDULE_LABELS: Record<PropertyTaxPaymentSchedule, string> = {
  annual: 'Annual',
  'semi-annual': 'Semi-Annual',
  quarterly: 'Quarterly',
};

export interface TaxComponentFormValues {
  taxType: TaxComponentType;
  taxingAuthority: string;
  annualAmount: Num;
  description: string;
}

export interface TaxesFormValues {
  propertyTaxTotalAnnual: Num;
  propertyTaxAssessedValue: Num;
  propertyTaxAccountNumber: string;
  propertyTaxPaymentSchedule: PropertyTaxPaymentSchedule;
  propertyTaxNextDueDate: string;
  propertyTaxInEscrow: boolean;
  components: TaxComponentFormValues[];
}

export const emptyTaxComponent: TaxComponentFormValues = {
  taxType: 'county',
  taxingAuthority: '',
  annualAmount: '',
  description: '',
};

export function toTaxesFormValues(p: Property): TaxesFormValues {
  return {
    propertyTaxTotalAnnual: num(p.propertyTaxTotalAnnual),
    propertyTaxAssessedValue: num(p.propertyTaxAssessedValue),
    propertyTaxAccountNumber: str(p.propertyTaxAccountNumber),
    // Spec 1 §2: default annual.
    propertyTaxPaymentSchedule: p.propertyTaxPaymentSchedule ?? 'annual',
    propertyTaxNextDueDate: str(p.propertyTaxNextDueDate),
    propertyTaxInEscrow: Boolean(p.propertyTaxInEscrow),
    components: parseTaxComponents(p.propertyTaxComponents).map((c) => ({
      taxType: c.taxType,
      taxingAuthority: c.taxingAuthority,
      annualAmount: c.annualAmount,
      description: c.description ?? '',
    })),
  };
}

export const taxesFormSchema = yup.object({
  propertyTaxTotalAnnual: money('Total annual tax'),
  propertyTaxAssessedValue: money('Assessed value'),
  propertyTaxAccountNumber: shortText('Account number'),
  propertyTaxPaymentSchedule: yup.string().oneOf([...TAX_PAYMENT_SCHEDULES], 'Invalid payment schedule'),
  propertyTaxNextDueDate: yup.string(),
  propertyTaxInEscrow: yup.boolean(),
  components: yup.array(
    yup.object({
      taxType: yup
        .string()
        .required()
        .oneOf([...TAX_COMPONENT_TYPES], 'Invalid tax type'),
      taxingAuthority: yup.string().trim().required('Taxing authority is required').max(255),
      annualAmount: money('Annual amount').required('Annual amount is required'),
      description: yup.string().label('Description').max(500),
    }),
  ),
});

export function toTaxesBody(v: TaxesFormValues, now: Date = clockNow()): PropertyUpdateBody {
  return {
    propertyTaxTotalAnnual: optionalNumber(v.propertyTaxTotalAnnual, 'propertyTaxTotalAnnual'),
    propertyTaxAssessedValue: optionalNumber(v.propertyTaxAssessedValue, 'propertyTaxAssessedValue'),
    propertyTaxAccountNumber: optionalText(v.propertyTaxAccountNumber),
    propertyTaxPaymentSchedule: v.propertyTaxPaymentSchedule,
    propertyTaxNextDueDate: optionalText(v.propertyTaxNextDueDate),
    propertyTaxInEscrow: v.propertyTaxInEscrow,
    propertyTaxComponents: serializeTaxComponents(
      v.components.map((c) => ({
        taxType: c.taxType,
        taxingAuthority: c.taxingAuthority,
        annualAmount: optionalNumber(c.annualAmount, 'annualAmount') ?? 0,
        ...(c.description.trim() ? { description: c.description } : {}),
      })),
      now,
    ),
  };
}

// ---------------------------------------------------------------- utilities
export const UTILITIES = [
  { key: 'Electric', label: 'Electric' },
  { key: 'Gas', label: 'Gas' },
  { key: 'Water', label: 'Water' },
  { key: 'Sewer', label: 'Sewer' },
  { key: 'Trash', label: 'Trash' },
] as const;
export type UtilityKey = (typeof UTILITIES)[number]['key'];

export type UtilitiesFormValues = {
  [K in UtilityKey as `utility${K}Provider` | `utility${K}AccountNumber`]: string;
} & { utilityOtherAccounts: string };

export function toUtilitiesFormValues(p: Property): UtilitiesFormValues {
  return {
    utilityElectricProvider: str(p.utilityElectricProvider),
    utilityElectricAccountNumber: str(p.utilityElectricAccountNumber),
    utilityGasProvider: str(p.utilityGasProvider),
    utilityGasAccountNumber: str(p.utilityGasAccountNumber),
    utilityWaterProvider: str(p.utilityWaterProvider),
    utilityWaterAccountNumber: str(p.utilityWaterAccountNumber),
    utilitySewerProvider: str(p.utilitySewerProvider),
    utilitySewerAccountNumber: str(p.utilitySewerAccountNumber),
    utilityTrashProvider: str(p.utilityTrashProvider),
    utilityTrashAccountNumber: str(p.utilityTrashAccountNumber),
    utilityOtherAccounts: str(p.utilityOtherAccounts),
  };
}

export const utilitiesFormSchema = yup.object({
  ...Object.fromEntries(
    UTILITIES.flatMap(({ key, label }) => [
      [`utility${key}Provider`, shortText(`${label} provider`)],
      [`utility${key}AccountNumber`, shortText(`${label} account number`)],
    ]),
  ),
  utilityOtherAccounts: yup.string().label('Other accounts').max(2000),
});

export function toUtilitiesBody(v: UtilitiesFormValues): PropertyUpdateBody {
  const body: PropertyUpdateBody = {};
  for (const key of Object.keys(v) as (keyof UtilitiesFormValues)[]) body[key] = optionalText(v[key]);
  return body;
}
