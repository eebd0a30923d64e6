import { Text } from '@chakra-ui/react';
import type { PhotoEntity } from '@/lib/api/upload';
import { SectionCard } from '../section-card';
import { SuccessBanner, useSuccessBanner } from '../success-banner';
import { PhotoGallery } from './photo-gallery';
import { PhotoUploader } from './photo-uploader';

export const PHOTOS_UPLOADED = 'Photos uploaded successfully!';

/**
 * A saved record's Photos card on its detail page (a maintenance request, a work order): the gallery
 * with delete in the lightbox, "No photos yet." without photos, and the uploader; a finished upload
 * says so in a banner and refreshes the record.
 */
export function PhotosSection({
  entity,
  entityId,
  photos,
  label,
  onChanged,
  onUploaded,
}: {
  entity: PhotoEntity;
  entityId: string;
  photos: readonly string[];
  /** The gallery's name for the photos (the request's title, the work order's number). */
  label: string;
  /** Refreshes the record after a photo was added or deleted. */
  onChanged: () => void | Promise<void>;
  /** The record's photo paths from an upload's answer, before the refresh (to show them at once). */
  onUploaded?: (photos: string[]) => void;
}) {
  const banner = useSuccessBanner();
  return (
    <SectionCard title="Photos">
      <SuccessBanner {...banner.props} />
      {photos.length > 0 ? (
        <PhotoGallery photos={photos} label={label} entity={entity} entityId={entityId} onChanged={onChanged} />
      ) : (
        <Text color="fg.muted">No photos yet.</Text>
      )}
      <PhotoUploader
        entity={entity}
        entityId={entityId}
        existingCount={photos.length}
        onUploaded={(paths) => {
          onUploaded?.(paths);
          banner.show(PHOTOS_UPLOADED);
          void onChanged();
        }}
      />
    </SectionCard>
  );
}
