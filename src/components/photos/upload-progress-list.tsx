import { useReducer, useRef } from 'react';
import { Box, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { StatusBadge } from '../status-badge';
import { newUploadItems, uploadItemLabel, uploadItemsReducer, type UploadItem } from './upload-items';

const STATUS_PALETTE = { pending: 'gray', uploading: 'blue', completed: 'green', error: 'red' } as const;

/** Uploads one file, reporting progress 0..100; rejects on failure. */
export type UploadOne = (file: File, onProgress: (percent: number) => void) => Promise<void>;

/**
 * The files of an uploader, one at a time, each with its state (spec 1 §4 "Photo upload item"): the
 * photo uploader and the documents panel share it. `enqueue` adds chosen files with the call that
 * uploads them (a retry uses the same call); `messageOf` turns a failure into the user's message.
 */
export function useUploadQueue(messageOf: (error: unknown) => string) {
  const [items, dispatch] = useReducer(uploadItemsReducer, [] as UploadItem[]);
  const uploaders = useRef(new Map<string, UploadOne>());

  const run = async (item: UploadItem) => {
    const upload = uploaders.current.get(item.key);
    if (!upload) return;
    dispatch({ type: 'start', key: item.key });
    try {
      await upload(item.file, (percent) => dispatch({ type: 'progress', key: item.key, percent }));
      dispatch({ type: 'complete', key: item.key });
    } catch (error) {
      dispatch({ type: 'fail', key: item.key, message: messageOf(error) });
    }
  };

  return {
    items,
    /** Adds the files as pending items, then uploads them one after the other. */
    enqueue: async (files: readonly File[], upload: UploadOne) => {
      const added = newUploadItems(files);
      for (const item of added) uploaders.current.set(item.key, upload);
      dispatch({ type: 'add', items: added });
      for (const item of added) await run(item);
    },
    retry: (item: UploadItem) => void run(item),
    clearFinished: () => dispatch({ type: 'clearFinished' }),
  };
}

/**
 * The list "Uploads": each file's name, its state (Pending, Uploading N%, Completed 100%, Failed), a
 * progress bar once started and, on failure, why (with Retry when `onRetry` is given).
 */
export function UploadProgressList({
  items,
  onRetry,
}: {
  items: readonly UploadItem[];
  onRetry?: (item: UploadItem) => void;
}) {
  if (items.length === 0) return null;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="Uploads">
      {items.map((item) => (
        <Box as="li" key={item.key} borderWidth="1px" borderRadius="md" p="2">
          <HStack justify="space-between" gap="2">
            <Text fontSize="sm" truncate minW="0">
              {item.file.name}
            </Text>
            <StatusBadge status={item.status} palette={STATUS_PALETTE}>
              {uploadItemLabel(item)}
            </StatusBadge>
          </HStack>
          {item.status !== 'pending' && (
            <Progress.Root
              value={item.percent}
              size="xs"
              mt="2"
              colorPalette={STATUS_PALETTE[item.status]}
              aria-label={`Upload of ${item.file.name}`}
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          {item.status === 'error' && item.error && (
            <HStack justify="space-between" mt="1">
              <Text fontSize="sm" color="fg.error">
                {item.error}
              </Text>
              {onRetry ? (
                <Button size="xs" variant="ghost" onClick={() => onRetry(item)}>
                  Retry
                </Button>
              ) : null}
            </HStack>
          )}
        </Box>
      ))}
    </Stack>
  );
}
