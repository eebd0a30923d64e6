import { useState } from 'react';
import type { PhotoEntity } from '@/lib/api/upload';
import { deletePhoto } from './photo-api';
import { PhotoGrid } from './photo-grid';
import { PhotoLightbox } from './photo-lightbox';

export interface PhotoGalleryProps {
  photos: readonly string[];
  /** Used in alt text and the lightbox title, e.g. the property's name. */
  label: string;
  /**
   * When given with `entityId`, the lightbox offers Delete (DELETE /{entity}/{id}/photos/{path});
   * `onChanged` runs after a delete so the owner refreshes its record.
   */
  entity?: PhotoEntity;
  entityId?: string;
  onChanged?: () => void | Promise<void>;
}

/** A photo grid whose thumbnails open the lightbox. */
export function PhotoGallery({ photos, label, entity, entityId, onChanged }: PhotoGalleryProps) {
  const [index, setIndex] = useState<number | null>(null);
  const canDelete = Boolean(entity && entityId);
  return (
    <>
      <PhotoGrid photos={photos} label={label} onSelect={setIndex} />
      <PhotoLightbox
        photos={photos}
        index={index}
        label={label}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
        onDelete={
          canDelete
            ? async (path) => {
                await deletePhoto(entity!, entityId!, path);
                const remaining = photos.length - 1;
                setIndex(remaining <= 0 ? null : Math.min(index ?? 0, remaining - 1));
                await onChanged?.();
              }
            : undefined
        }
      />
    </>
  );
}
