import type { Property } from '@/lib/api/schema.gen';
import { blankPropertyFields } from '@mocks/db/properties';
import { emptyPropertyFormValues } from './property-form';
import { toPropertyBody, toPropertyFormValues } from './property-form-mapper';
import {
  toInsuranceBody,
  toInsuranceFormValues,
  toTaxesBody,
  toTaxesFormValues,
  toUtilitiesBody,
  toUtilitiesFormValues,
} from './property-details-form';

const property: Property = {
  ...blankPropertyFields(),
  id: 'p1',
  name: 'Maple Court',
  address: '12 Maple St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  country: null,
  description: 'Garden apartments',
  yearBuilt: 1998,
  purchasePrice: 1250000,
  currentValue: null,
  propertyType: 'townhouse',
  isActive: false,
  depositReturnDays: 21,
  lateFeeEnabled: true,
  lateFeeDaysGrace: 5,
  insuranceCarrier: 'Lone Star Mutual',
  insuranceAnnualPremium: 4200,
  insuranceInEscrow: null,
  propertyTaxPaymentSchedule: null,
  propertyTaxComponents:
    '{"components":[{"taxType":"county","taxingAuthority":"Travis County","annualAmount":3100.5}],"totalAnnualAmount":3100.5,"lastUpdated":"2026-01-01T00:00:00.000Z"}',
  utilityElectricProvider: 'Austin Energy',
  photos: [],
  units: [],
  totalUnits: 0,
  occupiedUnits: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('property form mapper', () => {
  it('fills the form from a property, nulls as empty', () => {
    expect(toPropertyFormValues(property)).toEqual({
      name: 'Maple Court',
      address: '12 Maple St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      country: '',
      description: 'Garden apartments',
      yearBuilt: 1998,
      purchasePrice: 1250000,
      currentValue: '',
      propertyType: 'townhouse',
      isActive: false,
      depositReturnDays: 21,
    });
    expect(toPropertyFormValues({ ...property, depositReturnDays: null }).depositReturnDays).toBe('');
    expect(toPropertyFormValues(null)).toEqual(emptyPropertyFormValues);
  });

  it('builds the body: trimmed texts, empty optionals as null, numbers kept, no late-fee fields', () => {
    const body = toPropertyBody({
      ...emptyPropertyFormValues,
      name: '  Oak House ',
      address: '1 Oak Rd',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75001',
      country: ' ',
      yearBuilt: 2001,
      purchasePrice: 0,
      currentValue: '',
    });
    expect(body).toEqual({
      name: 'Oak House',
      address: '1 Oak Rd',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75001',
      country: null,
      description: null,
      yearBuilt: 2001,
      purchasePrice: 0,
      currentValue: null,
      propertyType: 'multi-family',
      isActive: true,
      depositReturnDays: null,
    });
    expect(body).not.toHaveProperty('lateFeeEnabled');
    expect(
      toPropertyBody({ ...emptyPropertyFormValues, propertyType: 'townhouse', depositReturnDays: 14 }),
    ).toMatchObject({
      depositReturnDays: 14,
    });
  });

  it('refuses to prepare a body without a known property type', () => {
    expect(() => toPropertyBody({ ...emptyPropertyFormValues, propertyType: '' })).toThrow();
  });
});

describe('detail tab mappers', () => {
  it('insurance: round-trips and sends only insurance fields', () => {
    const values = toInsuranceFormValues(property);
    expect(values.insuranceCarrier).toBe('Lone Star Mutual');
    expect(values.insuranceDeductible).toBe('');
    expect(values.insuranceInEscrow).toBe(false);
    const body = toInsuranceBody({ ...values, insuranceDeductible: 2500, insurancePolicyNumber: '' });
    expect(body).toMatchObject({
      insuranceCarrier: 'Lone Star Mutual',
      insuranceDeductible: 2500,
      insurancePolicyNumber: null,
    });
    expect(Object.keys(body).every((k) => k.startsWith('insurance'))).toBe(true);
  });

  it('taxes: default schedule annual; components stored as JSON text with their total', () => {
    const values = toTaxesFormValues(property);
    expect(values.propertyTaxPaymentSchedule).toBe('annual');
    expect(values.components).toEqual([
      { taxType: 'county', taxingAuthority: 'Travis County', annualAmount: 3100.5, description: '' },
    ]);
    const body = toTaxesBody(
      {
        ...values,
        components: [
          ...values.components,
          { taxType: 'school_district', taxingAuthority: 'AISD', annualAmount: 4200, description: 'M&O' },
        ],
      },
      new Date('2026-11-01T10:00:00Z'),
    );
    expect(JSON.parse(body.propertyTaxComponents!)).toEqual({
      components: [
        { taxType: 'county', taxingAuthority: 'Travis County', annualAmount: 3100.5 },
        { taxType: 'school_district', taxingAuthority: 'AISD', annualAmount: 4200, description: 'M&O' },
      ],
      totalAnnualAmount: 7300.5,
      lastUpdated: '2026-11-01T10:00:00.000Z',
    });
    expect(toTaxesBody({ ...values, components: [] }).propertyTaxComponents).toBeNull();
  });

  it('utilities: empty texts clear the field', () => {
    const values = toUtilitiesFormValues(property);
    expect(values.utilityElectricProvider).toBe('Austin Energy');
    const body = toUtilitiesBody({ ...values, utilityElectricProvider: '', utilityGasProvider: 'Texas Gas ' });
    expect(body.utilityElectricProvider).toBeNull();
    expect(body.utilityGasProvider).toBe('Texas Gas');
    expect(Object.keys(body)).toHaveLength(11);
  });
});
