import { Box, Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { PageLayout } from '@/components/page-layout';
import { CardGrid, countActiveFilters, FilterBar, ListResults } from '@/components/list-results';
import { EmptyState } from '@/components/page-states';
import { TextFilter } from '@/components/search/text-filter';
import { humanizeStatus } from '@/components/status-badge';
import { paths } from '@/lib/paths';
import { useListParams } from '@/lib/list-params';
import { useWorkOrderCardCss, WorkOrderCard } from '../components/work-order-card';
import {
  filtersFromParams,
  WORK_ORDER_LIST_PARAMS,
  hasFilters,
  PRIORITIES,
  WORK_ORDER_STATUSES,
  WORK_ORDERS_PAGE_SIZE,
} from '../lib/work-order-list-filters';
import { workOrdersRouteQueries } from './work-order-route-queries';

/** Spec 3 §2 and §8, verbatim. */
export const WORK_ORDERS_LIST_TEXT = {
  title: 'Work Orders',
  empty: 'Work orders will appear here when maintenance requests are approved and assigned.',
  // Not in the spec: a filtered list that matches nothing says so (the spec's text is for no work orders at all).
  emptyFiltered: 'No work orders match these filters.',
  errorTitle: 'Error loading work orders',
  errorText: 'There was an error loading the work orders. Please try again later.',
} as const;

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...WORK_ORDER_STATUSES.map((s) => ({ value: s, label: humanizeStatus(s) })),
];
const PRIORITY_OPTIONS = [
  { value: '', label: 'All priorities' },
  ...PRIORITIES.map((p) => ({ value: p, label: humanizeStatus(p) })),
];

/**
 * /work-orders (spec 3 §2 "Work Orders list"): View Maintenance Requests; filters search, status,
 * priority and vendor with Clear Filters, all in the URL (any change goes back to page 1); 20 cards a
 * page from the server (GET /work-orders).
 */
export function Component() {
  const listParams = useListParams(WORK_ORDER_LIST_PARAMS);
  const { params, page, setPage } = listParams;
  const filters = filtersFromParams(params);
  const queries = workOrdersRouteQueries(params);
  const list = useQuery(queries.list);
  const vendors = useQuery(queries.vendors);
  const cardCss = useWorkOrderCardCss();

  const { search: onSearch, status: onStatus, priority: onPriority, vendor: onVendor } = listParams.on;
  const filtered = hasFilters(filters);

  const vendorOptions = [{ value: '', label: 'All vendors' }, ...(vendors.data ?? [])];
  // A vendor in the URL that the list does not hold (not loaded yet, or gone) still shows as chosen.
  if (filters.vendor && !vendorOptions.some((o) => o.value === filters.vendor)) {
    vendorOptions.push({ value: filters.vendor, label: vendors.isPending ? 'Loading vendors…' : 'Unknown vendor' });
  }

  return (
    <PageLayout
      title={WORK_ORDERS_LIST_TEXT.title}
      actions={
        <Button asChild variant="outline">
          <RouterLink to={paths.maintenanceRequests.list()}>View Maintenance Requests</RouterLink>
        </Button>
      }
    >
      <Stack gap="4">
        <FilterBar
          label="Filter work orders"
          columns={{ base: 1, sm: 2, lg: 4 }}
          maxW="none"
          alignItems="end"
          phoneFold={{ active: countActiveFilters({ ...filters }) }}
        >
          <TextFilter
            label="Search"
            type="search"
            value={filters.search}
            onChange={onSearch}
            placeholder="Number, instructions, vendor or request"
          />
          <FilterSelect label="Status" value={filters.status} options={STATUS_OPTIONS} onChange={onStatus} />
          <FilterSelect label="Priority" value={filters.priority} options={PRIORITY_OPTIONS} onChange={onPriority} />
          <FilterSelect label="Vendor" value={filters.vendor} options={vendorOptions} onChange={onVendor} />
        </FilterBar>
        <Box>
          <Button size="sm" variant="outline" disabled={!filtered} onClick={listParams.clear}>
            Clear Filters
          </Button>
        </Box>

        <ListResults
          query={list}
          loadingLabel="Loading work orders…"
          error={{ title: WORK_ORDERS_LIST_TEXT.errorTitle, text: WORK_ORDERS_LIST_TEXT.errorText }}
          empty={
            <EmptyState
              title="No work orders found"
              text={filtered ? WORK_ORDERS_LIST_TEXT.emptyFiltered : WORK_ORDERS_LIST_TEXT.empty}
            />
          }
          pager={{ page, pageSize: WORK_ORDERS_PAGE_SIZE, onPage: setPage, noun: ['work order', 'work orders'] }}
        >
          {(workOrders) => (
            <CardGrid
              label="Work orders"
              items={workOrders}
              getKey={(workOrder) => workOrder.id}
              columns={1}
              itemCss={cardCss}
            >
              {(workOrder) => <WorkOrderCard workOrder={workOrder} />}
            </CardGrid>
          )}
        </ListResults>
      </Stack>
    </PageLayout>
  );
}
