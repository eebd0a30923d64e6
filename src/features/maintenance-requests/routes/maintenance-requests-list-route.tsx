import { Box, Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { PageLayout } from '@/components/page-layout';
import { Pager } from '@/components/pager';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { TextFilter } from '@/components/search/smart-search-panel';
import { paths } from '@/lib/paths';
import { useListParams } from '@/lib/list-params';
import { REQUESTS_PAGE_SIZE, requestListQuery, type RequestListFilters } from '../api/maintenance-request-queries';
import { RequestCard } from '../components/request-card';
import { CATEGORY_OPTIONS, PRIORITY_OPTIONS, STATUS_OPTIONS } from '../lib/maintenance-options';
import {
  hasRequestFilters,
  REQUEST_LIST_PARAMS,
  requestFiltersFromParams,
} from '../lib/maintenance-request-list-filters';

/** Spec 3 §2 and §8: the list's texts. The empty texts are ours (the spec only says they differ). */
export const REQUESTS_LIST_TEXT = {
  title: 'Maintenance Requests',
  loading: 'Loading maintenance requests…',
  errorTitle: 'Error loading maintenance requests',
  errorText: 'There was an error loading the maintenance requests. Please try again later.',
  emptyTitle: 'No maintenance requests yet',
  emptyText: 'Record a tenant’s call or an inspection finding as a maintenance request.',
  createFirst: 'Create First Request',
  filteredEmptyTitle: 'No maintenance requests match your filters',
  filteredEmptyText: 'Try other filters, or clear them to see every request.',
} as const;

/**
 * /maintenance-requests (spec 3 §2): Create Request; filters search, status, priority and category in
 * the URL (any change goes back to page 1); 20 cards a page, paged on the server.
 */
export function Component() {
  const list = useListParams(REQUEST_LIST_PARAMS);
  const { params, page } = list;
  const filters = requestFiltersFromParams(params);
  const query = useQuery(requestListQuery(filters, page));
  const filtered = hasRequestFilters(filters);

  const change = (key: keyof RequestListFilters) => list.on[key];
  const clear = list.clear;

  return (
    <PageLayout
      title={REQUESTS_LIST_TEXT.title}
      actions={
        <Button asChild>
          <RouterLink to={paths.maintenanceRequests.new}>Create Request</RouterLink>
        </Button>
      }
    >
      <SimpleGrid
        as="form"
        role="search"
        aria-label="Filter maintenance requests"
        columns={{ base: 1, sm: 2, lg: 4 }}
        gap="3"
        onSubmit={(e) => e.preventDefault()}
      >
        <TextFilter
          label="Search"
          value={filters.search}
          onChange={change('search')}
          placeholder="Number, title or description"
        />
        <FilterSelect
          label="Status"
          value={filters.status}
          placeholder="All statuses"
          options={STATUS_OPTIONS}
          onChange={change('status')}
        />
        <FilterSelect
          label="Priority"
          value={filters.priority}
          placeholder="All priorities"
          options={PRIORITY_OPTIONS}
          onChange={change('priority')}
        />
        <FilterSelect
          label="Category"
          value={filters.category}
          placeholder="All categories"
          options={CATEGORY_OPTIONS}
          onChange={change('category')}
        />
      </SimpleGrid>

      {query.isPending ? (
        <LoadingState label={REQUESTS_LIST_TEXT.loading} />
      ) : query.isError ? (
        <ErrorState
          title={REQUESTS_LIST_TEXT.errorTitle}
          text={REQUESTS_LIST_TEXT.errorText}
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      ) : query.data.data.length === 0 ? (
        filtered ? (
          <EmptyState
            title={REQUESTS_LIST_TEXT.filteredEmptyTitle}
            text={REQUESTS_LIST_TEXT.filteredEmptyText}
            action={
              <Button variant="outline" onClick={clear}>
                Clear Filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            title={REQUESTS_LIST_TEXT.emptyTitle}
            text={REQUESTS_LIST_TEXT.emptyText}
            action={
              <Button asChild>
                <RouterLink to={paths.maintenanceRequests.new}>{REQUESTS_LIST_TEXT.createFirst}</RouterLink>
              </Button>
            }
          />
        )
      ) : (
        <Stack gap="4">
          <Box opacity={query.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s">
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-label="Requests">
              {query.data.data.map((request) => (
                <Box as="li" key={request.id}>
                  <RequestCard request={request} />
                </Box>
              ))}
            </SimpleGrid>
          </Box>
          <Pager
            page={page}
            pageSize={REQUESTS_PAGE_SIZE}
            total={query.data.meta.total}
            onPage={list.setPage}
            noun={['request', 'requests']}
            busy={query.isFetching}
          />
        </Stack>
      )}
    </PageLayout>
  );
}
