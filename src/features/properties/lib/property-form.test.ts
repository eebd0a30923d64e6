import { emptyPropertyFormValues, propertyFormSchema, type PropertyFormValues } from './property-form';

const now = new Date('2026-06-15T00:00:00Z');
const valid: PropertyFormValues = {
  ...emptyPropertyFormValues,
  name: 'Maple Court',
  address: '12 Maple St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
};

async function errorsOf(values: Partial<PropertyFormValues>): Promise<Record<string, string>> {
  try {
    await propertyFormSchema(now).validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Record<string, string> = {};
    for (const inner of (e as { inner: { path: string; message: string }[] }).inner) out[inner.path] ??= inner.message;
    return out;
  }
}

describe('property form schema', () => {
  it('accepts a complete property with the defaults', async () => {
    expect(await errorsOf({})).toEqual({});
    expect(emptyPropertyFormValues.propertyType).toBe('multi-family');
    expect(emptyPropertyFormValues.isActive).toBe(true);
  });

  it('requires a name of at most 100 characters', async () => {
    expect((await errorsOf({ name: '' })).name).toBe('Property name is required');
    expect((await errorsOf({ name: '   ' })).name).toBe('Property name is required');
    expect((await errorsOf({ name: 'x'.repeat(101) })).name).toBe('Property name cannot be longer than 100 characters');
    expect((await errorsOf({ name: 'x'.repeat(100) })).name).toBeUndefined();
  });

  it('requires address, city, state and zip code with their maximum lengths', async () => {
    const errors = await errorsOf({ address: '', city: '', state: '', zipCode: '' });
    expect(errors).toMatchObject({
      address: 'Address is a required field',
      city: 'City is a required field',
      state: 'State is a required field',
      zipCode: 'Zip code is a required field',
    });
    expect((await errorsOf({ address: 'a'.repeat(256) })).address).toMatch(/at most 255/);
    expect((await errorsOf({ city: 'a'.repeat(101) })).city).toMatch(/at most 100/);
    expect((await errorsOf({ state: 'a'.repeat(51) })).state).toMatch(/at most 50/);
    expect((await errorsOf({ zipCode: 'a'.repeat(21) })).zipCode).toMatch(/at most 20/);
    expect((await errorsOf({ country: 'a'.repeat(101) })).country).toMatch(/at most 100/);
    expect((await errorsOf({ country: '' })).country).toBeUndefined();
    expect((await errorsOf({ description: 'a'.repeat(2001) })).description).toMatch(/at most 2000/);
  });

  it('checks year built: a whole number from 1800 up to the current year', async () => {
    expect((await errorsOf({ yearBuilt: 1799 })).yearBuilt).toBe('Year built must be after 1800');
    expect((await errorsOf({ yearBuilt: 2027 })).yearBuilt).toBe('Year built cannot be in the future');
    expect((await errorsOf({ yearBuilt: 'abc' as unknown as number })).yearBuilt).toBe('Year built must be a number');
    expect((await errorsOf({ yearBuilt: 1999.5 })).yearBuilt).toBe('Year built must be a whole number');
    expect((await errorsOf({ yearBuilt: 1800 })).yearBuilt).toBeUndefined();
    expect((await errorsOf({ yearBuilt: 2026 })).yearBuilt).toBeUndefined();
    expect((await errorsOf({ yearBuilt: '' })).yearBuilt).toBeUndefined();
  });

  it('takes deposit return days as a whole number from 1 to 90, or empty for the default of 30', async () => {
    const message = 'Deposit return days must be a whole number from 1 to 90';
    for (const bad of [0, 91, 14.5, 'abc'] as const)
      expect((await errorsOf({ depositReturnDays: bad as unknown as number })).depositReturnDays).toBe(message);
    for (const good of ['', 1, 14, 30, 90] as const)
      expect((await errorsOf({ depositReturnDays: good })).depositReturnDays).toBeUndefined();
  });

  it('refuses negative prices', async () => {
    const errors = await errorsOf({ purchasePrice: -1, currentValue: -0.01 });
    expect(errors.purchasePrice).toBe('Purchase price cannot be negative');
    expect(errors.currentValue).toBe('Current value cannot be negative');
    expect(await errorsOf({ purchasePrice: 0, currentValue: 0 })).toEqual({});
  });

  it('accepts only the four property types', async () => {
    expect((await errorsOf({ propertyType: 'castle' as never })).propertyType).toBe('Invalid property type');
    for (const t of ['single-family', 'multi-family', 'townhouse', 'mixed-use'] as const) {
      expect((await errorsOf({ propertyType: t })).propertyType).toBeUndefined();
    }
  });
});
