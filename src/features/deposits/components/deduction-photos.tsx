import { useRef } from 'react';
import { Button, HStack, IconButton, Stack, Text, Wrap } from '@chakra-ui/react';
import { useField } from 'formik';
import { PHOTO_RULES_HINT, PHOTO_TYPES } from '@/components/photos/photo-rules';
import { usePhotoFiles } from '@/components/photos/use-photo-files';
import { PhotoThumbnail } from '@/components/photos/photo-thumbnail';
import { UploadProgressList, useUploadQueue, type UploadOne } from '@/components/photos/upload-progress-list';
import { isApiError, serverMessageOr } from '@/lib/api/errors';
import { UploadError, UPLOAD_MESSAGES } from '@/lib/api/upload';
import { useLatest } from '@/lib/use-latest';
import { useUploadDeductionPhoto } from '../api/deposit-mutations';

/**
 * A deduction line's photos: thumbnails with Remove, and the uploader (the same type, size and count checks
 * and per-file progress as every photo uploader). An uploaded photo joins the line at once and is stored
 * with the next Save draft.
 */
export function DeductionPhotos({ leaseId, name, lineLabel }: { leaseId: string; name: string; lineLabel: string }) {
  const [field, , helpers] = useField<string[]>(name);
  const photos = field.value ?? [];
  // Files upload one after the other: each adds its path to the photos as they are then.
  const currentPhotos = useLatest(() => photos);
  const upload = useUploadDeductionPhoto(leaseId);
  const queue = useUploadQueue((error) =>
    error instanceof UploadError
      ? error.message
      : isApiError(error)
        ? serverMessageOr(error, UPLOAD_MESSAGES.unknown)
        : UPLOAD_MESSAGES.unknown,
  );
  const inputRef = useRef<HTMLInputElement>(null);

  const uploadOne: UploadOne = async (file, onProgress) => {
    const path = await upload(file, onProgress);
    await helpers.setValue([...(currentPhotos() ?? []), path]);
  };

  const { problem, onFiles } = usePhotoFiles(photos.length, (files) => queue.enqueue(files, uploadOne));

  return (
    <Stack gap="2">
      {photos.length > 0 ? (
        <Wrap gap="2" as="ul" listStyleType="none" aria-label={`Photos of ${lineLabel}`}>
          {photos.map((path, index) => (
            <Stack as="li" key={path} gap="1" align="center">
              <PhotoThumbnail path={path} alt={`${lineLabel}, photo ${index + 1}`} size={64} />
              <IconButton
                size="2xs"
                variant="ghost"
                aria-label={`Remove photo ${index + 1} of ${lineLabel}`}
                onClick={() => void helpers.setValue(photos.filter((p) => p !== path))}
              >
                ✕
              </IconButton>
            </Stack>
          ))}
        </Wrap>
      ) : null}
      <HStack wrap="wrap" gap="2">
        <Button size="xs" variant="outline" onClick={() => inputRef.current?.click()}>
          Add photos
        </Button>
        <Text fontSize="xs" color="fg.muted">
          Optional. {PHOTO_RULES_HINT}
        </Text>
        <input
          ref={inputRef}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          multiple
          hidden
          aria-label={`Choose photos of ${lineLabel}`}
          onChange={onFiles}
        />
      </HStack>
      {problem ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {problem}
        </Text>
      ) : null}
      <UploadProgressList items={queue.items} onRetry={queue.retry} />
    </Stack>
  );
}
