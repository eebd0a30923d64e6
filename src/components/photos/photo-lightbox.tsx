import { useState, type KeyboardEvent } from 'react';
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

/** What the viewer knows about one photo: a pending delete confirmation, a failed delete, a failed load. */
interface PhotoStatus {
  path: string;
  confirming: boolean;
  deleteError: string | null;
  failed: boolean;
}

/**
 * Lightbox (spec 1 §2 "Photo viewer"): Escape closes, left and right arrows move, thumbnails,
 * download, optional delete, counter "N of M".
 */
export function PhotoLightbox({ photos, index, onIndexChange, onClose, label, onDelete }: PhotoLightboxProps) {
  const open = index !== null && photos.length > 0;
  const current = open ? Math.min(index, photos.length - 1) : 0;
  const path = photos[current] ?? '';
  const [deleting, setDeleting] = useState(false);
  // The status is recorded for one photo and lapses once another photo shows (a move here, a delete,
  // or a new index from the owner), so it is derived from the shown path rather than reset.
  const [status, setStatus] = useState<PhotoStatus | null>(null);
  const shown = status?.path === path ? status : null;
  const confirming = shown?.confirming ?? false;
  const deleteError = shown?.deleteError ?? null;
  const failed = shown?.failed ?? false;

  /** Records a change to the shown photo's status. */
  const record = (change: Partial<Omit<PhotoStatus, 'path'>>) =>
    setStatus((previous) => ({
      path,
      confirming: false,
      deleteError: null,
      failed: false,
      ...(previous?.path === path ? previous : {}),
      ...change,
    }));

  /** Records the outcome of a delete, unless another photo's status has been recorded meanwhile. */
  const recordFor = (target: string, change: Partial<Omit<PhotoStatus, 'path'>>) =>
    setStatus((previous) => (previous?.path === target ? { ...previous, ...change } : previous));

  /** Shows another photo; a status left behind does not come back when the viewer returns to it. */
  const show = (next: number) => {
    if (next !== current) setStatus(null);
    onIndexChange(next);
  };

  const move = (step: number) => {
    if (photos.length < 2) return;
    show((current + step + photos.length) % photos.length);
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
    const target = path;
    setDeleting(true);
    record({ deleteError: null });
    try {
      await onDelete(target);
      recordFor(target, { confirming: false });
    } catch {
      recordFor(target, { deleteError: 'The photo could not be deleted. Please try again.' });
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
                      onError={() => record({ failed: true })}
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
                        onClick={() => record({ confirming: false })}
                        disabled={deleting}
                      >
                        Cancel
                      </Button>
                    </HStack>
                  ) : (
                    <Button size="sm" colorPalette="red" variant="solid" onClick={() => record({ confirming: true })}>
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
                    onClick={() => show(i)}
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
