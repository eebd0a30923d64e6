import * as yup from 'yup';
import { DEPOSIT_MESSAGES, depositReturnDaysError } from '@/lib/deposit-disposition';
import { emptyToUndefined } from '@/lib/forms';
import { now as clockNow } from '@/lib/clock';
import { PROPERTY_TYPES, type PropertyTypeValue } from './property-types';

/**
 * The property form's values. Number inputs hold '' while empty (Formik keeps what was typed);
 * `toPropertyBody` converts them.
 */
export interface PropertyFormValues {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  description: string;
  yearBuilt: number | '';
  purchasePrice: number | '';
  currentValue: number | '';
  propertyType: PropertyTypeValue | '';
  isActive: boolean;
  /** Days after move-out to return the deposit; '' is the default of 30. */
  depositReturnDays: number | '';
}

/** Defaults of a new property (spec 1 §5: propertyType multi-family, isActive true). */
export const emptyPropertyFormValues: PropertyFormValues = {
  name: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: '',
  description: '',
  yearBuilt: '',
  purchasePrice: '',
  currentValue: '',
  propertyType: 'multi-family',
  isActive: true,
  depositReturnDays: '',
};

/** The property field "Deposit return days": its help text (the product's words; help, not legal advice). */
export const DEPOSIT_RETURN_DAYS_HELP =
  // No state-by-state examples: state limits change, and a wrong one would read as legal advice.
  "Days after move-out to return the deposit with an itemized statement (30 if empty). State limits commonly run from 14 to 45 days. Check your state's law.";

/** The form's rules with the spec's exact messages (spec 1 §5 "Property form"). */
export function propertyFormSchema(now: Date = clockNow()) {
  const currentYear = now.getFullYear();
  return yup.object({
    name: yup
      .string()
      .trim()
      .required('Property name is required')
      .max(100, 'Property name cannot be longer than 100 characters'),
    // Spec: "Generic messages such as {field} is a required field also appear."
    address: yup.string().trim().label('Address').required().max(255),
    city: yup.string().trim().label('City').required().max(100),
    state: yup.string().trim().label('State').required().max(50),
    zipCode: yup.string().trim().label('Zip code').required().max(20),
    country: yup.string().trim().label('Country').max(100),
    description: yup.string().label('Description').max(2000),
    yearBuilt: yup
      .number()
      .transform(emptyToUndefined)
      .typeError('Year built must be a number')
      // Not given a message by the spec; worded like its siblings.
      .integer('Year built must be a whole number')
      .min(1800, 'Year built must be after 1800')
      .max(currentYear, 'Year built cannot be in the future'),
    purchasePrice: yup
      .number()
      .transform(emptyToUndefined)
      .typeError('Purchase price must be a number')
      .min(0, 'Purchase price cannot be negative'),
    currentValue: yup
      .number()
      .transform(emptyToUndefined)
      .typeError('Current value must be a number')
      .min(0, 'Current value cannot be negative'),
    propertyType: yup
      .string()
      .label('Property type')
      .required()
      .oneOf([...PROPERTY_TYPES], 'Invalid property type'),
    isActive: yup.boolean(),
    // The rule the server applies (1 to 90 whole days, empty for 30), in its words.
    depositReturnDays: yup
      .mixed()
      .test('deposit-return-days', DEPOSIT_MESSAGES.depositReturnDays, (v) => depositReturnDaysError(v) === null),
  });
}
