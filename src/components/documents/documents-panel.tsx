import { useRef, useState, type ChangeEvent } from 'react';
import {
  Badge,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormAlert } from '@/components/form-fields';
import { photoUrl } from '@/components/photos/photo-rules';
import { UploadProgressList, useUploadQueue } from '@/components/photos/upload-progress-list';
import { DOCUMENT_ACCEPT, documentFileName, documentsProblem, UPLOAD_MESSAGES } from './document-rules';

export interface DocumentCategory {
  /** The category's key (e.g. the record's field that holds the list). */
  key: string;
  label: string;
}

/**
 * A document as the panel lists it. A plain path (a tenant's lists) stands for `{ key: path, name: its
 * file name, href: its URL }`.
 */
export interface PanelDocument {
  /** What `onRemove` and `onDownload` receive (a path, a lease document's name). */
  key: string;
  /** The file name shown. */
  name: string;
  /** Where Open and a plain Download link go; without it, no Open (Download then needs `onDownload`). */
  href?: string;
  /** A second line, e.g. when it was uploaded. */
  detail?: string;
}

/** A failure whose message is for the user (e.g. the server's message); other failures show the panel's text. */
export class DocumentActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentActionError';
  }
}

/** The words of removing a document: a tenant's "Remove", a lease's "Delete" (spec 2 §2). */
export interface RemoveTexts {
  /** The button (and confirm) label, e.g. "Remove". */
  action: string;
  /** The confirm dialog's title, e.g. "Remove Document". */
  title: string;
  /** The confirm dialog's question for one document. */
  body: (name: string) => string;
  /** Shown when removing fails without a message for the user. */
  failed: string;
}

const TENANT_REMOVE_TEXTS: RemoveTexts = {
  action: 'Remove',
  title: 'Remove Document',
  body: (name) => `Remove ${name}? This cannot be undone.`,
  // Not in the spec; worded like the other failures.
  failed: 'Failed to remove document. Please try again.',
};

export interface DocumentsPanelProps {
  /** The categories in display order (a tenant has six, a lease seven). */
  categories: readonly DocumentCategory[];
  /** Each category's documents (paths, or documents with their own names and links), by category key. */
  documents: Readonly<Record<string, readonly (string | PanelDocument)[] | null | undefined>>;
  /** e.g. "No documents uploaded". */
  emptyText: string;
  /** Uploads one file into a category; reports progress 0..100; rejects with the user's message. */
  onUpload: (category: string, file: File, onProgress: (percent: number) => void) => Promise<void>;
  /** Removes one document (after the user confirmed); rejects on failure. */
  onRemove: (category: string, key: string) => Promise<void>;
  /**
   * Downloads one document through the API (a lease's, behind the bearer token): Download becomes a
   * button; a `DocumentActionError` shows its message. Without it, Download is a link to `href`.
   */
  onDownload?: (category: string, document: PanelDocument) => Promise<void>;
  /** The label of the edit mode's category select (default "Category"; a lease's "Document Type"). */
  categoryLabel?: string;
  /** The words of removing (default: Remove, Remove Document). */
  removeTexts?: RemoveTexts;
  /** Accepted files for the file input (default: images, PDF, DOC, DOCX). */
  accept?: string;
  /** The line beside the upload button. */
  uploadHint?: string;
  /** Checks a choice of files before uploading (default: at most 10; images, PDF, DOC, DOCX; 10 MB each). */
  checkFiles?: (files: readonly File[]) => string | null;
}

const toPanelDocument = (entry: string | PanelDocument): PanelDocument =>
  typeof entry === 'string' ? { key: entry, name: documentFileName(entry), href: photoUrl(entry) } : entry;

const messageOr = (error: unknown, fallback: string) =>
  error instanceof DocumentActionError ? error.message : fallback;

/**
 * A record's documents by category (tenant and lease documents, spec 2 §2): each category with its
 * count badge and its files (Open, Download); Manage Documents switches to the edit mode, which uploads
 * files into a chosen category (each with its progress and, on failure, why) and removes a document
 * after a confirmation.
 */
export function DocumentsPanel({
  categories,
  documents,
  emptyText,
  onUpload,
  onRemove,
  accept = DOCUMENT_ACCEPT,
  uploadHint = 'Images, PDF, DOC or DOCX, up to 10MB each, at most 10 files at a time.',
  checkFiles = documentsProblem,
  onDownload,
  categoryLabel = 'Category',
  removeTexts = TENANT_REMOVE_TEXTS,
}: DocumentsPanelProps) {
  const [editing, setEditing] = useState(false);
  const [category, setCategory] = useState(categories[0]?.key ?? '');
  const queue = useUploadQueue((error) => {
    console.error('Error uploading document', error);
    return error instanceof Error ? error.message : UPLOAD_MESSAGES.unknown;
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ category: string; document: PanelDocument } | null>(null);
  const [removeState, setRemoveState] = useState<{ pending: boolean; error: string | null }>({
    pending: false,
    error: null,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const total = categories.reduce((sum, c) => sum + (documents[c.key]?.length ?? 0), 0);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const refused = checkFiles(files);
    setProblem(refused);
    if (refused) return;
    const into = category;
    await queue.enqueue(files, (file, onProgress) => onUpload(into, file, onProgress));
  };

  const download = (into: string, doc: PanelDocument) => {
    if (!onDownload) return;
    setDownloadError(null);
    onDownload(into, doc).catch((error: unknown) => {
      console.error('Error downloading document', error);
      // Not in the spec; worded like the other failures.
      setDownloadError(messageOr(error, 'Failed to download the document. Please try again.'));
    });
  };

  const confirmRemove = async () => {
    if (!removing) return;
    setRemoveState({ pending: true, error: null });
    try {
      await onRemove(removing.category, removing.document.key);
      setRemoveState({ pending: false, error: null });
      setRemoving(null);
    } catch (error) {
      console.error('Error removing document', error);
      setRemoveState({ pending: false, error: messageOr(error, removeTexts.failed) });
    }
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text color="fg.muted" fontSize="sm">
          {total} {total === 1 ? 'document' : 'documents'}
        </Text>
        <Button
          size="sm"
          variant={editing ? 'solid' : 'outline'}
          aria-pressed={editing}
          onClick={() => {
            setEditing((e) => !e);
            setProblem(null);
            queue.clearFinished();
          }}
        >
          {editing ? 'Done' : 'Manage Documents'}
        </Button>
      </HStack>

      {editing && (
        <Stack gap="3" borderWidth="1px" borderRadius="md" p="3">
          <HStack gap="3" wrap="wrap" align="flex-end">
            <Field.Root maxW="xs">
              <Field.Label>{categoryLabel}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={category} onChange={(e) => setCategory(e.target.value)}>
                  {categories.map((c) => (
                    <option key={c.key} value={c.key}>
                      {c.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button size="sm" onClick={() => inputRef.current?.click()}>
              Upload Documents
            </Button>
            <input
              ref={inputRef}
              type="file"
              accept={accept}
              multiple
              hidden
              aria-label="Choose documents to upload"
              onChange={(e) => void onFiles(e)}
            />
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {uploadHint}
          </Text>
          {problem && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {problem}
            </Text>
          )}
          <UploadProgressList items={queue.items} />
        </Stack>
      )}

      {total === 0 && !editing ? <Text color="fg.muted">{emptyText}</Text> : null}
      <FormAlert message={downloadError ?? undefined} />

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {categories.map((c) => {
          const list = (documents[c.key] ?? []).map(toPanelDocument);
          const headingId = `documents-${c.key}`;
          return (
            <Box as="section" key={c.key} aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="3">
              <HStack gap="2" mb="2">
                <Heading as="h3" size="sm" id={headingId}>
                  {c.label}
                </Heading>
                <Badge variant="subtle" aria-label={`${list.length} ${list.length === 1 ? 'document' : 'documents'}`}>
                  {list.length}
                </Badge>
              </HStack>
              {list.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  None
                </Text>
              ) : (
                <Stack as="ul" listStyleType="none" gap="1">
                  {list.map((doc) => (
                    <HStack as="li" key={doc.key} justify="space-between" gap="2" wrap="wrap">
                      <Stack gap="0" minW="0" maxW="full">
                        <Text fontSize="sm" truncate>
                          {doc.name}
                        </Text>
                        {doc.detail ? (
                          <Text fontSize="xs" color="fg.muted">
                            {doc.detail}
                          </Text>
                        ) : null}
                      </Stack>
                      <HStack gap="2">
                        {doc.href ? (
                          <Link
                            href={doc.href}
                            target="_blank"
                            rel="noopener noreferrer"
                            fontSize="sm"
                            aria-label={`Open ${doc.name}`}
                          >
                            Open
                          </Link>
                        ) : null}
                        {onDownload ? (
                          <Button
                            size="xs"
                            variant="outline"
                            aria-label={`Download ${doc.name}`}
                            onClick={() => download(c.key, doc)}
                          >
                            Download
                          </Button>
                        ) : doc.href ? (
                          <Link href={doc.href} download={doc.name} fontSize="sm" aria-label={`Download ${doc.name}`}>
                            Download
                          </Link>
                        ) : null}
                        {editing && (
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="error"
                            aria-label={`${removeTexts.action} ${doc.name}`}
                            onClick={() => setRemoving({ category: c.key, document: doc })}
                          >
                            {removeTexts.action}
                          </Button>
                        )}
                      </HStack>
                    </HStack>
                  ))}
                </Stack>
              )}
            </Box>
          );
        })}
      </SimpleGrid>

      <ConfirmDialog
        open={Boolean(removing)}
        title={removeTexts.title}
        body={removing ? removeTexts.body(removing.document.name) : ''}
        confirmLabel={removeTexts.action}
        tone="danger"
        isPending={removeState.pending}
        error={removeState.error}
        onConfirm={() => void confirmRemove()}
        onClose={() => {
          setRemoveState({ pending: false, error: null });
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
