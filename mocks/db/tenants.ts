import { tenantDocumentCategoryValues } from '@/lib/api/schema.gen';
import type { TenantRecord } from './tables';

export type { TenantRecord } from './tables';

export const TENANT_DOCUMENT_CATEGORIES = tenantDocumentCategoryValues;

/** Every optional stored field unset, document lists empty. A new tenant starts from these. */
export function blankTenantFields(): Omit<
  TenantRecord,
  'id' | 'firstName' | 'lastName' | 'email' | 'createdAt' | 'updatedAt'
> {
  return {
    phone: null,
    status: 'applicant',
    dateOfBirth: null,
    ssn: null,
    notes: null,
    emergencyContactName: null,
    emergencyContactPhone: null,
    emergencyContactRelation: null,
    hasPets: false,
    backgroundCheckStatus: null,
    backgroundCheckDate: null,
    backgroundCheckExpiry: null,
    backgroundCheckProvider: null,
    backgroundCheckResults: null,
    creditScore: null,
    creditCheckDate: null,
    creditCheckProvider: null,
    criminalHistoryCheck: null,
    evictionHistoryCheck: null,
    screeningNotes: null,
    previousLandlordName: null,
    previousLandlordPhone: null,
    previousLandlordEmail: null,
    previousAddress: null,
    previousRentAmount: null,
    previousTenancyStartDate: null,
    previousTenancyEndDate: null,
    reasonForLeaving: null,
    personalReferences: null,
    applicationDocuments: [],
    identificationDocuments: [],
    incomeDocuments: [],
    referenceDocuments: [],
    backgroundCheckDocuments: [],
    screeningDocuments: [],
  };
}
