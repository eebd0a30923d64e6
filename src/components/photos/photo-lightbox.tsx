import { useEffect, useState, type KeyboardEvent } from 'react';
import { Box, Button, CloseButton, Dialog, HStack, IconButton, Image, Portal, Stack, Text } from '@chakra-ui/react';
import { photoFileName, photoUrl } from './photo-rules';
import { PhotoThumbnail, THUMBNAIL_SIZES } from './photo-thumbnail';

export interface PhotoLightboxProps {
  photos: readonly string[];
  /** The shown photo; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  label: string;
  /** When given, a Delete button removes the shown photo (after a confirmation). */
  onDelete?: (path: string) => Promise<void>;
}

/**
 * Lightbox (spec 1 §2 "Photo viewer"): Escape closes, left and right arrows move, thumbnails,
 * download, optional delete, counter "N of M".
 */
export function PhotoLightbox({ photos, index, onIndexChange, onClose, label, onDelete }: PhotoLightboxProps) {
  const open = index !== null && photos.length > 0;
  const current = open ? Math.min(index, photos.length - 1) : 0;
  const path = photos[current] ?? '';
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setConfirming(false);
    setDeleteError(null);
    setFailed(false);
  }, [path]);

  const move = (step: number) => {
    if (photos.length < 2) return;
    onIndexChange((current + step + photos.length) % photos.length);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    }
  };

  const remove = async () => {
    if (!onDelete) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await onDelete(path);
      setConfirming(false);
    } catch {
      setDeleteError('The photo could not be deleted. Please try again.');
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} size="full" closeOnEscape>
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.800" />
        <Dialog.Positioner>
          <Dialog.Content bg="gray.900" color="white" onKeyDown={onKeyDown}>
            <Dialog.Header>
              <Dialog.Title>
                {label} photo {current + 1}
              </Dialog.Title>
              <Text ml="auto" mr="10" aria-live="polite">
                {current + 1} of {photos.length}
              </Text>
              <Dialog.CloseTrigger asChild>
                <CloseButton aria-label="Close photo viewer" color="white" _hover={{ bg: 'whiteAlpha.200' }} />
              </Dialog.CloseTrigger>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="4" minH="0">
              <HStack flex="1" minH="0" gap="2" align="center">
                <IconButton
                  aria-label="Previous photo"
                  variant="ghost"
                  color="white"
                  _hover={{ bg: 'whiteAlpha.200' }}
                  onClick={() => move(-1)}
                  disabled={photos.length < 2}
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
                    <Image
                      src={photoUrl(path)}
                      alt={`${label} photo ${current + 1}`}
                      maxH="full"
                      maxW="full"
                      objectFit="contain"
                      onError={() => setFailed(true)}
                    />
                  )}
                </Box>
                <IconButton
                  aria-label="Next photo"
                  variant="ghost"
                  color="white"
                  _hover={{ bg: 'whiteAlpha.200' }}
                  onClick={() => move(1)}
                  disabled={photos.length < 2}
                >
                  ›
                </IconButton>
              </HStack>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="2" justify="center" align="center">
                <Button asChild size="sm" variant="outline" color="white" _hover={{ bg: 'whiteAlpha.200' }}>
                  <a href={photoUrl(path)} download={photoFileName(path)} target="_blank" rel="noreferrer">
                    Download
                  </a>
                </Button>
                {onDelete &&
                  (confirming ? (
                    <HStack>
                      <Text fontSize="sm">Delete this photo?</Text>
                      <Button size="sm" colorPalette="red" loading={deleting} onClick={remove}>
                        Confirm Delete
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        color="white"
                        onClick={() => setConfirming(false)}
                        disabled={deleting}
                      >
                        Cancel
                      </Button>
                    </HStack>
                  ) : (
                    <Button size="sm" colorPalette="red" variant="solid" onClick={() => setConfirming(true)}>
                      Delete
                    </Button>
                  ))}
              </Stack>
              {deleteError && (
                <Text role="alert" color="red.300" textAlign="center">
                  {deleteError}
                </Text>
              )}
              <HStack
                gap="2"
                overflowX="auto"
                pb="2"
                justify={{ base: 'flex-start', md: 'center' }}
                aria-label="Thumbnails"
              >
                {photos.map((p, i) => (
                  <PhotoThumbnail
                    key={p}
                    path={p}
                    size={THUMBNAIL_SIZES.strip}
                    alt={`Show ${label} photo ${i + 1}`}
                    selected={i === current}
                    onClick={() => onIndexChange(i)}
                  />
                ))}
              </HStack>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
