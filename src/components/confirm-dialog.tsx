import type { ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { FormAlert } from './form-alert';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question or consequences; a string is wrapped in a paragraph. */
  body: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Called on Cancel, the close button, Escape or a backdrop click — never while pending. */
  onClose: () => void;
  /** Shows a spinner on the confirm button and blocks closing while the action runs. */
  isPending?: boolean;
  /** 'danger' paints the confirm button red (deletes, cancellations). */
  tone?: 'danger' | 'default';
  /** A failure message shown inside the dialog (the dialog stays open so the user can retry). */
  error?: ReactNode;
}

/** An accessible yes/no question (role alertdialog). Focus starts on Cancel, the safe choice. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onClose,
  isPending = false,
  tone = 'default',
  error,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !isPending) onClose();
      }}
      placement="center"
      closeOnInteractOutside={!isPending}
      closeOnEscape={!isPending}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="2">
          <Dialog.Content maxW="modalSmall" w="full">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {typeof body === 'string' ? <Text>{body}</Text> : body}
              {error ? <FormAlert mt="3" message={error} /> : null}
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" colorPalette="neutral" onClick={onClose} disabled={isPending} data-autofocus>
                {cancelLabel}
              </Button>
              <Button
                colorPalette={tone === 'danger' ? 'error' : 'primary'}
                onClick={onConfirm}
                loading={isPending}
                loadingText={confirmLabel}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={isPending}>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
