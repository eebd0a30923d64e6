import { useEffect, useState } from 'react';
import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { FilterSelect } from '@/components/filter-select';
import { PageLayout } from '@/components/page-layout';
import { Pager } from '@/components/pager';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import {
  formatDate,
  formatMoney,
  formatPersonName,
  formatWholeDollars,
  EMPTY_CELL,
  todayIso,
  UNKNOWN_PERSON,
} from '@/lib/format';
import { pageCount } from '@/lib/page-param';
import { paths } from '@/lib/paths';
import { useListParams, type ListParamsSpec } from '@/lib/list-params';
import type { OverduePayment } from '@/lib/api/schema.gen';
import { OVERDUE_SEVERITY_PALETTE } from '@/components/status-badge-palettes';
import { StatusBadge } from '@/components/status-badge';
import { useApplyLateFee } from '../api/payment-mutations';
import { OVERDUE_PAGE_SIZE, overduePaymentsQuery } from '../api/payment-queries';
import { PrintArea } from '../components/print';
import { ReportPropertyFilter } from '../components/property-filter';
import { downloadCsv } from '../lib/csv';
import { recordPaymentState } from '../lib/payment-form';
import { AgingView } from '../components/aging-view';
import { GenerateLateFeesDialog, Tile } from '../components/overdue-sections';
import { isAgingView } from '../lib/aging-report';
import { amountDue, isSeverity, lateFeeText, overdueCsv, SEVERITY_OPTIONS } from '../lib/overdue-report';
/** Spec 2 §2 "Overdue payments", verbatim; the error texts are not in the spec (worded like the others). */
export const OVERDUE_TEXT = {
  emptyTitle: 'No Overdue Payments',
  emptyText: 'Great! All rent payments are up to date.',
  errorTitle: 'Error loading overdue payments',
  errorText: 'There was an error loading the overdue payments. Please try again later.',
} as const;

/** The report's state in the URL: `property`, `severity`, `page`. */
const OVERDUE_LIST: ListParamsSpec<'property' | 'severity' | 'view' | 'asOf'> = {
  keys: ['property', 'severity', 'view', 'asOf'],
};

/** The two views of the report: the spec's (by severity, the default) and the Aging (`?view=aging`). */
function ReportViewSwitch({ aging, onView }: { aging: boolean; onView: (view: string) => void }) {
  return (
    <HStack gap="2" role="group" aria-label="Report view" data-print="hide">
      <Button size="sm" variant={aging ? 'outline' : 'solid'} aria-pressed={!aging} onClick={() => onView('')}>
        By Severity
      </Button>
      <Button size="sm" variant={aging ? 'solid' : 'outline'} aria-pressed={aging} onClick={() => onView('aging')}>
        Aging
      </Button>
    </HStack>
  );
}

/** /overdue-payments: the severity view, or the Aging view (`?view=aging`, filters `property`, `asOf`, `page`). */
export function Component() {
  const list = useListParams(OVERDUE_LIST);
  if (!isAgingView(list.params.get('view'))) return <SeverityReport />;
  return (
    <PageLayout title="Overdue Payments">
      <AgingView
        propertyId={list.params.get('property') ?? ''}
        asOf={list.params.get('asOf') ?? ''}
        page={list.page}
        onProperty={list.on.property}
        onAsOf={list.on.asOf}
        setPage={list.setPage}
        viewSwitch={<ReportViewSwitch aging onView={list.on.view} />}
      />
    </PageLayout>
  );
}

/**
 * /overdue-payments (spec 2 §2 "Overdue payments"): GET /payments/overdue with the property and severity
 * filters (in the URL); the server sorts by days overdue, highest first, and computes the tiles.
 * The spec is silent on paging: the large data set's overdue list is too long to fetch and render at
 * once, so the screen shows a page of `OVERDUE_PAGE_SIZE` rows from the server with a
 * pager (the page in the URL); the tiles, Export CSV and Print cover every row.
 */
function SeverityReport() {
  const list = useListParams(OVERDUE_LIST);
  const { params, page, setPage } = list;
  const navigate = useNavigate();
  const propertyId = params.get('property') ?? '';
  const severityParam = params.get('severity');
  const severity = isSeverity(severityParam) ? severityParam : undefined;
  const filters = { propertyId: propertyId || undefined, severity };
  const query = useQuery(overduePaymentsQuery(filters, page));
  const queryClient = useQueryClient();
  const total = query.data?.meta?.total ?? query.data?.data.length ?? 0;
  const pages = pageCount(total, OVERDUE_PAGE_SIZE);
  // Print: every row (fetched first), then back to the page; the browser's own print (Ctrl+P) prints the page shown.
  const [printRows, setPrintRows] = useState<OverduePayment[] | null>(null);
  const applyLateFee = useApplyLateFee();
  const [generating, setGenerating] = useState(false);

  const { property: onProperty, severity: onSeverity } = list.on;
  // A page past the last one (rows paid since, a link kept): the last page.
  const pastEnd = Boolean(query.data && !query.isPlaceholderData && page > pages);
  useEffect(() => {
    if (pastEnd) setPage(pages);
  }, [pastEnd, pages, setPage]);

  const recordPayment = (item: OverduePayment) =>
    void navigate(paths.payments.list(), {
      state: recordPaymentState({
        unitId: item.payment.unitId,
        propertyId: item.payment.propertyId,
        tenantId: item.payment.tenantId,
        amount: amountDue(item),
        paymentType: 'rent',
        dueDate: item.payment.dueDate,
      }),
    });

  const columns: DataTableColumn<OverduePayment>[] = [
    {
      key: 'property',
      header: 'Property',
      cell: (i) =>
        i.property ? (
          <RouterLink to={paths.properties.detail(i.property.id)}>{i.property.name}</RouterLink>
        ) : (
          EMPTY_CELL
        ),
    },
    {
      key: 'unit',
      header: 'Unit',
      rowHeader: true,
      cell: (i) =>
        i.unit ? <RouterLink to={paths.units.detail(i.unit.id)}>Unit {i.unit.unitNumber}</RouterLink> : EMPTY_CELL,
    },
    {
      key: 'tenant',
      header: 'Tenant',
      cell: (i) =>
        i.tenant ? (
          <RouterLink to={paths.tenants.detail(i.tenant.id)}>{formatPersonName(i.tenant)}</RouterLink>
        ) : (
          UNKNOWN_PERSON
        ),
    },
    { key: 'amountDue', header: 'Amount Due', align: 'end', card: 'key', cell: (i) => formatMoney(amountDue(i)) },
    {
      key: 'dueDate',
      header: 'Due Date',
      cell: (i) => <RouterLink to={paths.payments.detail(i.payment.id)}>{formatDate(i.payment.dueDate)}</RouterLink>,
    },
    {
      key: 'days',
      header: 'Days Overdue',
      align: 'end',
      card: 'key',
      cell: (i) => (
        <StatusBadge status={i.severity} palette={OVERDUE_SEVERITY_PALETTE} data-severity={i.severity}>
          {i.daysOverdue} {i.daysOverdue === 1 ? 'day' : 'days'}
        </StatusBadge>
      ),
    },
    { key: 'lateFee', header: 'Late Fee', align: 'end', cell: lateFeeText },
    {
      key: 'actions',
      header: 'Actions',
      card: 'actions',
      // Stacked, so the table fits a laptop's width without cutting its last column.
      cell: (i) => (
        <Stack gap="1" align="flex-start" data-print="hide">
          <Button size="xs" onClick={() => recordPayment(i)}>
            Record Payment
          </Button>
          {i.lateFeeApplicable && i.lateFeeAmount > 0 ? (
            <Button
              size="xs"
              variant="outline"
              loading={applyLateFee.isPending && applyLateFee.variables === i.payment.id}
              onClick={() =>
                applyLateFee.mutate(i.payment.id, {
                  // Spec 2 §8: a late fee application failure is only logged.
                  onError: (error) => console.error('Error applying late fee', error),
                })
              }
            >
              Apply Late Fee
            </Button>
          ) : null}
        </Stack>
      ),
    },
  ];

  const everyRow = async () => (await queryClient.fetchQuery(overduePaymentsQuery(filters))).data;
  const exportCsv = async () => downloadCsv(`overdue-payments-${todayIso()}.csv`, overdueCsv(await everyRow()));
  const print = async () => {
    const rows = await everyRow();
    flushSync(() => setPrintRows(rows));
    window.print();
    setPrintRows(null);
  };

  return (
    <PageLayout
      title="Overdue Payments"
      actions={
        <HStack gap="2" data-print="hide" wrap="wrap">
          <Button variant="outline" onClick={() => void exportCsv()} disabled={!total}>
            Export CSV
          </Button>
          <Button variant="outline" onClick={() => void print()}>
            Print
          </Button>
          <Button variant="outline" onClick={() => setGenerating(true)}>
            Generate Late Fees
          </Button>
        </HStack>
      }
    >
      <PrintArea>
        <Stack gap="5">
          <Text display="none" css={{ '@media print': { display: 'block' } }}>
            Overdue payments as of {formatDate(todayIso())}
          </Text>
          <ReportViewSwitch aging={false} onView={list.on.view} />
          <SimpleGrid
            as="form"
            role="search"
            aria-label="Filter overdue payments"
            columns={{ base: 1, sm: 2 }}
            gap="3"
            maxW="2xl"
            data-print="hide"
            onSubmit={(e) => e.preventDefault()}
          >
            <ReportPropertyFilter value={propertyId} onChange={onProperty} />
            <FilterSelect label="Severity" value={severity ?? ''} options={SEVERITY_OPTIONS} onChange={onSeverity} />
          </SimpleGrid>

          {query.isPending ? (
            <LoadingState label="Loading overdue payments…" />
          ) : query.isError ? (
            <ErrorState
              title={OVERDUE_TEXT.errorTitle}
              text={OVERDUE_TEXT.errorText}
              onRetry={() => void query.refetch()}
              isRetrying={query.isRefetching}
            />
          ) : (
            <>
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
                <Tile label="Payments Overdue" value={query.data.summary.count.toLocaleString('en-US')} />
                <Tile label="Total Overdue" value={formatWholeDollars(query.data.summary.totalOverdue)} />
                <Tile label="Potential Late Fees" value={formatMoney(query.data.summary.potentialLateFees)} />
                <Tile label="Critical (30+ days)" value={query.data.summary.criticalCount.toLocaleString('en-US')} />
              </SimpleGrid>
              {query.data.summary.count === 0 ? (
                <EmptyState title={OVERDUE_TEXT.emptyTitle} text={OVERDUE_TEXT.emptyText} />
              ) : (
                <Stack gap="3">
                  <DataTable
                    caption="Overdue payments"
                    columns={columns}
                    rows={printRows ?? query.data.data}
                    rowKey={(i) => i.payment.id}
                    minWidth="0"
                    phoneCards
                  />
                  <Box data-print="hide">
                    <Pager
                      page={page}
                      pageSize={OVERDUE_PAGE_SIZE}
                      total={total}
                      onPage={setPage}
                      noun={['overdue payment', 'overdue payments']}
                      busy={query.isFetching}
                    />
                  </Box>
                </Stack>
              )}
            </>
          )}
        </Stack>
      </PrintArea>
      {generating && <GenerateLateFeesDialog initialPropertyId={propertyId} onClose={() => setGenerating(false)} />}
    </PageLayout>
  );
}
