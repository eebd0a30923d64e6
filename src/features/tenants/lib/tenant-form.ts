import * as yup from 'yup';
import type { Tenant, TenantCreate, TenantUpdate } from '@/lib/api/schema.gen';
import { TENANT_STATUSES, type TenantStatusValue } from './tenant-list-filters';

/** Spec 2 §5 and §7, verbatim. */
export const TENANT_MESSAGES = {
  firstNameRequired: 'First name is required',
  firstNameMax: 'First name cannot be longer than 100 characters',
  lastNameRequired: 'Last name is required',
  lastNameMax: 'Last name cannot be longer than 100 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  emailMax: 'Email cannot be longer than 255 characters',
  phoneMax: 'Phone number cannot be longer than 20 characters',
  statusInvalid: 'Invalid status',
  statusRequired: 'Status is required',
  ssnMax: 'SSN cannot be longer than 11 characters',
  notesMax: 'Notes cannot be longer than 2000 characters',
  emergencyContactNameMax: 'Emergency contact name cannot be longer than 100 characters',
  emergencyContactPhoneMax: 'Emergency contact phone cannot be longer than 20 characters',
  emergencyContactRelationMax: 'Emergency contact relation cannot be longer than 50 characters',
  createRequired: 'First name, last name, and email are required',
  invalidResponse: 'Invalid response from server',
  // Not in the spec (§8 gives no tenant save failure): worded like the lease ones.
  createFailed: 'Failed to create tenant. Please try again.',
  updateFailed: 'Failed to update tenant. Please try again.',
} as const;

/** The tenant form's fields (spec 2 §3 "Tenant"; screening and rental history are edited in their tabs). */
export interface TenantFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  status: TenantStatusValue | '';
  /** YYYY-MM-DD or ''. */
  dateOfBirth: string;
  ssn: string;
  notes: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  emergencyContactRelation: string;
  hasPets: boolean;
}

type TextKey = Exclude<keyof TenantFormValues, 'hasPets'>;

/** A new tenant: applicant (spec 2 §4), no pets. */
export const emptyTenantFormValues: TenantFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  status: 'applicant',
  dateOfBirth: '',
  ssn: '',
  notes: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
  emergencyContactRelation: '',
  hasPets: false,
};

/** A stored tenant → the form (null → ''). */
export function toTenantFormValues(tenant: Tenant | null | undefined): TenantFormValues {
  if (!tenant) return { ...emptyTenantFormValues };
  return {
    firstName: tenant.firstName ?? '',
    lastName: tenant.lastName ?? '',
    email: tenant.email ?? '',
    phone: tenant.phone ?? '',
    status: tenant.status ?? 'applicant',
    dateOfBirth: (tenant.dateOfBirth ?? '').slice(0, 10),
    // The stored SSN never reaches the page (spec 2 §2 shows only its last 4 digits), not even this
    // form's input: editing starts blank, and a blank SSN keeps the stored one.
    ssn: '',
    notes: tenant.notes ?? '',
    emergencyContactName: tenant.emergencyContactName ?? '',
    emergencyContactPhone: tenant.emergencyContactPhone ?? '',
    emergencyContactRelation: tenant.emergencyContactRelation ?? '',
    hasPets: tenant.hasPets ?? false,
  };
}

const max = (n: number, message: string) => yup.string().max(n, message);

/** Spec 2 §5 "Tenant form". */
export function tenantFormSchema() {
  return yup.object({
    firstName: yup.string().trim().required(TENANT_MESSAGES.firstNameRequired).max(100, TENANT_MESSAGES.firstNameMax),
    lastName: yup.string().trim().required(TENANT_MESSAGES.lastNameRequired).max(100, TENANT_MESSAGES.lastNameMax),
    email: yup
      .string()
      .trim()
      .required(TENANT_MESSAGES.emailRequired)
      .email(TENANT_MESSAGES.emailInvalid)
      .max(255, TENANT_MESSAGES.emailMax),
    phone: max(20, TENANT_MESSAGES.phoneMax),
    status: yup
      .string()
      .required(TENANT_MESSAGES.statusRequired)
      // '' passes the list so an empty status shows "Status is required", not "Invalid status".
      .oneOf([...TENANT_STATUSES, ''], TENANT_MESSAGES.statusInvalid),
    dateOfBirth: yup.string(),
    ssn: max(11, TENANT_MESSAGES.ssnMax),
    notes: max(2000, TENANT_MESSAGES.notesMax),
    emergencyContactName: max(100, TENANT_MESSAGES.emergencyContactNameMax),
    emergencyContactPhone: max(20, TENANT_MESSAGES.emergencyContactPhoneMax),
    emergencyContactRelation: max(50, TENANT_MESSAGES.emergencyContactRelationMax),
    hasPets: yup.boolean(),
  });
}

/** The body without its undefined entries: a field that is not sent is absent, not `undefined`. */
function withoutUndefined<T extends object>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as T;
}

const trim = (value: string | null | undefined) => String(value ?? '').trim();

/**
 * POST /tenants body: first name, last name and email are required (throws "First name, last name,
 * and email are required" without them); empty-string fields are dropped (spec 2 §5).
 */
export function toTenantCreateBody(values: TenantFormValues): TenantCreate {
  const given = (key: TextKey) => trim(values[key]) || undefined;
  const firstName = trim(values.firstName);
  const lastName = trim(values.lastName);
  const email = trim(values.email);
  if (!firstName || !lastName || !email) throw new Error(TENANT_MESSAGES.createRequired);
  return withoutUndefined({
    firstName,
    lastName,
    email,
    phone: given('phone'),
    status: values.status || undefined,
    dateOfBirth: given('dateOfBirth'),
    ssn: given('ssn'),
    notes: given('notes'),
    emergencyContactName: given('emergencyContactName'),
    emergencyContactPhone: given('emergencyContactPhone'),
    emergencyContactRelation: given('emergencyContactRelation'),
    hasPets: values.hasPets,
  });
}

/**
 * PUT /tenants/{id} body: only the fields that are set by this edit (spec 2 §5 "Tenant update sends
 * only fields that are set", §7 "with the changed fields"): a field the user changed is sent, an
 * unchanged one is left out. A field the user emptied is sent as `null` (our choice: otherwise a phone
 * number could never be removed); the names, email and status cannot be emptied (the schema).
 */
export function toTenantUpdateBody(values: TenantFormValues, initial: TenantFormValues): TenantUpdate {
  const changed = (key: TextKey) => trim(values[key]) !== trim(initial[key]);
  const required = (key: 'firstName' | 'lastName' | 'email') => (changed(key) ? trim(values[key]) : undefined);
  const optional = (key: TextKey) => (changed(key) ? trim(values[key]) || null : undefined);
  return withoutUndefined({
    firstName: required('firstName'),
    lastName: required('lastName'),
    email: required('email'),
    phone: optional('phone'),
    status: changed('status') && values.status ? values.status : undefined,
    dateOfBirth: optional('dateOfBirth'),
    ssn: optional('ssn'),
    notes: optional('notes'),
    emergencyContactName: optional('emergencyContactName'),
    emergencyContactPhone: optional('emergencyContactPhone'),
    emergencyContactRelation: optional('emergencyContactRelation'),
    hasPets: values.hasPets !== initial.hasPets ? values.hasPets : undefined,
  });
}
