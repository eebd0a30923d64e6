import * as yup from 'yup';
import type { MaintenanceCategory } from '@/lib/api/schema.gen';
import { emptyToUndefined } from '@/lib/forms';
import { VENDOR_SPECIALTIES } from './vendor-specialties';

/**
 * The vendor form's values (spec 3 §5 "Vendor form"). Number boxes hold '' while empty (Formik keeps
 * what was typed); `toVendorCreateBody` / `toVendorUpdateBody` convert them.
 */
export interface VendorFormValues {
  // Step 1: basic information.
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  alternatePhone: string;
  // Step 2: service details.
  specialties: MaintenanceCategory[];
  hourlyRate: number | '';
  emergencyRate: number | '';
  minimumCharge: number | '';
  availableHours: string;
  emergencyAvailable: boolean;
  // Step 3: business information (optional).
  address: string;
  city: string;
  state: string;
  zipCode: string;
  licenseNumber: string;
  licenseExpiry: string;
  insuranceExpiry: string;
  notes: string;
  isActive: boolean;
}

/** A new vendor's values (spec 3 §5: isActive defaults to true). */
export const emptyVendorFormValues: VendorFormValues = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  alternatePhone: '',
  specialties: [],
  hourlyRate: '',
  emergencyRate: '',
  minimumCharge: '',
  availableHours: '',
  emergencyAvailable: false,
  address: '',
  city: '',
  state: '',
  zipCode: '',
  licenseNumber: '',
  licenseExpiry: '',
  insuranceExpiry: '',
  notes: '',
  isActive: true,
};

/** Spec 3 §2: the state choices. */
export const VENDOR_STATES = ['AL', 'CA', 'FL', 'GA', 'NY', 'TX'] as const;

/** Spec 3 §5: "only digits, spaces, hyphens, plus and parentheses". */
export const PHONE_PATTERN = /^[0-9\s\-+()]+$/;

/** Spec 3 §5 "Vendor form", verbatim. */
export const VENDOR_FORM_MESSAGES = {
  companyNameRequired: 'Company name is required',
  companyNameMax: 'Company name cannot be longer than 255 characters',
  contactNameRequired: 'Contact name is required',
  contactNameMax: 'Contact name cannot be longer than 255 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number format',
  specialtiesRequired: 'At least one specialty is required',
} as const;

/** The three steps (spec 3 §2 "Vendor form"): their titles and the fields each holds, in order. */
export const VENDOR_FORM_STEPS = [
  {
    id: 'basic',
    title: 'Basic Information',
    fields: ['companyName', 'contactName', 'email', 'phone', 'alternatePhone'],
  },
  {
    id: 'service',
    title: 'Service Details',
    fields: ['specialties', 'hourlyRate', 'emergencyRate', 'minimumCharge', 'availableHours', 'emergencyAvailable'],
  },
  {
    id: 'business',
    title: 'Business Information (optional)',
    fields: [
      'address',
      'city',
      'state',
      'zipCode',
      'licenseNumber',
      'licenseExpiry',
      'insuranceExpiry',
      'notes',
      'isActive',
    ],
  },
] as const satisfies readonly { id: string; title: string; fields: readonly (keyof VendorFormValues)[] }[];

export type VendorFormStepId = (typeof VENDOR_FORM_STEPS)[number]['id'];

/** An optional amount: a number of at least 0 (messages the spec does not give, worded like its others). */
function rate(label: string) {
  return yup
    .number()
    .transform(emptyToUndefined)
    .typeError(`${label} must be a valid number`)
    .min(0, `${label} cannot be negative`);
}

/** An optional text with the contract's length limit (messages the spec does not give). */
function optionalText(label: string, max: number) {
  return yup.string().max(max, `${label} cannot be longer than ${max} characters`);
}

/** The form's rules with the spec's messages (spec 3 §5 "Vendor form"; the contract's limits for the rest). */
export function vendorFormSchema() {
  const m = VENDOR_FORM_MESSAGES;
  return yup.object({
    companyName: yup.string().trim().required(m.companyNameRequired).max(255, m.companyNameMax),
    contactName: yup.string().trim().required(m.contactNameRequired).max(255, m.contactNameMax),
    email: yup.string().trim().required(m.emailRequired).email(m.emailInvalid),
    phone: yup.string().trim().required(m.phoneRequired).matches(PHONE_PATTERN, m.phoneInvalid),
    alternatePhone: yup.string().trim().matches(PHONE_PATTERN, { message: m.phoneInvalid, excludeEmptyString: true }),
    specialties: yup
      .array(yup.string().oneOf([...VENDOR_SPECIALTIES]))
      .min(1, m.specialtiesRequired)
      .required(m.specialtiesRequired),
    hourlyRate: rate('Hourly rate'),
    emergencyRate: rate('Emergency rate'),
    minimumCharge: rate('Minimum charge'),
    availableHours: optionalText('Available hours', 255),
    emergencyAvailable: yup.boolean(),
    address: optionalText('Address', 255),
    city: optionalText('City', 100),
    state: yup.string().matches(/^([A-Z]{2})?$/, 'Choose a state from the list'),
    zipCode: optionalText('Zip code', 10),
    licenseNumber: optionalText('License number', 100),
    licenseExpiry: yup.string(),
    insuranceExpiry: yup.string(),
    notes: optionalText('Notes', 5000),
    isActive: yup.boolean(),
  });
}

/** Whether a step has no error among `errors` (Formik's errors object). */
export function stepHasErrors(stepId: VendorFormStepId, errors: Partial<Record<string, unknown>>): boolean {
  const step = VENDOR_FORM_STEPS.find((s) => s.id === stepId)!;
  return step.fields.some((field) => Boolean(errors[field]));
}
