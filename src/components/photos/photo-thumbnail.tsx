import { useState } from 'react';
import { Box, Center, Image, Text } from '@chakra-ui/react';
import { photoUrl } from './photo-rules';

/** Thumbnail sizes of spec 1 §2 "Photo viewer". */
export type ThumbnailSize = 64 | 128 | 256;

export interface PhotoThumbnailProps {
  path: string;
  alt: string;
  /** Fixed square size in px; omit to fill the parent's width (square). */
  size?: ThumbnailSize;
  onClick?: () => void;
  selected?: boolean;
}

/** One photo, lazily loaded; a broken image shows "Failed to load". */
export function PhotoThumbnail({ path, alt, size, onClick, selected }: PhotoThumbnailProps) {
  const [failed, setFailed] = useState(false);
  const dimension = size ? `${size}px` : '100%';
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
    w: dimension,
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
