import { useId, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  SimpleGrid,
  Spinner,
  Stack,
  useRecipe,
  useSlotRecipe,
  type SimpleGridProps,
  type SystemStyleObject,
} from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredAnswer } from '@/lib/use-deferred-answer';
import { useIsPhone } from '@/lib/use-is-phone';
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
 * Retry, the empty state when the page has no rows, else the rows and the pager. While the answer to a
 * new question (a filter, a search, a page) is on its way the previous rows stay, marked stale
 * (`StaleResults`); an empty state would answer the old question under the new one, so the loading
 * state shows instead. `empty` left out shows an empty page with its pager, so a page past the end
 * still offers Previous.
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
  const shown = useDeferredAnswer(query);
  if (query.isError)
    return (
      <ErrorState
        title={error.title}
        text={error.text}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  if (shown === undefined) return <LoadingState label={loadingLabel} />;
  const {
    data: { data, meta },
    stale,
  } = shown;
  if (data.length === 0 && empty !== undefined) return stale ? <LoadingState label={loadingLabel} /> : empty;
  return (
    <StaleResults stale={stale}>
      <Stack gap="4">
        {children(data)}
        {pager && <Pager {...pager} total={meta.total} busy={query.isFetching} />}
      </Stack>
    </StaleResults>
  );
}

/**
 * Results kept on screen while the answer to a new question loads (`placeholderData`): dimmed, under
 * a spinner, and `aria-busy` so assistive technology waits for the new ones. Every list's rows go
 * through it (`ListResults`, the search results page).
 */
export function StaleResults({ stale, children }: { stale: boolean; children: ReactNode }) {
  return (
    <Box position="relative" aria-busy={stale || undefined}>
      <Box opacity={stale ? 0.5 : 1} transition="opacity 0.15s">
        {children}
      </Box>
      {stale && (
        <Box position="absolute" top="4" insetX="0" display="flex" justifyContent="center" aria-hidden="true">
          <Spinner size="md" color="primary.solid" />
        </Box>
      )}
    </Box>
  );
}

/** How many of a list's filters are set (a value other than the empty one), for the phones' Filters button. */
export function countActiveFilters(
  filters: Readonly<Record<string, string>>,
  defaults: Readonly<Record<string, string>> = {},
) {
  return Object.entries(filters).filter(([key, value]) => value.trim() !== '' && value !== defaults[key]).length;
}

/**
 * A list page's filters: a search landmark named "Filter <records>", laid out in a grid. With
 * `phoneFold`, a phone shows a *Filters* button instead (how many are set in its name, `aria-expanded`)
 * that opens the fields, so the first record is not pushed below the fold; wider screens always show
 * them.
 */
export function FilterBar({
  label,
  columns = { base: 1, sm: 2 },
  maxW = '3xl',
  alignItems,
  onSubmit,
  phoneFold,
  children,
}: {
  /** e.g. "Filter leases" */
  label: string;
  columns?: SimpleGridProps['columns'];
  maxW?: SimpleGridProps['maxW'];
  alignItems?: SimpleGridProps['alignItems'];
  /** Enter in a field: e.g. write a debounced search text at once. */
  onSubmit?: () => void;
  /** Fold the fields behind a Filters button on phones; `active`: how many filters are set (`countActiveFilters`). */
  phoneFold?: { active: number };
  children: ReactNode;
}) {
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const id = useId();
  const folded = phoneFold !== undefined && phone;
  const hidden = folded && !open;
  const grid = (
    <SimpleGrid
      as="form"
      id={id}
      role="search"
      aria-label={label}
      columns={columns}
      gap="3"
      maxW={maxW}
      alignItems={alignItems}
      hidden={hidden}
      display={hidden ? 'none' : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit?.();
      }}
    >
      {children}
    </SimpleGrid>
  );
  if (!folded) return grid;
  return (
    <Stack gap="3">
      <Box>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((was) => !was)}
        >
          {phoneFold.active > 0 ? `Filters (${phoneFold.active})` : 'Filters'}
        </Button>
      </Box>
      {grid}
    </Stack>
  );
}

const CARD_ITEM_CSS = { '& > li': { display: 'flex', flexDirection: 'column' } } as const;

/** Records as a list of cards (`<ul>` named `label`); each card fills its cell's height. */
export function CardGrid<T>({
  label,
  items,
  getKey,
  columns = { base: 1, sm: 2, lg: 3, xl: 4 },
  itemCss,
  children,
}: {
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  columns?: SimpleGridProps['columns'];
  /** The styles of the cards' parts, once for the list (e.g. `usePropertyCardCss`). */
  itemCss?: SystemStyleObject;
  children: (item: T) => ReactNode;
}) {
  // The items are plain elements styled once from the list (a styled component per item computes its
  // styles on every render).
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={columns}
      gap="4"
      aria-label={label}
      css={itemCss ? { ...CARD_ITEM_CSS, ...itemCss } : CARD_ITEM_CSS}
    >
      {items.map((item) => (
        <li key={getKey(item)}>{children(item)}</li>
      ))}
    </SimpleGrid>
  );
}

/**
 * The styles of a card's parts in a `CardGrid`, from the theme: the outline card, its body, its
 * heading (size md), and the lift under the pointer of a card that is a link. A card list's css hook
 * (`usePropertyCardCss`) builds its parts' styles on them, for `CardGrid`'s `itemCss`.
 */
export function useCardStyles() {
  const card = useSlotRecipe({ key: 'card' })({ variant: 'outline' });
  const heading = useRecipe({ key: 'heading' })({ size: 'md' });
  return {
    card: card.root,
    body: card.body,
    heading,
    linkHover: { _hover: { shadow: 'md', borderColor: 'border.emphasized' } },
  };
}
