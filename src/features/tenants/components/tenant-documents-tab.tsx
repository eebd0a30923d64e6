import { DocumentsPanel, type DocumentCategory } from '@/components/documents/documents-panel';
import { tenantDocumentCategoryValues, type Tenant, type TenantDocumentCategory } from '@/lib/api/schema.gen';
import { useRemoveTenantDocument, useUploadTenantDocument } from '../api/tenant-mutations';

/** Spec 2 §2 "Documents tab", verbatim. */
export const NO_DOCUMENTS_UPLOADED = 'No documents uploaded';

/** The six document lists of a tenant (spec 2 §3), labelled for a manager. */
const TENANT_DOCUMENT_LABELS: Record<TenantDocumentCategory, string> = {
  applicationDocuments: 'Application',
  identificationDocuments: 'Identification',
  incomeDocuments: 'Income Verification',
  referenceDocuments: 'References',
  backgroundCheckDocuments: 'Background Check',
  screeningDocuments: 'Screening',
};
export const TENANT_DOCUMENT_CATEGORIES: readonly (DocumentCategory & { key: TenantDocumentCategory })[] =
  tenantDocumentCategoryValues.map((key) => ({ key, label: TENANT_DOCUMENT_LABELS[key] }));

const isCategory = (key: string): key is TenantDocumentCategory =>
  TENANT_DOCUMENT_CATEGORIES.some((c) => c.key === key);

/**
 * Documents (spec 2 §2, §7): upload with POST /tenants/{id}/documents (field `documents`, the category
 * as `category`); remove by sending the category's shortened list with PUT /tenants/{id}.
 */
export function TenantDocumentsTab({ tenant }: { tenant: Tenant }) {
  const upload = useUploadTenantDocument(tenant.id);
  const remove = useRemoveTenantDocument(tenant.id);
  return (
    <DocumentsPanel
      categories={TENANT_DOCUMENT_CATEGORIES}
      documents={{
        applicationDocuments: tenant.applicationDocuments,
        identificationDocuments: tenant.identificationDocuments,
        incomeDocuments: tenant.incomeDocuments,
        referenceDocuments: tenant.referenceDocuments,
        backgroundCheckDocuments: tenant.backgroundCheckDocuments,
        screeningDocuments: tenant.screeningDocuments,
      }}
      emptyText={NO_DOCUMENTS_UPLOADED}
      onUpload={async (category, file, onProgress) => {
        if (!isCategory(category)) return;
        await upload.mutateAsync({ category, file, onProgress });
      }}
      onRemove={async (category, path) => {
        if (!isCategory(category)) return;
        await remove.mutateAsync({ category, remaining: tenant[category].filter((p) => p !== path) });
      }}
    />
  );
}
