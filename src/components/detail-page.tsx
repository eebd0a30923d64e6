import { useState, type ReactNode } from 'react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PhotoGallery, type PhotoGalleryProps } from '@/components/photos/photo-gallery';
import { serverMessageOr } from '@/lib/api/errors';

/**
 * The top of an entity's detail page (properties, units, and the areas that copy them): a back link,
 * the entity's name as the page's h1 with its status badge, and the Edit and Delete buttons.
 */
export function DetailHeader({
  backTo,
  backLabel,
  title,
  badge,
  editLabel,
  onEdit,
  onDelete,
}: {
  backTo: string;
  /** The back link's text, shown after "← ". */
  backLabel: ReactNode;
  title: ReactNode;
  badge?: ReactNode;
  editLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Stack gap="2">
      <Text fontSize="sm">
        <RouterLink to={backTo}>← {backLabel}</RouterLink>
      </Text>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <HStack gap="3" wrap="wrap" minW="0">
          <Heading as="h1" size="2xl" wordBreak="break-word">
            {title}
          </Heading>
          {badge}
        </HStack>
        <HStack gap="2">
          <Button onClick={onEdit}>{editLabel}</Button>
          <Button colorPalette="error" variant="outline" onClick={onDelete}>
            Delete
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}

/** A detail page's photo gallery as a "Photos" section; nothing while there are no photos. */
export function DetailPhotos(props: PhotoGalleryProps) {
  if (props.photos.length === 0) return null;
  return (
    <Box as="section" aria-label="Photos">
      <PhotoGallery {...props} />
    </Box>
  );
}

/** The delete mutation as the confirmation shows it. */
interface DeleteState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * "Delete X" confirmation of a detail page: danger tone, a Delete button that shows the mutation's
 * progress, the server's message (or `errorText`) when it fails; closing forgets the failure.
 */
export function DeleteConfirmDialog({
  open,
  title,
  body,
  errorText,
  mutation,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  body: ReactNode;
  /** Shown when the delete fails without a server message. */
  errorText: string;
  mutation: DeleteState;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      body={body}
      confirmLabel="Delete"
      tone="danger"
      isPending={mutation.isPending}
      error={mutation.isError ? serverMessageOr(mutation.error, errorText) : undefined}
      onConfirm={onConfirm}
      onClose={() => {
        mutation.reset();
        onClose();
      }}
    />
  );
}

/**
 * A detail page deleting its own record leaves for another page, and renders nothing meanwhile (its
 * record is gone: "not found" would flash). Only at the location the delete started from: back at the
 * record's URL later (the Back button, or a navigation before the router swapped pages) the page is a
 * new location and shows its not-found state, even when the router kept this component.
 */
export function useLeavingAfterDelete() {
  const { key } = useLocation();
  const [from, setFrom] = useState<string | null>(null);
  return {
    /** The delete starts here. */
    start: () => setFrom(key),
    /** The delete failed: the page stays. */
    cancel: () => setFrom(null),
    leaving: from === key,
  };
}
