import { Box } from '@chakra-ui/react';
import { PhotoGallery, type PhotoGalleryProps } from './photo-gallery';

// Apart from components/detail-page.tsx: only the detail pages with photos load the gallery.

/** A detail page's photo gallery as a "Photos" section; nothing while there are no photos. */
export function DetailPhotos(props: PhotoGalleryProps) {
  if (props.photos.length === 0) return null;
  return (
    <Box as="section" aria-label="Photos">
      <PhotoGallery {...props} />
    </Box>
  );
}
