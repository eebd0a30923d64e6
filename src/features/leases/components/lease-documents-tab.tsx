import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DocumentActionError,
  DocumentsPanel,
  type DocumentCategory,
  type PanelDocument,
  type RemoveTexts,
} from '@/components/documents/documents-panel';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_FILES, DOCUMENT_MESSAGES } from '@/components/documents/document-rules';
import { DocumentUploadError, uploadDocuments } from '@/components/documents/upload-documents';
import { ErrorState, LoadingState } from '@/components/page-states';
import { serverMessageOr } from '@/lib/api/errors';
import { refreshAfter } from '@/lib/api/refresh';
import { leaseDocumentTypeValues, type LeaseDocument, type LeaseDocumentType } from '@/lib/api/schema.gen';
import { apiBaseUrl } from '@/lib/config';
import { formatDateTime } from '@/lib/format';
import { leaseQueries } from '@/lib/api/queries';
import { downloadLeaseDocument, useDeleteLeaseDocument } from '../api/lease-mutations';

/** The seven lease document categories (spec 2 §3) and the document type that files into each (§7). */
const LEASE_DOCUMENT_TYPE_CATEGORIES: Record<LeaseDocumentType, DocumentCategory & { key: LeaseDocument['field'] }> = {
  primary: { key: 'primaryLeaseDocument', label: 'Primary Lease Document' },
  addendum: { key: 'leaseAddendums', label: 'Lease Addendums' },
  movein: { key: 'moveInInspectionReport', label: 'Move-In Inspection Report' },
  moveout: { key: 'moveOutInspectionReport', label: 'Move-Out Inspection Report' },
  renewal: { key: 'renewalDocuments', label: 'Renewal Documents' },
  notice: { key: 'noticesServed', label: 'Notices Served' },
  amendment: { key: 'amendmentDocuments', label: 'Amendment Documents' },
};
export const LEASE_DOCUMENT_CATEGORIES: ReadonlyArray<
  DocumentCategory & { key: LeaseDocument['field']; type: LeaseDocumentType }
> = leaseDocumentTypeValues.map((type) => ({ type, ...LEASE_DOCUMENT_TYPE_CATEGORIES[type] }));

/** Lease documents: pdf, doc, docx, txt, jpg, png (spec 2 §9). */
export const LEASE_DOCUMENT_ACCEPT = '.pdf,.doc,.docx,.txt,.jpg,.jpeg,.png';
const ALLOWED = /\.(pdf|docx?|txt|jpe?g|png)$/i;
export const LEASE_DOCUMENT_MESSAGES = {
  fileType: 'Only PDF, DOC, DOCX, TXT, JPG and PNG files are allowed',
  tooMany: DOCUMENT_MESSAGES.tooMany,
  deleteFailed: 'Failed to delete the document. Please try again.',
  downloadFailed: 'Failed to download the document. Please try again.',
} as const;

/** Spec 2 §2 "Deleting a lease document asks for confirmation": Delete, as the lease page always said. */
const LEASE_REMOVE_TEXTS: RemoveTexts = {
  action: 'Delete',
  title: 'Delete Document',
  body: (name) => `Are you sure you want to delete ${name}?`,
  failed: LEASE_DOCUMENT_MESSAGES.deleteFailed,
};

/** Why a choice of lease documents cannot be uploaded, or null (types of spec 2 §9; 10 files, 10 MB each, as every upload). */
export function leaseDocumentsProblem(files: readonly Pick<File, 'name' | 'size'>[]): string | null {
  if (files.length > DOCUMENT_MAX_FILES) return LEASE_DOCUMENT_MESSAGES.tooMany;
  if (!files.every((f) => ALLOWED.test(f.name))) return LEASE_DOCUMENT_MESSAGES.fileType;
  if (files.some((f) => f.size > DOCUMENT_MAX_BYTES)) return DOCUMENT_MESSAGES.size;
  return null;
}

/**
 * Documents tab (spec 2 §2, §3, §7) on the shared documents panel: the seven categories with their
 * counts; Manage Documents uploads into a Document Type (POST /leases/{id}/documents, with progress)
 * and deletes after a confirmation (DELETE /leases/{id}/documents/{name}); Download fetches the file
 * through the API (GET /leases/{id}/documents/{name}, behind the bearer token, so there is no Open link).
 */
export function LeaseDocumentsTab({ leaseId }: { leaseId: string }) {
  const query = useQuery(leaseQueries.documents(leaseId));
  const queryClient = useQueryClient();
  const remove = useDeleteLeaseDocument(leaseId);

  if (query.isPending) return <LoadingState label="Loading documents…" />;
  if (query.isError) return <ErrorState title="Error loading documents" onRetry={() => void query.refetch()} />;

  const documents: Record<string, PanelDocument[]> = {};
  for (const doc of query.data.data)
    (documents[doc.field] ??= []).push({
      key: doc.name,
      name: doc.originalName ?? doc.name,
      detail: formatDateTime(doc.uploadedAt),
    });

  return (
    <DocumentsPanel
      categories={LEASE_DOCUMENT_CATEGORIES}
      documents={documents}
      emptyText="No documents uploaded"
      categoryLabel="Document Type"
      accept={LEASE_DOCUMENT_ACCEPT}
      uploadHint="PDF, DOC, DOCX, TXT, JPG or PNG, up to 10MB each."
      checkFiles={leaseDocumentsProblem}
      removeTexts={LEASE_REMOVE_TEXTS}
      onUpload={async (field, file, onProgress) => {
        const documentType = LEASE_DOCUMENT_CATEGORIES.find((c) => c.key === field)?.type ?? 'primary';
        try {
          await uploadDocuments({
            url: `${apiBaseUrl()}/leases/${encodeURIComponent(leaseId)}/documents`,
            files: [file],
            field: 'documents',
            fields: { documentType },
            onProgress,
          });
        } catch (error) {
          // A refused file (400) shows the server's reason, else the lease's type message.
          if (error instanceof DocumentUploadError && error.failure.kind === 'response' && error.failure.status === 400)
            throw new Error(error.failure.detail || LEASE_DOCUMENT_MESSAGES.fileType);
          throw error;
        }
        await refreshAfter(queryClient, 'lease.documents', { leases: leaseId });
      }}
      onRemove={async (_field, name) => {
        try {
          await remove.mutateAsync(name);
        } catch (error) {
          throw new DocumentActionError(serverMessageOr(error, LEASE_DOCUMENT_MESSAGES.deleteFailed));
        }
      }}
      onDownload={async (_field, doc) => {
        try {
          await downloadLeaseDocument(leaseId, doc.key, doc.name);
        } catch (error) {
          throw new DocumentActionError(serverMessageOr(error, LEASE_DOCUMENT_MESSAGES.downloadFailed));
        }
      }}
    />
  );
}
