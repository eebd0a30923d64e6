import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { pageCount } from '@/lib/page-param';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * A list's pager (with `useListParams` for the page in the URL): "Showing 101–200 of 10,000 units",
 * Previous and Next, "Page 2 of 100". Only the summary while everything fits on one page.
 */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  noun,
  busy = false,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What the rows are, singular and plural: ['unit', 'units']. */
  noun: readonly [string, string];
  /** Disables the buttons while the next page loads. */
  busy?: boolean;
}) {
  const pages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <HStack as="nav" aria-label="Pages" justify="space-between" wrap="wrap" gap="2">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Showing {count(first)}–{count(last)} of {count(total)} {total === 1 ? noun[0] : noun[1]}
      </Text>
      {pages > 1 && (
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy}>
            Previous
          </Button>
          <Box as="span" fontSize="sm">
            Page {count(page)} of {count(pages)}
          </Box>
          <Button size="sm" variant="outline" onClick={() => onPage(page + 1)} disabled={page >= pages || busy}>
            Next
          </Button>
        </HStack>
      )}
    </HStack>
  );
}
