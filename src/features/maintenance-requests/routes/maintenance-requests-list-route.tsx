import { Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { CardGrid, countActiveFilters, FilterBar, ListResults } from '@/components/list-results';
import { PageLayout } from '@/components/page-layout';
import { EmptyState } from '@/components/page-states';
import { TextFilter } from '@/components/search/text-filter';
import { paths } from '@/lib/paths';
import { useListParams } from '@/lib/list-params';
import { REQUESTS_PAGE_SIZE, type RequestListFilters } from '../api/maintenance-request-queries';
import { RequestCard, useRequestCardCss } from '../components/request-card';
import { CATEGORY_OPTIONS, PRIORITY_OPTIONS, STATUS_OPTIONS } from '../lib/maintenance-options';
import {
  hasRequestFilters,
  REQUEST_LIST_PARAMS,
  requestFiltersFromParams,
} from '../lib/maintenance-request-list-filters';
import { maintenanceRequestsRouteQueries } from './maintenance-request-route-queries';

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
  const query = useQuery(maintenanceRequestsRouteQueries(params).list);
  const cardCss = useRequestCardCss();
  const filtered = hasRequestFilters(filters);

  const change = (key: keyof RequestListFilters) => list.on[key];

  return (
    <PageLayout
      title={REQUESTS_LIST_TEXT.title}
      actions={
        <Button asChild>
          <RouterLink to={paths.maintenanceRequests.new}>Create Request</RouterLink>
        </Button>
      }
    >
      <FilterBar
        label="Filter maintenance requests"
        columns={{ base: 1, sm: 2, lg: 4 }}
        maxW="none"
        phoneFold={{ active: countActiveFilters({ ...filters }) }}
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
      </FilterBar>

      <ListResults
        query={query}
        loadingLabel={REQUESTS_LIST_TEXT.loading}
        error={{ title: REQUESTS_LIST_TEXT.errorTitle, text: REQUESTS_LIST_TEXT.errorText }}
        empty={
          filtered ? (
            <EmptyState
              title={REQUESTS_LIST_TEXT.filteredEmptyTitle}
              text={REQUESTS_LIST_TEXT.filteredEmptyText}
              action={
                <Button variant="outline" onClick={list.clear}>
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
        }
        pager={{ page, pageSize: REQUESTS_PAGE_SIZE, onPage: list.setPage, noun: ['request', 'requests'] }}
      >
        {(requests) => (
          <CardGrid
            label="Requests"
            items={requests}
            getKey={(request) => request.id}
            columns={{ base: 1, md: 2, xl: 3 }}
            itemCss={cardCss}
          >
            {(request) => <RequestCard request={request} />}
          </CardGrid>
        )}
      </ListResults>
    </PageLayout>
  );
}
