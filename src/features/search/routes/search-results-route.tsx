import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { StaleResults } from '@/components/list-results';
import { ErrorState, LoadingState } from '@/components/page-states';
import { useListParams, withListFilter, type ListParamsSpec } from '@/lib/list-params';
import { pageFromValue } from '@/lib/page-param';
import { useDebouncedText } from '@/lib/use-debounced-value';
import { PAGE_SIZES } from '@/lib/page-sizes';
import { globalSearchPageQuery } from '../api/search-queries';
import { isSearchable } from '../lib/search-constants';
import { groupCountText, toSearchGroups, type SearchGroup } from '../lib/search-results';
import { SearchHitContent } from '../components/search-hit';

/** Hits per group on one page of the full results (the dropdown shows 10). */
export const RESULTS_PAGE_SIZE = PAGE_SIZES.searchResults;

/** Reads `page` from the URL: a whole number ≥ 1, else 1. */
export const pageFromParam = pageFromValue;

/**
 * /search?q=…&page=… — the full results of the global search (target of "View all N results").
 * The query box reflects the URL's `q` and writes it back (debounced 300 ms, replacing the history
 * entry); `page` pages every group at once (the API's `offset` applies to each group), 20 hits
 * per group per page. Texts the spec does not give (title, hint, error) are our choice.
 */
/** The results' state in the URL: `q`, `page`. */
const SEARCH_RESULTS_LIST: ListParamsSpec<'q'> = { keys: ['q'] };

export function Component() {
  const { values, page, setPage, update } = useListParams(SEARCH_RESULTS_LIST);
  const urlQuery = values.q;
  // Typing (after the pause) writes the box back to the URL and starts again at page 1; the URL
  // changed from outside (back/forward, the top bar's View all link) shows in the box.
  const box = useDebouncedText(urlQuery, (next) =>
    update((params) => withListFilter(params, SEARCH_RESULTS_LIST, 'q', next.trim()), { replace: true }),
  );

  const q = urlQuery.trim();
  const searchable = isSearchable(q);
  const query = useQuery(
    globalSearchPageQuery({ q, limit: RESULTS_PAGE_SIZE, offset: (page - 1) * RESULTS_PAGE_SIZE }),
  );
  const groups = useMemo(() => toSearchGroups(query.data), [query.data]);
  const total = query.data?.meta.total ?? 0;
  const largestGroup = Math.max(0, ...groups.map((group) => group.totalHits));
  const pageCount = Math.max(1, Math.ceil(largestGroup / RESULTS_PAGE_SIZE));

  const goToPage = setPage;

  let body;
  if (!searchable) {
    body = <Text color="fg.muted">Enter at least 2 characters to search.</Text>;
  } else if (query.isError) {
    body = (
      <ErrorState
        title="Error loading search results"
        text="There was an error searching. Please try again."
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else if (query.isPending || (query.isPlaceholderData && total === 0)) {
    // The previous term's "No results" would read as the answer to the new one.
    body = <LoadingState label="Searching" />;
  } else if (total === 0) {
    body = <Text role="status">No results found for &quot;{q}&quot;</Text>;
  } else {
    const stale = query.isPlaceholderData;
    body = (
      <StaleResults stale={stale}>
        <Stack gap="6">
          <Text role="status" color="fg.muted">
            {stale ? (
              <>Searching for &quot;{q}&quot;…</>
            ) : (
              <>
                {total} {total === 1 ? 'result' : 'results'} for &quot;{q}&quot;
              </>
            )}
          </Text>
          {groups
            .filter((group) => group.totalHits > 0)
            .map((group) => (
              <ResultsGroup key={group.key} group={group} offset={(page - 1) * RESULTS_PAGE_SIZE} />
            ))}
          {pageCount > 1 && (
            <HStack as="nav" aria-label="Search results pages" justify="center" gap="3">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
                Previous
              </Button>
              <Text fontSize="sm">
                Page {page} of {pageCount}
              </Text>
              <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => goToPage(page + 1)}>
                Next
              </Button>
            </HStack>
          )}
        </Stack>
      </StaleResults>
    );
  }

  return (
    <Stack gap="6" p={{ base: '4', md: '6' }} maxW="5xl">
      <Heading as="h1" size="2xl">
        Search Results
      </Heading>
      <Box as="form" role="search" onSubmit={(event) => event.preventDefault()}>
        <Field.Root>
          <Field.Label>Search</Field.Label>
          <Input
            type="search"
            value={box.text}
            onChange={(event) => box.setText(event.target.value)}
            placeholder="Search properties, units, tenants..."
            autoComplete="off"
          />
        </Field.Root>
      </Box>
      {body}
    </Stack>
  );
}

function ResultsGroup({ group, offset }: { group: SearchGroup; offset: number }) {
  const headingId = `search-group-${group.key}`;
  const from = offset + 1;
  const to = offset + group.items.length;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h2" size="lg" id={headingId}>
          {group.label}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {group.items.length === 0
            ? `${group.totalHits} ${group.totalHits === 1 ? 'result' : 'results'}, none on this page`
            : offset === 0
              ? groupCountText(group.items.length, group.totalHits)
              : `${from}–${to} of ${group.totalHits} results`}
        </Text>
      </HStack>
      {group.items.length > 0 && (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
          {group.items.map((item) => (
            <Box as="li" key={item.key}>
              <Card.Root asChild size="sm" _hover={{ bg: 'bg.muted' }}>
                <RouterLink to={item.href}>
                  <Card.Body>
                    <SearchHitContent item={item} />
                  </Card.Body>
                </RouterLink>
              </Card.Root>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
