import { useReducer, useRef, useState, type ChangeEvent } from 'react';
import {
  Badge,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Link,
  NativeSelect,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { photoUrl } from '@/components/photos/photo-rules';
import { newUploadItems, uploadItemLabel, uploadItemsReducer, type UploadItem } from '@/components/photos/upload-items';
import { DOCUMENT_ACCEPT, documentFileName, documentsProblem, UPLOAD_MESSAGES } from './document-rules';

export interface DocumentCategory {
  /** The category's key (e.g. the record's field that holds the list). */
  key: string;
  label: string;
}

export interface DocumentsPanelProps {
  /** The categories in display order (a tenant has six, a lease seven). */
  categories: readonly DocumentCategory[];
  /** The paths of each category's documents, by category key. */
  documents: Readonly<Record<string, readonly string[] | null | undefined>>;
  /** e.g. "No documents uploaded". */
  emptyText: string;
  /** Uploads one file into a category; reports progress 0..100; rejects with the user's message. */
  onUpload: (category: string, file: File, onProgress: (percent: number) => void) => Promise<void>;
  /** Removes one document (after the user confirmed); rejects on failure. */
  onRemove: (category: string, path: string) => Promise<void>;
  /** Accepted files for the file input (default: images, PDF, DOC, DOCX). */
  accept?: string;
  /** The line beside the upload button. */
  uploadHint?: string;
  /** Checks a choice of files before uploading (default: at most 10; images, PDF, DOC, DOCX; 10 MB each). */
  checkFiles?: (files: readonly File[]) => string | null;
}

const STATUS_PALETTE = { pending: 'gray', uploading: 'blue', completed: 'green', error: 'red' } as const;

/**
 * A record's documents by category (tenant documents, spec 2 §2; built to serve the lease page too):
 * each category with its count badge and its files (Open, Download); Manage Documents switches to the
 * edit mode, which uploads files into a chosen category (each with its progress and, on failure, why)
 * and removes a document after a confirmation.
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
}: DocumentsPanelProps) {
  const [editing, setEditing] = useState(false);
  const [category, setCategory] = useState(categories[0]?.key ?? '');
  const [items, dispatch] = useReducer(uploadItemsReducer, [] as UploadItem[]);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ category: string; path: string } | null>(null);
  const [removeState, setRemoveState] = useState<{ pending: boolean; error: string | null }>({
    pending: false,
    error: null,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const total = categories.reduce((sum, c) => sum + (documents[c.key]?.length ?? 0), 0);

  const run = async (item: UploadItem, into: string) => {
    dispatch({ type: 'start', key: item.key });
    try {
      await onUpload(into, item.file, (percent) => dispatch({ type: 'progress', key: item.key, percent }));
      dispatch({ type: 'complete', key: item.key });
    } catch (error) {
      console.error('Error uploading document', error);
      dispatch({
        type: 'fail',
        key: item.key,
        message: error instanceof Error ? error.message : UPLOAD_MESSAGES.unknown,
      });
    }
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const refused = checkFiles(files);
    setProblem(refused);
    if (refused) return;
    const added = newUploadItems(files);
    dispatch({ type: 'add', items: added });
    for (const item of added) await run(item, category);
  };

  const confirmRemove = async () => {
    if (!removing) return;
    setRemoveState({ pending: true, error: null });
    try {
      await onRemove(removing.category, removing.path);
      setRemoveState({ pending: false, error: null });
      setRemoving(null);
    } catch (error) {
      console.error('Error removing document', error);
      // Not in the spec; worded like the other failures.
      setRemoveState({ pending: false, error: 'Failed to remove document. Please try again.' });
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
            dispatch({ type: 'clearFinished' });
          }}
        >
          {editing ? 'Done' : 'Manage Documents'}
        </Button>
      </HStack>

      {editing && (
        <Stack gap="3" borderWidth="1px" borderRadius="md" p="3">
          <HStack gap="3" wrap="wrap" align="flex-end">
            <Field.Root maxW="xs">
              <Field.Label>Category</Field.Label>
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
          {items.length > 0 && (
            <Stack as="ul" gap="2" listStyleType="none" aria-label="Uploads">
              {items.map((item) => (
                <Box as="li" key={item.key} borderWidth="1px" borderRadius="md" p="2">
                  <HStack justify="space-between" gap="2">
                    <Text fontSize="sm" truncate minW="0">
                      {item.file.name}
                    </Text>
                    <Badge colorPalette={STATUS_PALETTE[item.status]}>{uploadItemLabel(item)}</Badge>
                  </HStack>
                  {item.status !== 'pending' && (
                    <Progress.Root
                      value={item.percent}
                      size="xs"
                      mt="2"
                      colorPalette={STATUS_PALETTE[item.status]}
                      aria-label={`Upload of ${item.file.name}`}
                    >
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  )}
                  {item.status === 'error' && item.error && (
                    <Text fontSize="sm" color="fg.error" mt="1">
                      {item.error}
                    </Text>
                  )}
                </Box>
              ))}
            </Stack>
          )}
        </Stack>
      )}

      {total === 0 && !editing ? <Text color="fg.muted">{emptyText}</Text> : null}

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {categories.map((c) => {
          const paths = documents[c.key] ?? [];
          const headingId = `documents-${c.key}`;
          return (
            <Box as="section" key={c.key} aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="3">
              <HStack gap="2" mb="2">
                <Heading as="h3" size="sm" id={headingId}>
                  {c.label}
                </Heading>
                <Badge variant="subtle" aria-label={`${paths.length} ${paths.length === 1 ? 'document' : 'documents'}`}>
                  {paths.length}
                </Badge>
              </HStack>
              {paths.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  None
                </Text>
              ) : (
                <Stack as="ul" listStyleType="none" gap="1">
                  {paths.map((path) => {
                    const name = documentFileName(path);
                    return (
                      <HStack as="li" key={path} justify="space-between" gap="2" wrap="wrap">
                        <Text fontSize="sm" truncate minW="0" maxW="full">
                          {name}
                        </Text>
                        <HStack gap="2">
                          <Link
                            href={photoUrl(path)}
                            target="_blank"
                            rel="noopener noreferrer"
                            fontSize="sm"
                            aria-label={`Open ${name}`}
                          >
                            Open
                          </Link>
                          <Link href={photoUrl(path)} download={name} fontSize="sm" aria-label={`Download ${name}`}>
                            Download
                          </Link>
                          {editing && (
                            <Button
                              size="xs"
                              variant="outline"
                              colorPalette="error"
                              aria-label={`Remove ${name}`}
                              onClick={() => setRemoving({ category: c.key, path })}
                            >
                              Remove
                            </Button>
                          )}
                        </HStack>
                      </HStack>
                    );
                  })}
                </Stack>
              )}
            </Box>
          );
        })}
      </SimpleGrid>

      <ConfirmDialog
        open={Boolean(removing)}
        title="Remove Document"
        body={removing ? `Remove ${documentFileName(removing.path)}? This cannot be undone.` : ''}
        confirmLabel="Remove"
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
