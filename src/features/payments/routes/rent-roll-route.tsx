import { Box, Button, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { RowAction } from '@/components/row-actions';
import { RentRollStatusBadge } from '@/components/status-badge';
import { PageLayout } from '@/components/page-layout';
import { Pager } from '@/components/pager';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { SectionCard } from '@/components/section-card';
import { formatMoney, formatPersonName, EMPTY_CELL } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { RentRollProperty } from '@/lib/api/schema.gen';
import { useListParams, type ListParamsSpec } from '@/lib/list-params';
import { dueForMonth } from '@/lib/money-labels';
import { fetchWholeRentRoll } from '@/lib/api/queries';
import { addMonths, rentRollDueDate } from '@/lib/late-fees';
import { useToday } from '@/lib/use-today';
import { RENT_ROLL_PAGE_SIZE } from '../api/payment-queries';
import { PrintArea, PrintButton } from '../components/print';
import { csvExport } from '../lib/csv-export';
import { recordPaymentState } from '../lib/payment-prefill';
import { Tile } from '../components/report-frame';
import { collectedPercent, monthFromParams, monthLabel, rentRollRow, type RentRollRow } from '../lib/rent-roll';
import { rentRollRouteQueries } from './payment-route-queries';

/** Spec 2 §2 "Rent roll" and §8, verbatim. */
export const RENT_ROLL_TEXT = {
  errorTitle: 'Error loading rent roll data',
  errorText: 'There was an error loading the rent roll data. Please try again later.',
  noProperties: 'No properties found',
  noUnits: 'No units in this property',
} as const;

/** The report's state in the URL: `month` (absent for the current month: `goToMonth`) and `page`. */
const RENT_ROLL_LIST: ListParamsSpec<never> = { keys: [] };

/**
 * /rent-roll (spec 2 §2 "Rent roll"): one month (in the URL, never past the current month), computed on
 * the server (GET /payments/rent-roll) so the figures are right however many units there are; the
 * summary cards cover every property, the tables show 10 properties a page.
 */
export function Component() {
  const { params, update: setParams, page, setPage } = useListParams(RENT_ROLL_LIST);
  const navigate = useNavigate();
  const today = useToday();
  const current = today.slice(0, 7);
  const month = monthFromParams(params, current);
  const query = useQuery(rentRollRouteQueries(params, { today }).rentRoll);
  const [exporting, setExporting] = useState(false);

  const goToMonth = (next: string) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      if (next >= current) out.delete('month');
      else out.set('month', next);
      out.delete('page');
      return out;
    });

  const recordPayment = (r: RentRollRow, propertyId: string) =>
    void navigate(paths.payments.list(), {
      state: recordPaymentState({
        unitId: r.row.unit.id,
        propertyId,
        tenantId: r.row.tenant?.id,
        amount: r.balanceDue || r.row.expectedRent,
        paymentType: 'rent',
        // Spec 2 §2: the 5th of the viewed month, a month later when today is past that 5th.
        dueDate: rentRollDueDate(month, today),
      }),
    });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const [{ downloadCsv, rentRollCsv }, properties] = await Promise.all([csvExport(), fetchWholeRentRoll(month)]);
      downloadCsv(`rent-roll-${month}.csv`, rentRollCsv(month, properties, today));
    } catch (error) {
      console.error('Error exporting the rent roll', error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageLayout
      title="Rent Roll"
      actions={
        <HStack gap="2" data-print="hide" wrap="wrap">
          <Button variant="outline" onClick={() => void exportCsv()} loading={exporting} disabled={!query.data}>
            Export CSV
          </Button>
          <PrintButton />
        </HStack>
      }
    >
      <PrintArea>
        <Stack gap="5">
          {/* One line on a phone too: the buttons say "Previous" and "Next" there (named in full). */}
          <HStack as="nav" aria-label="Month" gap={{ base: '2', sm: '3' }}>
            <Button
              size="sm"
              variant="outline"
              data-print="hide"
              aria-label="Previous Month"
              onClick={() => goToMonth(addMonths(month, -1))}
            >
              <span>
                Previous
                <MonthWord />
              </span>
            </Button>
            <Text
              as="h2"
              fontSize={{ base: 'md', sm: 'lg' }}
              fontWeight="semibold"
              whiteSpace="nowrap"
              aria-live="polite"
            >
              {monthLabel(month)}
            </Text>
            <Button
              size="sm"
              variant="outline"
              data-print="hide"
              aria-label="Next Month"
              onClick={() => goToMonth(addMonths(month, 1))}
              disabled={month >= current}
            >
              <span>
                Next
                <MonthWord />
              </span>
            </Button>
          </HStack>

          {query.isPending ? (
            <LoadingState label="Loading rent roll…" />
          ) : query.isError ? (
            <ErrorState
              title={RENT_ROLL_TEXT.errorTitle}
              text={RENT_ROLL_TEXT.errorText}
              onRetry={() => void query.refetch()}
              isRetrying={query.isRefetching}
            />
          ) : (
            <Stack gap="5" opacity={query.isPlaceholderData ? 0.6 : 1}>
              <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
                <Tile label="Total Expected" value={formatMoney(query.data.summary.totalExpected)} />
                <Tile
                  label="Total Collected"
                  value={formatMoney(query.data.summary.totalCollected)}
                  help={`${collectedPercent(query.data.summary.totalCollected, query.data.summary.totalExpected)}% of expected`}
                />
                {/* The spec's title; the caption says what it counts: the viewed month's rent still unpaid
                    (not what is past due, nor what tenants owe overall: the overdue report and the aging). */}
                <Tile
                  label="Outstanding Balance"
                  value={formatMoney(query.data.summary.outstandingBalance)}
                  help={dueForMonth(monthLabel(month))}
                />
                <Tile
                  label="Units Paid"
                  value={`${query.data.summary.unitsPaid.toLocaleString('en-US')} / ${query.data.summary.unitsBilled.toLocaleString('en-US')}`}
                  help="units with rent due this month, paid in full"
                />
              </SimpleGrid>
              <LateFeeLegend />
              {query.data.data.length === 0 ? (
                <EmptyState title={RENT_ROLL_TEXT.noProperties} />
              ) : (
                <>
                  {query.data.data.map((p) => (
                    <PropertyRoll key={p.property.id} roll={p} today={today} onRecord={recordPayment} />
                  ))}
                  <Box data-print="hide">
                    <Pager
                      page={page}
                      pageSize={RENT_ROLL_PAGE_SIZE}
                      total={query.data.meta.total}
                      onPage={setPage}
                      noun={['property', 'properties']}
                      busy={query.isFetching}
                    />
                  </Box>
                </>
              )}
            </Stack>
          )}
        </Stack>
      </PrintArea>
    </PageLayout>
  );
}

/** " Month" after Previous and Next, left off on a phone so the month's navigation fits one line. */
function MonthWord() {
  return (
    <Box as="span" hideBelow="sm">
      {' '}
      Month
    </Box>
  );
}

/** The late fee legend (spec 2 §2): what the Late Fee column and the statuses mean. */
function LateFeeLegend() {
  return (
    <Box as="aside" aria-label="Late fee legend" borderWidth="1px" borderRadius="l2" p="3" fontSize="sm">
      <Text fontWeight="semibold">Late fee legend</Text>
      <Text color="fg.muted">
        Rent is due on the 5th unless a rent charge says otherwise. After each property&apos;s grace period (5 days
        unless set) a late fee applies: a fixed amount, a percentage of the rent, or a daily amount for each day past
        the grace period.
      </Text>
      <HStack gap="2" mt="2" wrap="wrap">
        <RentRollStatusBadge status="paid">Paid</RentRollStatusBadge>
        <RentRollStatusBadge status="partial">Partial</RentRollStatusBadge>
        <RentRollStatusBadge status="grace">Grace Period</RentRollStatusBadge>
        <RentRollStatusBadge status="overdue">Overdue</RentRollStatusBadge>
        <RentRollStatusBadge status="unpaid">Unpaid</RentRollStatusBadge>
      </HStack>
    </Box>
  );
}

function PropertyRoll({
  roll,
  today,
  onRecord,
}: {
  roll: RentRollProperty;
  today: string;
  onRecord: (row: RentRollRow, propertyId: string) => void;
}) {
  const rows = roll.units.map((u) => rentRollRow(u, roll.property, today));
  const columns: DataTableColumn<RentRollRow>[] = [
    {
      key: 'unit',
      header: 'Unit',
      rowHeader: true,
      cell: (r) => <RouterLink to={paths.units.detail(r.row.unit.id)}>Unit {r.row.unit.unitNumber}</RouterLink>,
    },
    {
      key: 'tenant',
      header: 'Tenant',
      cell: (r) =>
        r.row.tenant ? (
          <RouterLink to={paths.tenants.detail(r.row.tenant.id)}>{formatPersonName(r.row.tenant)}</RouterLink>
        ) : (
          'Vacant'
        ),
    },
    { key: 'expected', header: 'Expected Rent', align: 'end', cell: (r) => formatMoney(r.row.expectedRent) },
    { key: 'paid', header: 'Amount Paid', align: 'end', cell: (r) => formatMoney(r.row.amountPaid) },
    // A labelled line on a phone's card, not its bold figure: unlabelled, "$0.00" there read as the rent.
    { key: 'balance', header: 'Balance Due', align: 'end', cell: (r) => formatMoney(r.balanceDue) },
    {
      key: 'lateFee',
      header: 'Late Fee',
      align: 'end',
      cell: (r) => (r.lateFee > 0 ? formatMoney(r.lateFee) : EMPTY_CELL),
    },
    {
      key: 'status',
      header: 'Status',
      card: 'key',
      cell: (r) =>
        r.status ? (
          <RentRollStatusBadge
            status={r.inGracePeriod && r.status === 'unpaid' ? 'grace' : r.status}
            data-status={r.status}
          >
            {r.statusLabel}
          </RentRollStatusBadge>
        ) : r.vacant ? (
          EMPTY_CELL
        ) : (
          // Occupied, but no lease bills rent this month: said in words, not a badge of a payment state.
          r.statusLabel
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      card: 'actions',
      cell: (r) =>
        r.status !== null && r.status !== 'paid' ? (
          <RowAction data-print="hide" onClick={() => onRecord(r, roll.property.id)}>
            Record Payment
          </RowAction>
        ) : null,
    },
  ];
  const totals = rows.reduce(
    (t, r) => ({
      expected: t.expected + r.row.expectedRent,
      paid: t.paid + r.row.amountPaid,
      balance: t.balance + r.balanceDue,
    }),
    { expected: 0, paid: 0, balance: 0 },
  );
  return (
    <SectionCard title={roll.property.name}>
      {rows.length === 0 ? (
        <Text color="fg.muted">{RENT_ROLL_TEXT.noUnits}</Text>
      ) : (
        <DataTable
          caption={`Rent roll of ${roll.property.name}`}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.row.unit.id}
          minWidth="0"
          dense
          phoneCards
          cardFooter={
            <Text>
              Total: {formatMoney(totals.expected)} expected, {formatMoney(totals.paid)} paid,{' '}
              {formatMoney(totals.balance)} due
            </Text>
          }
          footer={
            <Table.Row fontWeight="semibold">
              <Table.ColumnHeader scope="row">Total</Table.ColumnHeader>
              <Table.Cell />
              <Table.Cell textAlign="end">{formatMoney(totals.expected)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(totals.paid)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(totals.balance)}</Table.Cell>
              <Table.Cell colSpan={3} />
            </Table.Row>
          }
        />
      )}
    </SectionCard>
  );
}
