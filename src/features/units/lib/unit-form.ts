import * as yup from 'yup';
import { emptyToUndefined } from '@/lib/forms';
import { unitTypeValues } from '@/lib/api/schema.gen';

export const UNIT_TYPES = unitTypeValues;

/** The exact messages of spec 1 §5 (the others are Yup's generic "{field} ..." messages, as the spec says). */
export const UNIT_FORM_MESSAGES = {
  invalidUnitType: 'Invalid unit type',
  businessNameRequired: 'Business name is required for commercial units',
  propertyRequired: 'Property is required',
  // Not in the spec: the contract takes bathrooms in half steps (step 0.5, spec 1 §9).
  bathroomsHalfSteps: 'Bathrooms must be in steps of 0.5',
} as const;

/** The five utilities-included flags, in form order, with their labels. */
export const UTILITY_FLAGS = [
  { name: 'waterIncluded', label: 'Water' },
  { name: 'hotwaterIncluded', label: 'Hot Water' },
  { name: 'heatIncluded', label: 'Heat' },
  { name: 'sewerIncluded', label: 'Sewer' },
  { name: 'trashIncluded', label: 'Trash' },
] as const;

export type UtilityFlag = (typeof UTILITY_FLAGS)[number]['name'];

/** Numbers are '' while the box is empty (see NumberField). */
type NumberValue = number | '';

export interface UnitFormValues {
  unitNumber: string;
  rentalPropertyId: string;
  squareFootage: NumberValue;
  monthlyRent: NumberValue;
  bedrooms: NumberValue;
  bathrooms: NumberValue;
  floorNumber: NumberValue;
  description: string;
  isAvailable: boolean;
  unitType: string;
  businessName: string;
  waterIncluded: boolean;
  hotwaterIncluded: boolean;
  heatIncluded: boolean;
  sewerIncluded: boolean;
  trashIncluded: boolean;
  electricMeterNumber: string;
  gasMeterNumber: string;
  waterMeterNumber: string;
  trashAccountNumber: string;
}

/** Defaults of spec 1 §5: flags false, available, residential. */
export const emptyUnitFormValues: UnitFormValues = {
  unitNumber: '',
  rentalPropertyId: '',
  squareFootage: '',
  monthlyRent: '',
  bedrooms: 0,
  bathrooms: 0,
  floorNumber: '',
  description: '',
  isAvailable: true,
  unitType: 'residential',
  businessName: '',
  waterIncluded: false,
  hotwaterIncluded: false,
  heatIncluded: false,
  sewerIncluded: false,
  trashIncluded: false,
  electricMeterNumber: '',
  gasMeterNumber: '',
  waterMeterNumber: '',
  trashAccountNumber: '',
};

const number = (label: string) =>
  yup.number().label(label).typeError(`${label} must be a number`).transform(emptyToUndefined);

/**
 * The unit form's rules (spec 1 §5). `requireProperty`: creating without a fixed property (the
 * property select is shown), so a property must be chosen.
 */
export function unitFormSchema({ requireProperty = false }: { requireProperty?: boolean } = {}) {
  return yup.object({
    unitNumber: yup.string().label('Unit number').trim().required().max(20),
    rentalPropertyId: requireProperty
      ? yup.string().trim().required(UNIT_FORM_MESSAGES.propertyRequired)
      : yup.string().notRequired(),
    squareFootage: number('Square footage').required().positive(),
    monthlyRent: number('Monthly rent').required().positive(),
    bedrooms: number('Bedrooms').integer().min(0),
    bathrooms: number('Bathrooms')
      .min(0)
      .test('half-steps', UNIT_FORM_MESSAGES.bathroomsHalfSteps, (v) => v === undefined || Number.isInteger(v * 2)),
    floorNumber: number('Floor number').integer(),
    description: yup.string().label('Description').max(1000),
    isAvailable: yup.boolean(),
    waterIncluded: yup.boolean(),
    hotwaterIncluded: yup.boolean(),
    heatIncluded: yup.boolean(),
    sewerIncluded: yup.boolean(),
    trashIncluded: yup.boolean(),
    electricMeterNumber: yup.string().label('Electric meter number').max(50),
    gasMeterNumber: yup.string().label('Gas meter number').max(50),
    waterMeterNumber: yup.string().label('Water meter number').max(50),
    trashAccountNumber: yup.string().label('Trash account number').max(50),
    unitType: yup
      .string()
      .oneOf([...UNIT_TYPES], UNIT_FORM_MESSAGES.invalidUnitType)
      .required(UNIT_FORM_MESSAGES.invalidUnitType),
    businessName: yup
      .string()
      .label('Business name')
      .max(100)
      .when('unitType', {
        is: 'commercial',
        then: (s) => s.trim().required(UNIT_FORM_MESSAGES.businessNameRequired),
      }),
  });
}
