import { useReducer, useRef, useState, type ChangeEvent } from 'react';
import { Badge, Box, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { uploadPhotos, UploadError, UPLOAD_MESSAGES, type PhotoEntity } from '@/lib/api/upload';
import { photoCountProblem, photoFileProblem, PHOTO_TYPES } from './photo-rules';
import { newUploadItems, uploadItemLabel, uploadItemsReducer, type UploadItem } from './upload-items';

export interface PhotoUploaderProps {
  entity: PhotoEntity;
  entityId: string;
  /** Photos the entity has now (they count towards the maximum of 10). */
  existingCount: number;
  /** Called after each successful upload with the entity's photo paths from the answer. */
  onUploaded?: (photos: string[]) => void;
}

const STATUS_PALETTE = { pending: 'gray', uploading: 'blue', completed: 'green', error: 'red' } as const;

/**
 * Photo uploader: checks type, size and count on the client (spec 1 §5), then uploads each file on
 * its own so each shows its own state: Pending, Uploading N%, Completed 100%, Failed (with why).
 */
export function PhotoUploader({ entity, entityId, existingCount, onUploaded }: PhotoUploaderProps) {
  const [items, dispatch] = useReducer(uploadItemsReducer, [] as UploadItem[]);
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const run = async (item: UploadItem) => {
    dispatch({ type: 'start', key: item.key });
    try {
      const result = await uploadPhotos({
        entity,
        id: entityId,
        files: [item.file],
        onProgress: (percent) => dispatch({ type: 'progress', key: item.key, percent }),
      });
      dispatch({ type: 'complete', key: item.key });
      onUploaded?.(result.photos);
    } catch (error) {
      const message = error instanceof UploadError ? error.message : UPLOAD_MESSAGES.unknown;
      dispatch({ type: 'fail', key: item.key, message });
    }
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const countProblem = photoCountProblem(existingCount, files.length);
    const fileProblem = files.map((f) => photoFileProblem(f)).find(Boolean);
    setProblem(countProblem ?? fileProblem ?? null);
    if (countProblem || fileProblem) return;
    const added = newUploadItems(files);
    dispatch({ type: 'add', items: added });
    for (const item of added) await run(item);
  };

  return (
    <Stack gap="3">
      <HStack wrap="wrap" gap="3">
        <Button size="sm" variant="outline" onClick={() => inputRef.current?.click()}>
          Upload Photos
        </Button>
        <Text fontSize="sm" color="fg.muted">
          JPEG, PNG or WebP, up to 10MB each, at most 10 photos.
        </Text>
        <input
          ref={inputRef}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          multiple
          hidden
          aria-label="Choose photos to upload"
          onChange={onFiles}
        />
      </HStack>
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
                <HStack justify="space-between" mt="1">
                  <Text fontSize="sm" color="fg.error">
                    {item.error}
                  </Text>
                  <Button size="xs" variant="ghost" onClick={() => void run(item)}>
                    Retry
                  </Button>
                </HStack>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
