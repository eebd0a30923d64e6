import { Box, Button, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { photoFileName, photoUrl } from './photo-rules';
import { PhotoThumbnail, THUMBNAIL_SIZES } from './photo-thumbnail';

const onDark = { color: 'white', _hover: { bg: 'whiteAlpha.200' } } as const;

/** The shown photo ("Failed to load" when it does not load) between the previous and next buttons. */
export function PhotoStage({
  src,
  alt,
  failed,
  canMove,
  onMove,
  onFailed,
}: {
  src: string;
  alt: string;
  failed: boolean;
  canMove: boolean;
  onMove: (step: number) => void;
  onFailed: () => void;
}) {
  return (
    <HStack flex="1" minH="0" gap="2" align="center">
      <IconButton
        aria-label="Previous photo"
        variant="ghost"
        {...onDark}
        onClick={() => onMove(-1)}
        disabled={!canMove}
      >
        ‹
      </IconButton>
      <Box
        flex="1"
        minW="0"
        h={{ base: '55vh', md: '65vh' }}
        display="flex"
        alignItems="center"
        justifyContent="center"
      >
        {failed ? (
          <Text>Failed to load</Text>
        ) : (
          <Image src={src} alt={alt} maxH="full" maxW="full" objectFit="contain" onError={onFailed} />
        )}
      </Box>
      <IconButton aria-label="Next photo" variant="ghost" {...onDark} onClick={() => onMove(1)} disabled={!canMove}>
        ›
      </IconButton>
    </HStack>
  );
}

/** Download, and (when the owner allows it) Delete with its confirmation and failure message. */
export function PhotoActions({
  path,
  deletable,
  confirming,
  deleting,
  deleteError,
  onConfirming,
  onDelete,
}: {
  path: string;
  deletable: boolean;
  confirming: boolean;
  deleting: boolean;
  deleteError: string | null;
  onConfirming: (confirming: boolean) => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2" justify="center" align="center">
        <Button asChild size="sm" variant="outline" {...onDark}>
          <a href={photoUrl(path)} download={photoFileName(path)} target="_blank" rel="noreferrer">
            Download
          </a>
        </Button>
        {deletable &&
          (confirming ? (
            <HStack>
              <Text fontSize="sm">Delete this photo?</Text>
              <Button size="sm" colorPalette="red" loading={deleting} onClick={onDelete}>
                Confirm Delete
              </Button>
              <Button size="sm" variant="ghost" color="white" onClick={() => onConfirming(false)} disabled={deleting}>
                Cancel
              </Button>
            </HStack>
          ) : (
            <Button size="sm" colorPalette="red" variant="solid" onClick={() => onConfirming(true)}>
              Delete
            </Button>
          ))}
      </Stack>
      {deleteError && (
        <Text role="alert" color="red.300" textAlign="center">
          {deleteError}
        </Text>
      )}
    </>
  );
}

/** The strip of every photo's thumbnail; the shown one is selected. */
export function ThumbnailStrip({
  photos,
  label,
  current,
  onShow,
}: {
  photos: readonly string[];
  label: string;
  current: number;
  onShow: (index: number) => void;
}) {
  return (
    <HStack gap="2" overflowX="auto" pb="2" justify={{ base: 'flex-start', md: 'center' }} aria-label="Thumbnails">
      {photos.map((p, i) => (
        <PhotoThumbnail
          key={p}
          path={p}
          size={THUMBNAIL_SIZES.strip}
          alt={`Show ${label} photo ${i + 1}`}
          selected={i === current}
          onClick={() => onShow(i)}
        />
      ))}
    </HStack>
  );
}
