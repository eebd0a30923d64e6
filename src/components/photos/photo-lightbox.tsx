import type { KeyboardEvent } from 'react';
import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { PhotoActions, PhotoStage, ThumbnailStrip } from './photo-lightbox-parts';
import { photoUrl } from './photo-rules';
import { useLightboxPhoto } from './use-lightbox-photo';

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
  const photo = useLightboxPhoto({ photos, index, onIndexChange, onDelete });
  const { current, path, move } = photo;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    }
  };

  return (
    <Dialog.Root open={photo.open} onOpenChange={(d) => !d.open && onClose()} size="full" closeOnEscape>
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
              <PhotoStage
                src={photoUrl(path)}
                alt={`${label} photo ${current + 1}`}
                failed={photo.failed}
                canMove={photos.length >= 2}
                onMove={move}
                onFailed={() => photo.record({ failed: true })}
              />
              <PhotoActions
                path={path}
                deletable={Boolean(onDelete)}
                confirming={photo.confirming}
                deleting={photo.deleting}
                deleteError={photo.deleteError}
                onConfirming={(confirming) => photo.record({ confirming })}
                onDelete={() => void photo.remove()}
              />
              <ThumbnailStrip photos={photos} label={label} current={current} onShow={photo.show} />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
