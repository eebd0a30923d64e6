import { useRef, useState } from 'react';
import { Badge, Box, Button, Field, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormAlert } from '@/components/form-fields';
import { ErrorState, LoadingState } from '@/components/page-states';
import { SectionCard } from '@/components/section-card';
import { serverMessageOr } from '@/lib/api/errors';
import type { LeaseDocument, LeaseDocumentType } from '@/lib/api/schema.gen';
import { formatDateTime } from '@/lib/format';
import { downloadLeaseDocument, useDeleteLeaseDocument, useUploadLeaseDocuments } from '../api/lease-mutations';
import { leaseDocumentsQuery } from '../api/lease-queries';

/** The seven lease document categories (spec 2 §3) and the document type that files into each (§7). */
export const LEASE_DOCUMENT_CATEGORIES: ReadonlyArray<{
  field: LeaseDocument['field'];
  type: LeaseDocumentType;
  label: string;
}> = [
  { field: 'primaryLeaseDocument', type: 'primary', label: 'Primary Lease Document' },
  { field: 'leaseAddendums', type: 'addendum', label: 'Lease Addendums' },
  { field: 'moveInInspectionReport', type: 'movein', label: 'Move-In Inspection Report' },
  { field: 'moveOutInspectionReport', type: 'moveout', label: 'Move-Out Inspection Report' },
  { field: 'renewalDocuments', type: 'renewal', label: 'Renewal Documents' },
  { field: 'noticesServed', type: 'notice', label: 'Notices Served' },
  { field: 'amendmentDocuments', type: 'amendment', label: 'Amendment Documents' },
];

/** Lease documents: pdf, doc, docx, txt, jpg, png (spec 2 §9). */
export const LEASE_DOCUMENT_ACCEPT = '.pdf,.doc,.docx,.txt,.jpg,.jpeg,.png';
const ALLOWED = /\.(pdf|docx?|txt|jpe?g|png)$/i;

export const LEASE_DOCUMENT_MESSAGES = {
  fileType: 'Only PDF, DOC, DOCX, TXT, JPG and PNG files are allowed',
  uploadFailed: 'Failed to upload documents. Please try again.',
  deleteFailed: 'Failed to delete the document. Please try again.',
  downloadFailed: 'Failed to download the document. Please try again.',
} as const;

/** Documents tab (spec 2 §2, §3, §7): the seven categories, upload with a document type, download, delete after confirmation. */
export function LeaseDocumentsTab({ leaseId }: { leaseId: string }) {
  const query = useQuery(leaseDocumentsQuery(leaseId));
  const [deleting, setDeleting] = useState<LeaseDocument | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const remove = useDeleteLeaseDocument(leaseId);

  if (query.isPending) return <LoadingState label="Loading documents…" />;
  if (query.isError) return <ErrorState title="Error loading documents" onRetry={() => void query.refetch()} />;
  const documents = query.data.data;

  const download = (doc: LeaseDocument) => {
    setDownloadError(null);
    downloadLeaseDocument(leaseId, doc.name, doc.originalName ?? doc.name).catch((error: unknown) => {
      console.error('Error downloading lease document', error);
      setDownloadError(serverMessageOr(error, LEASE_DOCUMENT_MESSAGES.downloadFailed));
    });
  };

  return (
    <Stack gap="4">
      <UploadForm leaseId={leaseId} />
      <FormAlert message={downloadError ?? undefined} />
      {LEASE_DOCUMENT_CATEGORIES.map((category) => {
        const inCategory = documents.filter((d) => d.field === category.field);
        return (
          <SectionCard
            key={category.field}
            headingLevel="h3"
            title={category.label}
            actions={<Badge aria-label={`${inCategory.length} documents`}>{inCategory.length}</Badge>}
          >
            {inCategory.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                No documents uploaded
              </Text>
            ) : (
              <Table.Root size="sm" aria-label={category.label}>
                <Table.Body>
                  {inCategory.map((doc) => (
                    <Table.Row key={doc.name}>
                      <Table.Cell wordBreak="break-all">{doc.originalName ?? doc.name}</Table.Cell>
                      <Table.Cell color="fg.muted">{formatDateTime(doc.uploadedAt)}</Table.Cell>
                      <Table.Cell textAlign="end">
                        <HStack gap="2" justify="flex-end">
                          <Button
                            size="xs"
                            variant="outline"
                            onClick={() => download(doc)}
                            aria-label={`Download ${doc.originalName ?? doc.name}`}
                          >
                            Download
                          </Button>
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="error"
                            onClick={() => setDeleting(doc)}
                            aria-label={`Delete ${doc.originalName ?? doc.name}`}
                          >
                            Delete
                          </Button>
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </SectionCard>
        );
      })}
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete Document"
        body={deleting ? `Are you sure you want to delete ${deleting.originalName ?? deleting.name}?` : null}
        confirmLabel="Delete"
        tone="danger"
        isPending={remove.isPending}
        error={remove.isError ? serverMessageOr(remove.error, LEASE_DOCUMENT_MESSAGES.deleteFailed) : undefined}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.name, {
            onSuccess: () => setDeleting(null),
            onError: (error) => console.error('Error deleting lease document', error),
          })
        }
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      />
    </Stack>
  );
}

function UploadForm({ leaseId }: { leaseId: string }) {
  const upload = useUploadLeaseDocuments(leaseId);
  const input = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<LeaseDocumentType>('primary');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);

  const choose = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    setError(chosen.every((f) => ALLOWED.test(f.name)) ? null : LEASE_DOCUMENT_MESSAGES.fileType);
    setFiles(chosen);
  };
  const send = () => {
    if (!files.length || error) return;
    upload.mutate(
      { files, documentType: type },
      {
        onSuccess: () => {
          setFiles([]);
          if (input.current) input.current.value = '';
        },
        onError: (e) => {
          console.error('Error uploading lease documents', e);
          setError(serverMessageOr(e, LEASE_DOCUMENT_MESSAGES.uploadFailed));
        },
      },
    );
  };

  return (
    <SectionCard title="Upload Documents">
      <Stack gap="3">
        <FormAlert message={error ?? undefined} />
        <HStack gap="3" align="flex-end" wrap="wrap">
          <Field.Root maxW="64">
            <Field.Label>Document Type</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={type}
                onChange={(e) =>
                  setType(LEASE_DOCUMENT_CATEGORIES.find((c) => c.type === e.target.value)?.type ?? 'primary')
                }
              >
                {LEASE_DOCUMENT_CATEGORIES.map((c) => (
                  <option key={c.type} value={c.type}>
                    {c.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root maxW="80">
            <Field.Label>Files</Field.Label>
            <Input
              ref={input}
              type="file"
              multiple
              accept={LEASE_DOCUMENT_ACCEPT}
              onChange={(e) => choose(e.target.files)}
              p="1"
            />
            <Field.HelperText>PDF, DOC, DOCX, TXT, JPG or PNG</Field.HelperText>
          </Field.Root>
          <Box>
            <Button onClick={send} loading={upload.isPending} disabled={!files.length || Boolean(error)}>
              Upload
            </Button>
          </Box>
        </HStack>
      </Stack>
    </SectionCard>
  );
}
