import * as yup from 'yup';
import type { components, Tenant, TenantUpdate } from '@/lib/api/schema.gen';
import { optionalNumber } from '@/lib/forms';
import { now as clockNow } from '@/lib/clock';

export type PersonalReference = components['schemas']['PersonalReference'];

/** Spec 2 §2 "References tab", verbatim. */
export const NO_REFERENCE_INFORMATION = 'No reference information';

/** The stored JSON text of personal references → the list; text that is not such a list reads as none. */
export function parseReferences(json: string | null | undefined): PersonalReference[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is PersonalReference =>
        Boolean(item) &&
        typeof item === 'object' &&
        typeof item.name === 'string' &&
        typeof item.relationship === 'string',
    );
  } catch {
    return [];
  }
}

export interface ReferenceDraft {
  name: string;
  relationship: string;
  phone: string;
  email: string;
  notes: string;
}

export const emptyReferenceDraft: ReferenceDraft = { name: '', relationship: '', phone: '', email: '', notes: '' };

/** Add Reference is enabled only when both name and relationship are filled (spec 2 §2). */
export const canAddReference = (draft: ReferenceDraft) => Boolean(draft.name.trim() && draft.relationship.trim());

let counter = 0;
/** A new reference from the draft, with a client-made id (the contract: any unique string). */
export function newReference(draft: ReferenceDraft, now = clockNow().getTime()): PersonalReference {
  counter += 1;
  return {
    id: `ref-${now.toString(36)}-${counter}`,
    name: draft.name.trim(),
    relationship: draft.relationship.trim(),
    phone: draft.phone.trim() || null,
    email: draft.email.trim() || null,
    notes: draft.notes.trim() || null,
  };
}

export interface ReferencesValues {
  previousLandlordName: string;
  previousLandlordPhone: string;
  previousLandlordEmail: string;
  previousAddress: string;
  previousRentAmount: number | string;
  previousTenancyStartDate: string;
  previousTenancyEndDate: string;
  reasonForLeaving: string;
  personalReferences: PersonalReference[];
  draft: ReferenceDraft;
}

const day = (value: string | null | undefined) => (value ?? '').slice(0, 10);

export function toReferencesValues(tenant: Tenant): ReferencesValues {
  return {
    previousLandlordName: tenant.previousLandlordName ?? '',
    previousLandlordPhone: tenant.previousLandlordPhone ?? '',
    previousLandlordEmail: tenant.previousLandlordEmail ?? '',
    previousAddress: tenant.previousAddress ?? '',
    previousRentAmount: tenant.previousRentAmount ?? '',
    previousTenancyStartDate: day(tenant.previousTenancyStartDate),
    previousTenancyEndDate: day(tenant.previousTenancyEndDate),
    reasonForLeaving: tenant.reasonForLeaving ?? '',
    personalReferences: parseReferences(tenant.personalReferences),
    draft: { ...emptyReferenceDraft },
  };
}

export function referencesSchema() {
  return yup.object({
    previousLandlordName: yup.string().max(100, 'Previous landlord name cannot be longer than 100 characters'),
    previousLandlordPhone: yup.string().max(20, 'Previous landlord phone cannot be longer than 20 characters'),
    previousLandlordEmail: yup
      .string()
      .email('Invalid email format')
      .max(255, 'Email cannot be longer than 255 characters'),
    previousAddress: yup.string().max(500, 'Previous address cannot be longer than 500 characters'),
    previousRentAmount: yup
      .number()
      .transform((value, original) => (original === '' || original === null ? undefined : value))
      .typeError('Previous rent must be a number')
      .min(0, 'Previous rent must be positive'),
    reasonForLeaving: yup.string().max(1000, 'Reason for leaving cannot be longer than 1000 characters'),
  });
}

const text = (value: string) => value.trim() || null;

/** The rental history as a partial update; the references as JSON text (null when there are none). */
export function toReferencesBody(values: ReferencesValues): TenantUpdate {
  return {
    previousLandlordName: text(values.previousLandlordName),
    previousLandlordPhone: text(values.previousLandlordPhone),
    previousLandlordEmail: text(values.previousLandlordEmail),
    previousAddress: text(values.previousAddress),
    previousRentAmount: optionalNumber(values.previousRentAmount, 'previousRentAmount'),
    previousTenancyStartDate: text(values.previousTenancyStartDate),
    previousTenancyEndDate: text(values.previousTenancyEndDate),
    reasonForLeaving: text(values.reasonForLeaving),
    personalReferences: values.personalReferences.length ? JSON.stringify(values.personalReferences) : null,
  };
}

/** Whether a tenant has any reference information (else "No reference information"). */
export function hasReferenceInformation(tenant: Tenant): boolean {
  return (
    parseReferences(tenant.personalReferences).length > 0 ||
    [
      tenant.previousLandlordName,
      tenant.previousLandlordPhone,
      tenant.previousLandlordEmail,
      tenant.previousAddress,
      tenant.previousRentAmount,
      tenant.previousTenancyStartDate,
      tenant.previousTenancyEndDate,
      tenant.reasonForLeaving,
    ].some((v) => v !== null && v !== undefined && v !== '')
  );
}
