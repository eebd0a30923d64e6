import { useRef } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { uploadPhotos, UploadError, UPLOAD_MESSAGES, type PhotoEntity } from '@/lib/api/upload';
import { PHOTO_RULES_HINT, PHOTO_TYPES } from './photo-rules';
import { usePhotoFiles } from './use-photo-files';
import { UploadProgressList, useUploadQueue, type UploadOne } from './upload-progress-list';

export interface PhotoUploaderProps {
  entity: PhotoEntity;
  entityId: string;
  /** Photos the entity has now (they count towards the maximum of 10). */
  existingCount: number;
  /** Called after each successful upload with the entity's photo paths from the answer. */
  onUploaded?: (photos: string[]) => void;
}

/**
 * Photo uploader: checks type, size and count on the client (spec 1 §5), then uploads each file on
 * its own so each shows its own state: Pending, Uploading N%, Completed 100%, Failed (with why).
 */
export function PhotoUploader({ entity, entityId, existingCount, onUploaded }: PhotoUploaderProps) {
  const queue = useUploadQueue((error) => (error instanceof UploadError ? error.message : UPLOAD_MESSAGES.unknown));
  const inputRef = useRef<HTMLInputElement>(null);

  const upload: UploadOne = async (file, onProgress) => {
    const result = await uploadPhotos({ entity, id: entityId, files: [file], onProgress });
    onUploaded?.(result.photos);
  };

  const { problem, onFiles } = usePhotoFiles(existingCount, (files) => queue.enqueue(files, upload));

  return (
    <Stack gap="3">
      <HStack wrap="wrap" gap="3">
        <Button size="sm" variant="outline" onClick={() => inputRef.current?.click()}>
          Upload Photos
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {PHOTO_RULES_HINT}
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
      <UploadProgressList items={queue.items} onRetry={queue.retry} />
    </Stack>
  );
}
