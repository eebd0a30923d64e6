import { SimpleGrid } from '@chakra-ui/react';
import { PhotoThumbnail } from './photo-thumbnail';

export interface PhotoGridProps {
  photos: readonly string[];
  /** Used in alt text: "{label} photo N". */
  label: string;
  onSelect?: (index: number) => void;
}

/** Photo grid: 2, 3, 4 and 6 columns by breakpoint (spec 1 §2 "Photo viewer"). */
export function PhotoGrid({ photos, label, onSelect }: PhotoGridProps) {
  return (
    <SimpleGrid columns={{ base: 2, sm: 3, md: 4, lg: 6 }} gap="3">
      {photos.map((path, index) => (
        <PhotoThumbnail
          key={path}
          path={path}
          alt={`${label} photo ${index + 1}`}
          onClick={onSelect ? () => onSelect(index) : undefined}
        />
      ))}
    </SimpleGrid>
  );
}
