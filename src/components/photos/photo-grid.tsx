import { SimpleGrid } from '@chakra-ui/react';
import { PhotoThumbnail, THUMBNAIL_SIZES } from './photo-thumbnail';

export interface PhotoGridProps {
  photos: readonly string[];
  /** Used in alt text: "{label} photo N". */
  label: string;
  onSelect?: (index: number) => void;
}

/**
 * Photo grid: 2, 3, 4 and 6 columns by breakpoint (spec 1 §2 "Photo viewer"), thumbnails of 128 px
 * on phones and 256 px from sm up, each at most its column's width and centred in it (see
 * THUMBNAIL_SIZES).
 */
export function PhotoGrid({ photos, label, onSelect }: PhotoGridProps) {
  return (
    <SimpleGrid columns={{ base: 2, sm: 3, md: 4, lg: 6 }} gap="3" justifyItems="center">
      {photos.map((path, index) => (
        <PhotoThumbnail
          key={path}
          path={path}
          alt={`${label} photo ${index + 1}`}
          size={THUMBNAIL_SIZES.grid}
          onClick={onSelect ? () => onSelect(index) : undefined}
        />
      ))}
    </SimpleGrid>
  );
}
