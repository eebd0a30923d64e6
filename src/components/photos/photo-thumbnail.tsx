import { useState } from 'react';
import { Box, Center, Image, Text } from '@chakra-ui/react';
import { photoUrl } from './photo-rules';

/** Thumbnail sizes of spec 1 §2 "Photo viewer". */
export type ThumbnailSize = 64 | 128 | 256;

/** A thumbnail size per breakpoint (xs 0, sm 600, md 960, lg 1280, xl 1920; spec 1 §3). */
export type ResponsiveThumbnailSize = Partial<Record<'base' | 'sm' | 'md' | 'lg' | 'xl', ThumbnailSize>>;

/**
 * Where each size is used (spec 1 §2: "thumbnail sizes 64, 128 and 256 px"):
 * - 64: the lightbox's thumbnail strip and the units table's Photo column (a row-height image).
 * - 128 and 256: the photo grid; 128 on phones (2 columns of 140–280 px) and 256 from sm up.
 *   The grid's 2, 3, 4 and 6 columns win over the size: a thumbnail is never wider than its column,
 *   so where a column is narrower than 256 px (4 columns beside the sidebar, 6 columns) it fills it.
 */
export const THUMBNAIL_SIZES = {
  strip: 64,
  tableRow: 64,
  grid: { base: 128, sm: 256 },
} as const satisfies Record<string, ThumbnailSize | ResponsiveThumbnailSize>;

function cssSize(size: ThumbnailSize | ResponsiveThumbnailSize | undefined) {
  if (size === undefined) return '100%';
  if (typeof size === 'number') return `${size}px`;
  return Object.fromEntries(Object.entries(size).map(([breakpoint, px]) => [breakpoint, `${px}px`]));
}

export interface PhotoThumbnailProps {
  path: string;
  alt: string;
  /**
   * Square size in px, or one per breakpoint, never wider than the parent; omit to fill the parent's
   * width (square).
   */
  size?: ThumbnailSize | ResponsiveThumbnailSize;
  onClick?: () => void;
  selected?: boolean;
}

/** One photo, lazily loaded; a broken image shows "Failed to load". */
export function PhotoThumbnail({ path, alt, size, onClick, selected }: PhotoThumbnailProps) {
  const [failed, setFailed] = useState(false);
  const content = failed ? (
    <Center w="full" h="full" bg="bg.muted" color="fg.muted" p="1" textAlign="center">
      <Text fontSize="xs">Failed to load</Text>
    </Center>
  ) : (
    <Image
      src={photoUrl(path)}
      alt={alt}
      loading="lazy"
      decoding="async"
      w="full"
      h="full"
      objectFit="cover"
      onError={() => setFailed(true)}
    />
  );
  const frame = {
    w: cssSize(size),
    maxW: '100%',
    aspectRatio: '1',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: 'md',
    borderWidth: selected ? '2px' : '1px',
    borderColor: selected ? 'colorPalette.solid' : 'border',
  } as const;
  if (!onClick) return <Box {...frame}>{content}</Box>;
  return (
    <Box
      as="button"
      {...frame}
      cursor="pointer"
      onClick={onClick}
      aria-label={alt}
      aria-current={selected ? 'true' : undefined}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' }}
      p="0"
    >
      {content}
    </Box>
  );
}
