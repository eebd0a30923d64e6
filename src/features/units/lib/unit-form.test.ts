import type { Unit } from '@/lib/api/schema.gen';
import { unitFormSchema, emptyUnitFormValues, UNIT_FORM_MESSAGES, type UnitFormValues } from './unit-form';
import { STRIPPED_ON_EDIT, toUnitBody, toUnitFormValues } from './unit-form-mapper';

const valid: UnitFormValues = {
  ...emptyUnitFormValues,
  unitNumber: ' 101 ',
  rentalPropertyId: 'p1',
  squareFootage: 940,
  monthlyRent: 1650.5,
  bedrooms: 2,
  bathrooms: 1.5,
  floorNumber: -1,
};

async function errorsOf(values: Partial<UnitFormValues>, requireProperty = false): Promise<Record<string, string>> {
  try {
    await unitFormSchema({ requireProperty }).validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const out: Record<string, string> = {};
    for (const e of (error as { inner: { path: string; message: string }[] }).inner) out[e.path] ??= e.message;
    return out;
  }
}

describe('unit form rules (spec 1 §5)', () => {
  it('accepts a complete residential unit, a negative floor and half bathrooms', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it('requires unit number, square footage and monthly rent', async () => {
    const errors = await errorsOf({ unitNumber: '  ', squareFootage: '', monthlyRent: '' });
    expect(errors.unitNumber).toBe('Unit number is a required field');
    expect(errors.squareFootage).toBe('Square footage is a required field');
    expect(errors.monthlyRent).toBe('Monthly rent is a required field');
  });

  it('limits lengths: unit number 20, description 1000, meters 50, business name 100', async () => {
    const errors = await errorsOf({
      unitNumber: 'x'.repeat(21),
      description: 'd'.repeat(1001),
      electricMeterNumber: 'm'.repeat(51),
      trashAccountNumber: 't'.repeat(51),
      unitType: 'commercial',
      businessName: 'b'.repeat(101),
    });
    expect(errors.unitNumber).toBe('Unit number must be at most 20 characters');
    expect(errors.description).toBe('Description must be at most 1000 characters');
    expect(errors.electricMeterNumber).toBe('Electric meter number must be at most 50 characters');
    expect(errors.trashAccountNumber).toBe('Trash account number must be at most 50 characters');
    expect(errors.businessName).toBe('Business name must be at most 100 characters');
    expect(await errorsOf({ unitNumber: 'x'.repeat(20), description: 'd'.repeat(1000) })).toEqual({});
  });

  it('wants positive area and rent, whole non-negative bedrooms, bathrooms in half steps, a whole floor', async () => {
    const errors = await errorsOf({
      squareFootage: 0,
      monthlyRent: -5,
      bedrooms: 1.5,
      bathrooms: 1.3,
      floorNumber: 2.5,
    });
    expect(errors.squareFootage).toBe('Square footage must be a positive number');
    expect(errors.monthlyRent).toBe('Monthly rent must be a positive number');
    expect(errors.bedrooms).toBe('Bedrooms must be an integer');
    expect(errors.bathrooms).toBe(UNIT_FORM_MESSAGES.bathroomsHalfSteps);
    expect(errors.floorNumber).toBe('Floor number must be an integer');
    expect((await errorsOf({ bedrooms: -1, bathrooms: -0.5 })).bedrooms).toBe(
      'Bedrooms must be greater than or equal to 0',
    );
  });

  it('commercial units need a business name; residential ones do not', async () => {
    expect((await errorsOf({ unitType: 'commercial', businessName: ' ' })).businessName).toBe(
      'Business name is required for commercial units',
    );
    expect(await errorsOf({ unitType: 'residential', businessName: '' })).toEqual({});
  });

  it('refuses an unknown unit type', async () => {
    expect((await errorsOf({ unitType: 'industrial' })).unitType).toBe('Invalid unit type');
  });

  it('requires the property only when creating without a fixed property', async () => {
    expect((await errorsOf({ rentalPropertyId: '' }, true)).rentalPropertyId).toBe('Property is required');
    expect(await errorsOf({ rentalPropertyId: '' }, false)).toEqual({});
  });
});

describe('toUnitBody', () => {
  it('create: converts numbers, trims, omits empty meter fields, keeps the property', () => {
    const body = toUnitBody(
      {
        ...valid,
        squareFootage: '940' as unknown as number,
        electricMeterNumber: ' EM-1 ',
        gasMeterNumber: '  ',
        description: '',
      },
      'create',
    );
    expect(body).toEqual({
      rentalPropertyId: 'p1',
      unitNumber: '101',
      squareFootage: 940,
      monthlyRent: 1650.5,
      bedrooms: 2,
      bathrooms: 1.5,
      floorNumber: -1,
      description: null,
      isAvailable: true,
      waterIncluded: false,
      hotwaterIncluded: false,
      heatIncluded: false,
      sewerIncluded: false,
      trashIncluded: false,
      unitType: 'residential',
      businessName: null,
      electricMeterNumber: 'EM-1',
    });
    expect(body).not.toHaveProperty('gasMeterNumber');
    expect(body).not.toHaveProperty('waterMeterNumber');
    expect(body).not.toHaveProperty('trashAccountNumber');
  });

  it('edit: strips rentalPropertyId, id, createdAt, updatedAt, rentalProperty even when spread from a stored unit', () => {
    const spread = {
      ...valid,
      id: 'u1',
      createdAt: 'x',
      updatedAt: 'y',
      rentalProperty: { id: 'p1' },
    } as UnitFormValues;
    const body = toUnitBody(spread, 'edit');
    for (const key of STRIPPED_ON_EDIT) expect(body).not.toHaveProperty(key);
    expect(body.unitNumber).toBe('101');
    // An emptied meter number is cleared on edit (PUT is partial: absent would keep the old value).
    expect(body.electricMeterNumber).toBeNull();
  });

  it('sends the business name only for commercial units; empty bedrooms and floor become 0 and null', () => {
    expect(toUnitBody({ ...valid, unitType: 'commercial', businessName: ' Cafe ' }, 'create').businessName).toBe(
      'Cafe',
    );
    expect(toUnitBody({ ...valid, businessName: 'Stale' }, 'create').businessName).toBeNull();
    const body = toUnitBody({ ...valid, bedrooms: '', bathrooms: '', floorNumber: '' }, 'create');
    expect([body.bedrooms, body.bathrooms, body.floorNumber]).toEqual([0, 0, null]);
  });

  it('throws when a value cannot be prepared', () => {
    expect(() => toUnitBody({ ...valid, monthlyRent: 'abc' as unknown as number }, 'edit')).toThrow();
    expect(() => toUnitBody({ ...valid, unitType: 'industrial' }, 'edit')).toThrow();
    expect(() => toUnitBody({ ...valid, rentalPropertyId: '' }, 'create')).toThrow();
  });

  it('toUnitFormValues round-trips a stored unit', () => {
    const unit = {
      id: 'u1',
      rentalPropertyId: 'p1',
      unitNumber: '7',
      squareFootage: 500,
      monthlyRent: 900,
      bedrooms: 0,
      bathrooms: 1,
      floorNumber: null,
      description: null,
      isAvailable: false,
      waterIncluded: true,
      hotwaterIncluded: false,
      heatIncluded: false,
      sewerIncluded: false,
      trashIncluded: true,
      electricMeterNumber: null,
      gasMeterNumber: 'G',
      waterMeterNumber: null,
      trashAccountNumber: null,
      unitType: 'commercial',
      businessName: 'Shop',
      petAllowed: false,
      photos: [],
      propertyName: 'P',
      rentalProperty: { id: 'p1', name: 'P', address: 'a', city: 'c', state: 's', zipCode: 'z' },
      createdAt: '',
      updatedAt: '',
    } satisfies Unit;
    const values = toUnitFormValues(unit);
    expect(values.floorNumber).toBe('');
    expect(values.gasMeterNumber).toBe('G');
    expect(toUnitBody(values, 'edit')).toMatchObject({
      unitNumber: '7',
      isAvailable: false,
      waterIncluded: true,
      businessName: 'Shop',
      floorNumber: null,
    });
    expect(toUnitFormValues(null, 'p9').rentalPropertyId).toBe('p9');
  });
});
