import { useState, type ReactNode } from 'react';
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { RowAction } from '@/components/row-actions';
import { EmptyState } from '@/components/page-states';
import { fetchWholeAging } from '@/lib/api/queries';
import type { AgingPropertyTotals, AgingRow } from '@/lib/api/schema.gen';
import { formatDate, formatMoney, EMPTY_CELL } from '@/lib/format';
import { MONEY_LABELS } from '@/lib/money-labels';
import { paths } from '@/lib/paths';
import { PAGE_SIZES } from '@/lib/page-sizes';
import { useToday } from '@/lib/use-today';
import { AGING_PAGE_SIZE, agingQuery } from '../api/payment-queries';
import { csvExport } from '../lib/csv-export';
import { AGING_COLUMNS, pastDueOf } from '../lib/aging-report';
import { recordPaymentState } from '../lib/payment-prefill';
import { usePrintEveryRow } from './print';
import { placeColumns, ReportFrame, ReportRows, useLastPageWhenPastEnd } from './report-frame';

export const AGING_TEXT = {
  emptyTitle: 'Nothing outstanding',
  emptyText: 'No tenant owes anything on this date.',
  errorTitle: 'Error loading the aging',
  errorText: 'There was an error loading the aging. Please try again later.',
} as const;

const bucketColumns = <T extends AgingRow | AgingPropertyTotals>(): DataTableColumn<T>[] => [
  ...AGING_COLUMNS.map((b) => ({
    key: b.key,
    header: b.label,
    align: 'end' as const,
    cell: (r: T) => (r[b.key] ? formatMoney(r[b.key]) : EMPTY_CELL),
  })),
  {
    key: 'total',
    header: MONEY_LABELS.owed,
    align: 'end',
    // On a phone's card: the figure beside the title; the buckets are labelled lines under it.
    card: 'key',
    cell: (r: T) => <strong>{formatMoney(r.total)}</strong>,
  },
];

/**
 * The overdue report's Aging view (GET /payments/aging): what each lease's tenant owes on the *as of*
 * date by days past due, former tenants included; the overall totals as tiles, the totals per property,
 * then the leases a page at a time. The filters (property, as of) and the page live in the report's URL.
 * The labels say what each figure counts: Current is what falls due from the as-of day to its month's
 * end, the past-due columns sum to Past due (on today, the By Severity view's total), and the two make
 * the total, what is owed including what is not yet due; a line under the tiles says so with the figures.
 * Record Payment opens the payment dialog prefilled with the row's lease (not the one the tenant's current
 * assignment names: a former tenant's row), its whole outstanding amount, due on its oldest open
 * charge's due date (what a manager collects first).
 */
export function AgingView({
  propertyId,
  asOf,
  page,
  onProperty,
  onAsOf,
  setPage,
  viewSwitch,
}: {
  /** A property id, or '' for every property. */
  propertyId: string;
  /** The day the aging is computed on (`YYYY-MM-DD`). */
  asOf: string;
  page: number;
  onProperty: (id: string) => void;
  onAsOf: (day: string) => void;
  setPage: (page: number) => void;
  viewSwitch: ReactNode;
}) {
  const filters = { asOf, ...(propertyId ? { propertyId } : {}) };
  const query = useQuery(agingQuery(filters, page));
  const navigate = useNavigate();
  const today = useToday();
  const [allPropertyTotals, setAllPropertyTotals] = useState(false);
  const total = query.data?.meta.total ?? 0;
  useLastPageWhenPastEnd({ query, page, total, pageSize: AGING_PAGE_SIZE, setPage });

  const everyRow = () => fetchWholeAging(filters);
  const { printRows, print } = usePrintEveryRow(everyRow);
  const exportCsv = async () => {
    const [{ downloadCsv, agingCsv }, rows] = await Promise.all([csvExport(), everyRow()]);
    downloadCsv(`aging-${asOf}.csv`, agingCsv(rows, query.data?.propertyTotals ?? []));
  };

  const recordPayment = (r: AgingRow) =>
    void navigate(paths.payments.list(), {
      state: recordPaymentState({
        unitId: r.unit?.id,
        propertyId: r.property?.id,
        tenantId: r.tenant?.id,
        leaseId: r.lease.id,
        amount: r.total,
        paymentType: 'rent',
        dueDate: r.oldestDueDate,
      }),
    });

  const rowColumns: DataTableColumn<AgingRow>[] = [
    ...placeColumns<AgingRow>('tenant'),
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
      card: 'actions',
      cell: (r) => (
        <RowAction data-print="hide" disabled={!r.unit || !r.tenant} onClick={() => recordPayment(r)}>
          Record Payment
        </RowAction>
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
      <ReportFrame
        printHeading={`Aging as of ${formatDate(asOf)}`}
        filterLabel="Filter the aging"
        propertyId={propertyId}
        onProperty={onProperty}
        filter={
          <Field.Root>
            <Field.Label>As of</Field.Label>
            <Input type="date" value={asOf} onChange={(e) => onAsOf(e.target.value)} />
          </Field.Root>
        }
        query={query}
        loadingLabel="Loading the aging…"
        error={{ title: AGING_TEXT.errorTitle, text: AGING_TEXT.errorText }}
        tileColumns={{ base: 2, sm: 4, '2xl': 7 }}
        tiles={(data) => [
          ...AGING_COLUMNS.map((b) => ({ label: b.label, value: formatMoney(data.summary[b.key]) })),
          {
            label: MONEY_LABELS.pastDue,
            value: formatMoney(pastDueOf(data.summary)),
            help: '1–30 to 90+ days together',
          },
          { label: MONEY_LABELS.owed, value: formatMoney(data.summary.total), help: 'Current + past due' },
        ]}
      >
        {(data) =>
          total === 0 ? (
            <EmptyState title={AGING_TEXT.emptyTitle} text={AGING_TEXT.emptyText} />
          ) : (
            <>
              <Text fontSize="sm" color="fg.muted">
                {MONEY_LABELS.current} {formatMoney(data.summary.current)} + {MONEY_LABELS.pastDue}{' '}
                {formatMoney(pastDueOf(data.summary))} = {MONEY_LABELS.owed} {formatMoney(data.summary.total)}.
                {asOf === today ? ` ${MONEY_LABELS.pastDue} is the By Severity view's total.` : ''}
              </Text>
              <Stack gap="2">
                <DataTable
                  caption="Aging totals per property"
                  columns={propertyColumns}
                  rows={
                    allPropertyTotals || printRows
                      ? data.propertyTotals
                      : data.propertyTotals.slice(0, PAGE_SIZES.agingPropertyTotals)
                  }
                  rowKey={(t) => t.property.id}
                  minWidth="0"
                  dense
                  phoneCards
                />
                {/* Not in the specs: a large portfolio's hundreds of property rows wait for a click. */}
                {data.propertyTotals.length > PAGE_SIZES.agingPropertyTotals ? (
                  <Box data-print="hide">
                    <Button size="sm" variant="outline" onClick={() => setAllPropertyTotals((all) => !all)}>
                      {allPropertyTotals
                        ? 'Show fewer properties'
                        : `Show all ${data.propertyTotals.length.toLocaleString('en-US')} properties`}
                    </Button>
                  </Box>
                ) : null}
              </Stack>
              <ReportRows
                table={{
                  caption: 'Aging per lease',
                  columns: rowColumns,
                  rows: printRows ?? data.data,
                  rowKey: (r) => r.lease.id,
                  minWidth: '0',
                  dense: true,
                  phoneCards: true,
                }}
                pager={{
                  page,
                  pageSize: AGING_PAGE_SIZE,
                  total,
                  onPage: setPage,
                  noun: ['lease', 'leases'],
                  busy: query.isFetching,
                }}
              />
            </>
          )
        }
      </ReportFrame>
    </Stack>
  );
}
