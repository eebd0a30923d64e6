import type { Tenant } from '@/lib/api/schema.gen';
import {
  emptyTenantFormValues,
  tenantFormSchema,
  TENANT_MESSAGES,
  toTenantCreateBody,
  toTenantFormValues,
  toTenantUpdateBody,
} from './tenant-form';
import { maskedSsn, ssnLastFour } from './tenant-status';

const filled = { ...emptyTenantFormValues, firstName: ' Ana ', lastName: 'Ruiz', email: 'ana@example.com' };

async function errorsOf(values: object) {
  try {
    await tenantFormSchema().validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('tenant form rules (spec 2 §5)', () => {
  it('requires first name, last name, email and status with the spec messages', async () => {
    expect(await errorsOf({ ...emptyTenantFormValues, status: '' })).toEqual(
      expect.arrayContaining([
        TENANT_MESSAGES.firstNameRequired,
        TENANT_MESSAGES.lastNameRequired,
        TENANT_MESSAGES.emailRequired,
        TENANT_MESSAGES.statusRequired,
      ]),
    );
  });

  it('checks the email format, the status value and every length limit', async () => {
    const errors = await errorsOf({
      ...filled,
      firstName: 'a'.repeat(101),
      lastName: 'b'.repeat(101),
      email: 'not-an-email',
      phone: '1'.repeat(21),
      status: 'tenant',
      ssn: '1'.repeat(12),
      notes: 'n'.repeat(2001),
      emergencyContactName: 'e'.repeat(101),
      emergencyContactPhone: '2'.repeat(21),
      emergencyContactRelation: 'r'.repeat(51),
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        'First name cannot be longer than 100 characters',
        'Last name cannot be longer than 100 characters',
        'Invalid email format',
        'Phone number cannot be longer than 20 characters',
        'Invalid status',
        'SSN cannot be longer than 11 characters',
        'Notes cannot be longer than 2000 characters',
        'Emergency contact name cannot be longer than 100 characters',
        'Emergency contact phone cannot be longer than 20 characters',
        'Emergency contact relation cannot be longer than 50 characters',
      ]),
    );
    expect(await errorsOf({ ...filled, email: `${'a'.repeat(250)}@x.com` })).toContain(TENANT_MESSAGES.emailMax);
    expect(await errorsOf(filled)).toEqual([]);
  });
});

describe('toTenantCreateBody', () => {
  it('drops empty strings and trims', () => {
    expect(toTenantCreateBody({ ...filled, phone: '  ', notes: 'Quiet' })).toEqual({
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      status: 'applicant',
      notes: 'Quiet',
      hasPets: false,
    });
  });

  it('refuses a tenant without first name, last name or email', () => {
    expect(() => toTenantCreateBody({ ...filled, email: ' ' })).toThrow(
      'First name, last name, and email are required',
    );
  });
});

describe('toTenantUpdateBody', () => {
  const stored = {
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: 'ana@example.com',
    phone: '555-0100',
    status: 'active',
    dateOfBirth: '1990-04-12',
    ssn: '123-45-6789',
    notes: null,
    emergencyContactName: null,
    emergencyContactPhone: null,
    emergencyContactRelation: null,
    hasPets: false,
  } as const;
  const initial = toTenantFormValues(stored as unknown as Tenant);

  it('sends only the changed fields; an emptied one as null', () => {
    expect(toTenantUpdateBody({ ...initial, phone: '', notes: 'Late payer', hasPets: true }, initial)).toEqual({
      phone: null,
      notes: 'Late payer',
      hasPets: true,
    });
    expect(toTenantUpdateBody(initial, initial)).toEqual({});
  });

  it('never puts the stored SSN in the form; a typed one is sent', () => {
    expect(initial.ssn).toBe('');
    expect(toTenantUpdateBody({ ...initial, ssn: '987-65-4321' }, initial)).toEqual({ ssn: '987-65-4321' });
  });
});

describe('SSN masking', () => {
  it('keeps only the last 4 digits', () => {
    expect(ssnLastFour('123-45-6789')).toBe('6789');
    expect(maskedSsn('123-45-6789')).toBe('***-**-6789');
    expect(maskedSsn(null)).toBe('Not specified');
  });
});
