import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Pager } from '@/components/pager';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { fetchWholeAging, paymentQueries } from '@/lib/api/queries';
import type { AgingPropertyTotals, AgingRow } from '@/lib/api/schema.gen';
import { formatDate, formatMoney, formatPersonName, EMPTY_CELL, todayIso, UNKNOWN_PERSON } from '@/lib/format';
import { AGING_BUCKETS } from '@/lib/ledger';
import { pageCount } from '@/lib/page-param';
import { paths } from '@/lib/paths';
import { PAGE_SIZES } from '@/lib/page-sizes';
import { agingCsv } from '../lib/aging-report';
import { downloadCsv } from '../lib/csv';
import { recordPaymentState } from '../lib/payment-form';
import { Tile } from './overdue-sections';
import { PrintArea } from './print';
import { ReportPropertyFilter } from './property-filter';

export const AGING_PAGE_SIZE = PAGE_SIZES.aging;

export const AGING_TEXT = {
  emptyTitle: 'Nothing outstanding',
  emptyText: 'No tenant owes anything on this date.',
  errorTitle: 'Error loading the aging',
  errorText: 'There was an error loading the aging. Please try again later.',
} as const;

const bucketColumns = <T extends AgingRow | AgingPropertyTotals>(): DataTableColumn<T>[] => [
  ...AGING_BUCKETS.map((b) => ({
    key: b.key,
    header: b.label,
    align: 'end' as const,
    cell: (r: T) => (r[b.key] ? formatMoney(r[b.key]) : EMPTY_CELL),
  })),
  { key: 'total', header: 'Total', align: 'end', cell: (r: T) => <strong>{formatMoney(r.total)}</strong> },
];

/**
 * The overdue report's Aging view (GET /payments/aging): what each lease's tenant owes on the *as of*
 * date by days past due, former tenants included; the overall totals as tiles, the totals per property,
 * then the leases a page at a time. The filters (property, as of) and the page live in the report's URL.
 * Record Payment opens the payment dialog prefilled with the lease's whole outstanding amount, due on its
 * oldest open charge's due date (what a manager collects first).
 */
export function AgingView({
  propertyId,
  asOf: asOfParam,
  page,
  onProperty,
  onAsOf,
  setPage,
  viewSwitch,
}: {
  propertyId: string;
  asOf: string;
  page: number;
  onProperty: (id: string) => void;
  onAsOf: (day: string) => void;
  setPage: (page: number) => void;
  viewSwitch: ReactNode;
}) {
  const asOf = asOfParam || todayIso();
  const filters = { asOf, ...(propertyId ? { propertyId } : {}) };
  const query = useQuery({
    ...paymentQueries.aging({ ...filters, page, limit: AGING_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const navigate = useNavigate();
  const [printRows, setPrintRows] = useState<AgingRow[] | null>(null);
  const [allPropertyTotals, setAllPropertyTotals] = useState(false);
  const total = query.data?.meta.total ?? 0;
  const pages = pageCount(total, AGING_PAGE_SIZE);
  const pastEnd = Boolean(query.data && !query.isPlaceholderData && page > pages && pages > 0);
  useEffect(() => {
    if (pastEnd) setPage(pages);
  }, [pastEnd, pages, setPage]);

  const everyRow = () => fetchWholeAging(filters);
  const exportCsv = async () =>
    downloadCsv(`aging-${asOf}.csv`, agingCsv(await everyRow(), query.data?.propertyTotals ?? []));
  const print = async () => {
    const rows = await everyRow();
    flushSync(() => setPrintRows(rows));
    window.print();
    setPrintRows(null);
  };

  const recordPayment = (r: AgingRow) =>
    void navigate(paths.payments.list(), {
      state: recordPaymentState({
        unitId: r.unit?.id,
        propertyId: r.property?.id,
        tenantId: r.tenant?.id,
        amount: r.total,
        paymentType: 'rent',
        dueDate: r.oldestDueDate,
      }),
    });

  const rowColumns: DataTableColumn<AgingRow>[] = [
    {
      key: 'property',
      header: 'Property',
      cell: (r) =>
        r.property ? (
          <RouterLink to={paths.properties.detail(r.property.id)}>{r.property.name}</RouterLink>
        ) : (
          EMPTY_CELL
        ),
    },
    {
      key: 'unit',
      header: 'Unit',
      cell: (r) =>
        r.unit ? <RouterLink to={paths.units.detail(r.unit.id)}>Unit {r.unit.unitNumber}</RouterLink> : EMPTY_CELL,
    },
    {
      key: 'tenant',
      header: 'Tenant',
      rowHeader: true,
      cell: (r) =>
        r.tenant ? (
          <RouterLink to={paths.tenants.detail(r.tenant.id)}>{formatPersonName(r.tenant)}</RouterLink>
        ) : (
          UNKNOWN_PERSON
        ),
    },
    {
      key: 'lease',
      header: 'Lease',
      cell: (r) => (
        <RouterLink to={paths.leases.detail(r.lease.id)}>
          {r.lease.leaseNumber}
          {r.lease.status === 'active' ? '' : ` (${r.lease.status})`}
        </RouterLink>
      ),
    },
    ...bucketColumns<AgingRow>(),
    {
      key: 'actions',
      header: 'Actions',
      cell: (r) => (
        <Button size="xs" data-print="hide" disabled={!r.unit || !r.tenant} onClick={() => recordPayment(r)}>
          Record Payment
        </Button>
      ),
    },
  ];
  const propertyColumns: DataTableColumn<AgingPropertyTotals>[] = [
    {
      key: 'property',
      header: 'Property',
      rowHeader: true,
      cell: (t) => <RouterLink to={paths.properties.detail(t.property.id)}>{t.property.name}</RouterLink>,
    },
    { key: 'leases', header: 'Leases', align: 'end', cell: (t) => t.leaseCount.toLocaleString('en-US') },
    ...bucketColumns<AgingPropertyTotals>(),
  ];

  return (
    <Stack gap="5">
      <HStack gap="2" data-print="hide" wrap="wrap" justify="space-between">
        {viewSwitch}
        <HStack gap="2">
          <Button variant="outline" onClick={() => void exportCsv()} disabled={!total}>
            Export CSV
          </Button>
          <Button variant="outline" onClick={() => void print()} disabled={!total}>
            Print
          </Button>
        </HStack>
      </HStack>
      <PrintArea>
        <Stack gap="5">
          <Text display="none" css={{ '@media print': { display: 'block' } }}>
            Aging as of {formatDate(asOf)}
          </Text>
          <SimpleGrid
            as="form"
            role="search"
            aria-label="Filter the aging"
            columns={{ base: 1, sm: 2 }}
            gap="3"
            maxW="2xl"
            data-print="hide"
            onSubmit={(e) => e.preventDefault()}
          >
            <ReportPropertyFilter value={propertyId} onChange={onProperty} />
            <Field.Root>
              <Field.Label>As of</Field.Label>
              <Input type="date" value={asOf} onChange={(e) => onAsOf(e.target.value)} />
            </Field.Root>
          </SimpleGrid>
          {query.isPending ? (
            <LoadingState label="Loading the aging…" />
          ) : query.isError ? (
            <ErrorState
              title={AGING_TEXT.errorTitle}
              text={AGING_TEXT.errorText}
              onRetry={() => void query.refetch()}
              isRetrying={query.isRefetching}
            />
          ) : (
            <>
              <SimpleGrid columns={{ base: 2, sm: 3, lg: 6 }} gap="4">
                {AGING_BUCKETS.map((b) => (
                  <Tile key={b.key} label={b.label} value={formatMoney(query.data.summary[b.key])} />
                ))}
                <Tile label="Total Outstanding" value={formatMoney(query.data.summary.total)} />
              </SimpleGrid>
              {total === 0 ? (
                <EmptyState title={AGING_TEXT.emptyTitle} text={AGING_TEXT.emptyText} />
              ) : (
                <>
                  <Stack gap="2">
                    <DataTable
                      caption="Aging totals per property"
                      columns={propertyColumns}
                      rows={
                        allPropertyTotals || printRows
                          ? query.data.propertyTotals
                          : query.data.propertyTotals.slice(0, PAGE_SIZES.agingPropertyTotals)
                      }
                      rowKey={(t) => t.property.id}
                      minWidth="900px"
                    />
                    {/* Not in the specs: a large portfolio's hundreds of property rows wait for a click. */}
                    {query.data.propertyTotals.length > PAGE_SIZES.agingPropertyTotals ? (
                      <Box data-print="hide">
                        <Button size="sm" variant="outline" onClick={() => setAllPropertyTotals((all) => !all)}>
                          {allPropertyTotals
                            ? 'Show fewer properties'
                            : `Show all ${query.data.propertyTotals.length.toLocaleString('en-US')} properties`}
                        </Button>
                      </Box>
                    ) : null}
                  </Stack>
                  <Stack gap="3">
                    <DataTable
                      caption="Aging per lease"
                      columns={rowColumns}
                      rows={printRows ?? query.data.data}
                      rowKey={(r) => r.lease.id}
                      minWidth="1200px"
                    />
                    <Box data-print="hide">
                      <Pager
                        page={page}
                        pageSize={AGING_PAGE_SIZE}
                        total={total}
                        onPage={setPage}
                        noun={['lease', 'leases']}
                        busy={query.isFetching}
                      />
                    </Box>
                  </Stack>
                </>
              )}
            </>
          )}
        </Stack>
      </PrintArea>
    </Stack>
  );
}
