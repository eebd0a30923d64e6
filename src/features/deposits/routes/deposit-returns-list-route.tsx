import { Box, Button, HStack, Link, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { FilterSelect } from '@/components/filter-select';
import { countActiveFilters, FilterBar, ListResults } from '@/components/list-results';
import { PageLayout } from '@/components/page-layout';
import { EmptyState } from '@/components/page-states';
import { TextFilter } from '@/components/search/text-filter';
import { DepositDispositionStatusBadge } from '@/components/status-badge';
import { ReportPropertyFilter } from '@/features/payments';
import type { DepositReturn } from '@/lib/api/schema.gen';
import { formatDate, formatMoney, formatPersonName, EMPTY_CELL } from '@/lib/format';
import { useListParams } from '@/lib/list-params';
import { paths } from '@/lib/paths';
import { DaysLeft } from '../components/disposition-figures';
import {
  DEFAULT_STATUS_FILTER,
  DEPOSIT_RETURN_LIST_PARAMS,
  DEPOSIT_RETURNS_PAGE_SIZE,
  depositReturnFiltersFromParams,
  hasDepositReturnFilters,
  STATUS_OPTIONS,
} from '../lib/deposit-return-list-filters';
import { DEPOSIT_TEXT } from '../lib/deposit-labels';
import { depositReturnsRouteQueries } from './deposit-route-queries';

export const DEPOSIT_RETURNS_TEXT = {
  loading: 'Loading deposit returns…',
  empty: 'No deposit returns due',
  emptyText: 'Leases appear here once their move-out is processed.',
  errorTitle: 'Error loading deposit returns',
  errorText: 'There was an error loading the deposit returns. Please try again later.',
} as const;

const COLUMNS: DataTableColumn<DepositReturn>[] = [
  {
    key: 'lease',
    header: 'Lease',
    rowHeader: true,
    cell: (r) => (
      <Link asChild>
        <RouterLink to={paths.leases.deposit(r.leaseId)}>{r.leaseNumber}</RouterLink>
      </Link>
    ),
  },
  { key: 'tenant', header: 'Tenant', cell: (r) => (r.tenant ? formatPersonName(r.tenant) : EMPTY_CELL) },
  {
    key: 'place',
    header: 'Property / Unit',
    cell: (r) =>
      [r.property?.name, r.unitNumber ? `Unit ${r.unitNumber}` : null].filter(Boolean).join(', ') || EMPTY_CELL,
  },
  { key: 'moveOut', header: 'Move-out date', cell: (r) => formatDate(r.moveOutDate) },
  { key: 'deadline', header: DEPOSIT_TEXT.deadline, card: 'key', cell: (r) => formatDate(r.deadline) },
  {
    key: 'daysLeft',
    header: DEPOSIT_TEXT.daysLeft,
    card: 'key',
    cell: (r) => (r.daysLeft === null ? EMPTY_CELL : <DaysLeft daysLeft={r.daysLeft} />),
  },
  { key: 'status', header: 'Status', cell: (r) => <DepositDispositionStatusBadge status={r.status} /> },
  { key: 'held', header: DEPOSIT_TEXT.heldNow, align: 'end', cell: (r) => formatMoney(r.held) },
  {
    key: 'result',
    header: `${DEPOSIT_TEXT.refundDue} / ${DEPOSIT_TEXT.balanceOwed}`,
    align: 'end',
    cell: (r) =>
      r.balanceOwed > 0 ? (
        <Text as="span" color="fg.error">
          {`${formatMoney(r.balanceOwed)} owed`}
        </Text>
      ) : (
        `${formatMoney(r.refundDue)} refund`
      ),
  },
];

/**
 * /deposit-returns: every lease with a move-out date and where its deposit disposition stands, open ones
 * by deadline (overdue first, in red); filters property, status (open by default) and search (lease
 * number, tenant), all in the URL; the counts of the open ones due this week and overdue above the table.
 */
export function Component() {
  const list = useListParams(DEPOSIT_RETURN_LIST_PARAMS);
  const { params, page } = list;
  const filters = depositReturnFiltersFromParams(params);
  const query = useQuery(depositReturnsRouteQueries(params).list);
  const { search: onSearch, property: onProperty, status: onStatus } = list.on;
  const summary = query.data?.summary;

  const setPage = (next: number) => {
    list.setPage(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <PageLayout title={DEPOSIT_TEXT.listTitle}>
      <FilterBar
        label="Filter deposit returns"
        columns={{ base: 1, sm: 2, md: 4 }}
        maxW="none"
        alignItems="end"
        phoneFold={{ active: countActiveFilters({ ...filters }, { status: DEFAULT_STATUS_FILTER }) }}
      >
        <TextFilter
          label="Search"
          type="search"
          value={filters.search}
          onChange={onSearch}
          placeholder="Lease number or tenant"
        />
        <ReportPropertyFilter value={filters.property} onChange={onProperty} />
        <FilterSelect label="Status" value={filters.status} options={STATUS_OPTIONS} onChange={onStatus} />
        <Box>
          <Button
            variant="outline"
            colorPalette="neutral"
            disabled={!hasDepositReturnFilters(filters)}
            onClick={list.clear}
          >
            Clear Filters
          </Button>
        </Box>
      </FilterBar>

      {summary ? (
        <HStack as="p" gap="4" wrap="wrap" aria-live="polite">
          <Text as="span">Open: {summary.open}</Text>
          <Text as="span">Due this week: {summary.dueThisWeek}</Text>
          <Text as="span" color={summary.overdue > 0 ? 'fg.error' : undefined} fontWeight="semibold">
            Overdue: {summary.overdue}
          </Text>
        </HStack>
      ) : null}

      <ListResults
        query={query}
        loadingLabel={DEPOSIT_RETURNS_TEXT.loading}
        error={{ title: DEPOSIT_RETURNS_TEXT.errorTitle, text: DEPOSIT_RETURNS_TEXT.errorText }}
        empty={<EmptyState title={DEPOSIT_RETURNS_TEXT.empty} text={DEPOSIT_RETURNS_TEXT.emptyText} />}
        pager={{
          page,
          pageSize: DEPOSIT_RETURNS_PAGE_SIZE,
          onPage: setPage,
          noun: ['deposit return', 'deposit returns'],
        }}
      >
        {(rows) => (
          <DataTable
            caption={DEPOSIT_TEXT.listTitle}
            columns={COLUMNS}
            rows={rows}
            rowKey={(r) => r.leaseId}
            phoneCards
            dense
          />
        )}
      </ListResults>
    </PageLayout>
  );
}
