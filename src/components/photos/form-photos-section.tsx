import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { PhotoEntity } from '@/lib/api/upload';
import { PhotoGallery } from './photo-gallery';
import { PhotoUploader } from './photo-uploader';

/**
 * The Photos section under an entity's edit form: the gallery (when there are photos) and the
 * uploader for a saved entity; for a new one only `savePhotosFirst` (photos need a saved entity).
 */
export function FormPhotosSection({
  headingId,
  saved,
  savePhotosFirst,
}: {
  /** Id of the section's heading (labels the section). */
  headingId: string;
  /** The saved entity; absent while creating. */
  saved?: {
    entity: PhotoEntity;
    entityId: string;
    photos: readonly string[];
    /** The gallery's name for the photos (e.g. the property's name). */
    label: string;
    onChanged: () => void | Promise<void>;
  };
  savePhotosFirst: string;
}) {
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h3" size="sm" id={headingId} mb="3">
        Photos
      </Heading>
      {saved ? (
        <Stack gap="4">
          {saved.photos.length > 0 && (
            <PhotoGallery
              photos={saved.photos}
              label={saved.label}
              entity={saved.entity}
              entityId={saved.entityId}
              onChanged={saved.onChanged}
            />
          )}
          <PhotoUploader
            entity={saved.entity}
            entityId={saved.entityId}
            existingCount={saved.photos.length}
            onUploaded={() => void saved.onChanged()}
          />
        </Stack>
      ) : (
        <Text color="fg.muted">{savePhotosFirst}</Text>
      )}
    </Box>
  );
}
