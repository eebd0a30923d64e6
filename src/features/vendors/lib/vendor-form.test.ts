import type { Vendor } from '@/lib/api/schema.gen';
import { withListFilter, withoutListFilters } from '@/lib/list-params';
import { toVendorCreateBody, toVendorFormValues, toVendorUpdateBody } from './vendor-form-mapper';
import { emptyVendorFormValues, vendorFormSchema, type VendorFormValues } from './vendor-form';
import { toVendorListQuery, VENDOR_LIST_PARAMS, vendorFiltersFromParams } from './vendor-list-filters';

const valid: VendorFormValues = {
  ...emptyVendorFormValues,
  companyName: 'Reliable Plumbing Co.',
  contactName: 'Dana Ortiz',
  email: 'dana@reliable.example',
  phone: '(512) 555-0142',
  specialties: ['plumbing'],
};

/** The schema's message for `field` with `values`, or undefined when the field is valid. */
function messageFor(values: Partial<VendorFormValues>, field: keyof VendorFormValues): string | undefined {
  try {
    vendorFormSchema().validateSyncAt(field, { ...valid, ...values });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('vendor form rules (spec 3 §5, messages verbatim)', () => {
  it('accepts a complete vendor', () => {
    expect(vendorFormSchema().isValidSync(valid)).toBe(true);
  });

  it.each([
    ['companyName', '', 'Company name is required'],
    ['companyName', '   ', 'Company name is required'],
    ['companyName', 'x'.repeat(256), 'Company name cannot be longer than 255 characters'],
    ['contactName', '', 'Contact name is required'],
    ['contactName', 'x'.repeat(256), 'Contact name cannot be longer than 255 characters'],
    ['email', '', 'Email is required'],
    ['email', 'not-an-email', 'Invalid email address'],
    ['phone', '', 'Phone number is required'],
    ['phone', '555-CALL-NOW', 'Invalid phone number format'],
    ['alternatePhone', 'ext. 12', 'Invalid phone number format'],
  ] as const)('%s = %j: %s', (field, value, message) => {
    expect(messageFor({ [field]: value }, field)).toBe(message);
  });

  it('allows digits, spaces, hyphens, plus and parentheses in phone numbers', () => {
    expect(messageFor({ phone: '+1 (512) 555-0142' }, 'phone')).toBeUndefined();
    expect(messageFor({ alternatePhone: '' }, 'alternatePhone')).toBeUndefined();
  });

  it('needs at least one specialty', () => {
    expect(messageFor({ specialties: [] }, 'specialties')).toBe('At least one specialty is required');
  });

  it('keeps company and contact names of exactly 255 characters', () => {
    expect(messageFor({ companyName: 'x'.repeat(255) }, 'companyName')).toBeUndefined();
    expect(messageFor({ contactName: 'x'.repeat(255) }, 'contactName')).toBeUndefined();
  });

  it('leaves the business fields optional, rates at least 0', () => {
    expect(messageFor({ hourlyRate: '' }, 'hourlyRate')).toBeUndefined();
    expect(messageFor({ hourlyRate: -1 }, 'hourlyRate')).toBe('Hourly rate cannot be negative');
    expect(messageFor({ minimumCharge: 12.5 }, 'minimumCharge')).toBeUndefined();
  });
});

describe('vendor form mapper', () => {
  it('a new vendor: texts trimmed, empty optional fields left out, isActive defaults to true', () => {
    expect(
      toVendorCreateBody({ ...valid, companyName: '  Reliable Plumbing Co. ', hourlyRate: 95, state: 'TX', city: ' ' }),
    ).toEqual({
      companyName: 'Reliable Plumbing Co.',
      contactName: 'Dana Ortiz',
      email: 'dana@reliable.example',
      phone: '(512) 555-0142',
      specialties: ['plumbing'],
      hourlyRate: 95,
      state: 'TX',
      emergencyAvailable: false,
      isActive: true,
    });
  });

  it('an edit sends every editable field, an emptied one as null, and never isActive', () => {
    const body = toVendorUpdateBody({ ...valid, notes: '', hourlyRate: '', isActive: false });
    expect(body.notes).toBeNull();
    expect(body.hourlyRate).toBeNull();
    expect(body).not.toHaveProperty('isActive');
    expect(body.specialties).toEqual(['plumbing']);
  });

  it('a stored vendor fills the form (null as empty)', () => {
    const vendor = {
      id: 'v1',
      companyName: 'A',
      contactName: 'B',
      email: 'a@b.example',
      phone: '1',
      alternatePhone: null,
      address: null,
      city: 'Austin',
      state: 'TX',
      zipCode: null,
      specialties: ['hvac'],
      isActive: true,
      insuranceExpiry: '2027-03-31',
      licenseNumber: null,
      licenseExpiry: null,
      hourlyRate: 80,
      emergencyRate: null,
      minimumCharge: null,
      availableHours: null,
      emergencyAvailable: true,
      notes: null,
      preferredPropertyIds: [],
      averageRating: null,
      completionRate: null,
      totalJobsCompleted: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    } satisfies Vendor;
    const values = toVendorFormValues(vendor);
    expect(values).toMatchObject({ city: 'Austin', state: 'TX', hourlyRate: 80, emergencyRate: '', notes: '' });
    expect(values.insuranceExpiry).toBe('2027-03-31');
  });
});

describe('vendors list filters', () => {
  it('active status defaults to Active and is left out of the URL', () => {
    expect(vendorFiltersFromParams(new URLSearchParams())).toEqual({ search: '', specialty: '', active: 'active' });
    expect(
      withListFilter(new URLSearchParams('active=all&page=3'), VENDOR_LIST_PARAMS, 'active', 'active').toString(),
    ).toBe('');
  });

  it('a change goes back to page 1; Clear Filters drops every filter', () => {
    expect(withListFilter(new URLSearchParams('page=2'), VENDOR_LIST_PARAMS, 'specialty', 'hvac').toString()).toBe(
      'specialty=hvac',
    );
    expect(
      withoutListFilters(
        new URLSearchParams('search=a&specialty=hvac&active=all&page=2'),
        VENDOR_LIST_PARAMS,
      ).toString(),
    ).toBe('');
  });

  it('asks GET /vendors for isActive true, false or neither', () => {
    expect(toVendorListQuery({ search: ' x ', specialty: '', active: 'active' }, 1)).toEqual({
      page: 1,
      limit: 20,
      search: 'x',
      isActive: true,
    });
    expect(toVendorListQuery({ search: '', specialty: 'hvac', active: 'inactive' }, 2)).toEqual({
      page: 2,
      limit: 20,
      specialty: 'hvac',
      isActive: false,
    });
    expect(toVendorListQuery({ search: '', specialty: '', active: 'all' }, 1)).toEqual({ page: 1, limit: 20 });
  });
});
