import type { ReactNode, RefObject } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { MODAL_WIDTHS } from '@/lib/design-tokens';

export type AppModalSize = keyof typeof MODAL_WIDTHS;

const WIDTH_TOKEN: Record<AppModalSize, string> = {
  small: 'modalSmall',
  medium: 'modalMedium',
  large: 'modalLarge',
};

export interface AppModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /**
   * Buttons at the bottom. For a Formik form in the body, give the form an `id` and the submit
   * button `type="submit" form="<id>"` so it submits from the footer.
   */
  footer?: ReactNode;
  /** small 480, medium 720, large 960 px (spec 1 §9); full width below the sm breakpoint (600 px). */
  size?: AppModalSize;
  /** Blocks closing (Escape, backdrop, close button) while a save runs. */
  isPending?: boolean;
  /** Set false for forms where a stray backdrop click should not lose typed input. */
  closeOnInteractOutside?: boolean;
  initialFocusEl?: () => HTMLElement | null;
  finalFocusEl?: () => HTMLElement | null;
  /** Optional ref to the body for scroll control. */
  bodyRef?: RefObject<HTMLDivElement | null>;
}

/** The app's modal: title, scrolling body, footer; sized per the spec, full-screen on phones. */
export function AppModal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'medium',
  isPending = false,
  closeOnInteractOutside = true,
  initialFocusEl,
  finalFocusEl,
  bodyRef,
}: AppModalProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !isPending) onClose();
      }}
      scrollBehavior="inside"
      placement="center"
      closeOnEscape={!isPending}
      closeOnInteractOutside={closeOnInteractOutside && !isPending}
      initialFocusEl={initialFocusEl}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '0', sm: '4' }}>
          <Dialog.Content
            data-size={size}
            w="full"
            maxW={{ base: '100vw', sm: WIDTH_TOKEN[size] }}
            maxH={{ base: '100dvh', sm: 'calc(100dvh - 4rem)' }}
            minH={{ base: '100dvh', sm: 'auto' }}
            my={{ base: '0', sm: '8' }}
            borderRadius={{ base: '0', sm: 'l3' }}
          >
            <Dialog.Header pe="12">
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body ref={bodyRef}>{children}</Dialog.Body>
            {footer ? (
              <Dialog.Footer flexWrap="wrap" gap="2">
                {footer}
              </Dialog.Footer>
            ) : null}
            <Dialog.CloseTrigger asChild disabled={isPending}>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
