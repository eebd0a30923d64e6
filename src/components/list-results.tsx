import type { ReactNode } from 'react';
import { Box, SimpleGrid, Stack, type SimpleGridProps } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pager } from './pager';
import { ErrorState, LoadingState } from './page-states';

/** One page of a list as the contract answers it (`{ data, meta: { total } }`). */
export interface ListPage<T> {
  data: readonly T[];
  meta: { total: number };
}

/** The pager under the rows; the page itself lives in the URL (`useListParams`). */
export interface ListPagerProps {
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** What the rows are, singular and plural: ['unit', 'units']. */
  noun: readonly [string, string];
}

/**
 * The body of every list page, one way: "Loading …" while the first page loads, the spec's error with
 * Retry, the empty state when the page has no rows, else the rows (dimmed while the next page loads
 * over the previous one) and the pager. `empty` left out shows an empty page with its pager, so a
 * page past the end still offers Previous.
 */
export function ListResults<T>({
  query,
  loadingLabel,
  error,
  empty,
  pager,
  children,
}: {
  query: UseQueryResult<ListPage<T>>;
  /** e.g. "Loading leases…" */
  loadingLabel: string;
  /** The spec's title and text for a failed load. */
  error: { title: string; text: string };
  empty?: ReactNode;
  pager?: ListPagerProps;
  children: (rows: readonly T[]) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError)
    return (
      <ErrorState
        title={error.title}
        text={error.text}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  const { data, meta } = query.data;
  if (data.length === 0 && empty !== undefined) return empty;
  return (
    <Box opacity={query.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s">
      <Stack gap="4">
        {children(data)}
        {pager && <Pager {...pager} total={meta.total} busy={query.isFetching} />}
      </Stack>
    </Box>
  );
}

/** A list page's filters: a search landmark named "Filter <records>", laid out in a grid. */
export function FilterBar({
  label,
  columns = { base: 1, sm: 2 },
  maxW = '3xl',
  alignItems,
  onSubmit,
  children,
}: {
  /** e.g. "Filter leases" */
  label: string;
  columns?: SimpleGridProps['columns'];
  maxW?: SimpleGridProps['maxW'];
  alignItems?: SimpleGridProps['alignItems'];
  /** Enter in a field: e.g. write a debounced search text at once. */
  onSubmit?: () => void;
  children: ReactNode;
}) {
  return (
    <SimpleGrid
      as="form"
      role="search"
      aria-label={label}
      columns={columns}
      gap="3"
      maxW={maxW}
      alignItems={alignItems}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit?.();
      }}
    >
      {children}
    </SimpleGrid>
  );
}

/** Records as a list of cards (`<ul>` named `label`); each card fills its cell's height. */
export function CardGrid<T>({
  label,
  items,
  getKey,
  columns = { base: 1, sm: 2, lg: 3, xl: 4 },
  children,
}: {
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  columns?: SimpleGridProps['columns'];
  children: (item: T) => ReactNode;
}) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap="4" aria-label={label}>
      {items.map((item) => (
        <Box as="li" key={getKey(item)} display="flex" flexDirection="column">
          {children(item)}
        </Box>
      ))}
    </SimpleGrid>
  );
}
