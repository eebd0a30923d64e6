import { Suspense, useState } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { DataTableColumn } from '@/components/data-table';
import { FilterSelect } from '@/components/filter-select';
import { PageLayout } from '@/components/page-layout';
import { EmptyState } from '@/components/page-states';
import { formatDate, formatMoney, formatWholeDollars } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useListParams, type ListParamsSpec } from '@/lib/list-params';
import type { OverduePayment } from '@/lib/api/schema.gen';
import { OverdueSeverityBadge } from '@/components/status-badge';
import { MONEY_LABELS } from '@/lib/money-labels';
import { useToday } from '@/lib/use-today';
import { intentToOpen, lazyOnIntent } from '@/lib/lazy-on-intent';
import { useApplyLateFee } from '../api/payment-mutations';
import { OVERDUE_PAGE_SIZE, overduePaymentsQuery } from '../api/payment-queries';
import { AgingView } from '../components/aging-view';
import { usePrintEveryRow } from '../components/print';
import { placeColumns, ReportFrame, ReportRows, useLastPageWhenPastEnd } from '../components/report-frame';
import { agingFiltersFromParams, isAgingView } from '../lib/aging-report';
import { recordPaymentState } from '../lib/payment-prefill';
import { csvExport } from '../lib/csv-export';
import { amountDue, lateFeeText, overdueFiltersFromParams, SEVERITY_OPTIONS } from '../lib/overdue-report';
import { overdueSeverityQuery } from './payment-route-queries';
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

// The dialog (a form with its property picker) loads on intent: the report's first paint needs none of it.
const GenerateLateFeesDialog = lazyOnIntent(() =>
  import('../components/overdue-sections').then((m) => m.GenerateLateFeesDialog),
);

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
  const today = useToday();
  if (!isAgingView(list.params.get('view'))) return <SeverityReport />;
  const filters = agingFiltersFromParams(list.params, today);
  return (
    <PageLayout title="Overdue Payments">
      <AgingView
        propertyId={filters.propertyId ?? ''}
        asOf={filters.asOf}
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
  const filters = overdueFiltersFromParams(params);
  const propertyId = filters.propertyId ?? '';
  const query = useQuery(overdueSeverityQuery(params));
  const queryClient = useQueryClient();
  const total = query.data?.meta?.total ?? query.data?.data.length ?? 0;
  const applyLateFee = useApplyLateFee();
  const [generating, setGenerating] = useState(false);
  const today = useToday();

  const { property: onProperty, severity: onSeverity } = list.on;
  useLastPageWhenPastEnd({ query, page, total, pageSize: OVERDUE_PAGE_SIZE, setPage });

  const recordPayment = (item: OverduePayment) =>
    void navigate(paths.payments.list(), {
      state: recordPaymentState({
        unitId: item.payment.unitId,
        propertyId: item.payment.propertyId,
        tenantId: item.payment.tenantId,
        // The bill's lease: the tenant's current assignment may be another lease (a former tenant's bill).
        leaseId: item.payment.leaseId ?? undefined,
        amount: amountDue(item),
        paymentType: 'rent',
        dueDate: item.payment.dueDate,
      }),
    });

  const columns: DataTableColumn<OverduePayment>[] = [
    ...placeColumns<OverduePayment>('unit'),
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
        <OverdueSeverityBadge severity={i.severity} data-severity={i.severity}>
          {i.daysOverdue} {i.daysOverdue === 1 ? 'day' : 'days'}
        </OverdueSeverityBadge>
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
  const { printRows, print } = usePrintEveryRow(everyRow);
  const exportCsv = async () => {
    const [{ downloadCsv, overdueCsv }, rows] = await Promise.all([csvExport(), everyRow()]);
    downloadCsv(`overdue-payments-${today}.csv`, overdueCsv(rows));
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
          <Button variant="outline" onClick={() => setGenerating(true)} {...intentToOpen(GenerateLateFeesDialog)}>
            Generate Late Fees
          </Button>
        </HStack>
      }
    >
      <ReportFrame
        printHeading={`Overdue payments as of ${formatDate(today)}`}
        header={<ReportViewSwitch aging={false} onView={list.on.view} />}
        filterLabel="Filter overdue payments"
        propertyId={propertyId}
        onProperty={onProperty}
        filter={
          <FilterSelect
            label="Severity"
            value={filters.severity ?? ''}
            options={SEVERITY_OPTIONS}
            onChange={onSeverity}
          />
        }
        query={query}
        loadingLabel="Loading overdue payments…"
        error={{ title: OVERDUE_TEXT.errorTitle, text: OVERDUE_TEXT.errorText }}
        tileColumns={{ base: 1, sm: 2, lg: 4 }}
        tiles={({ summary }) => [
          { label: 'Payments Overdue', value: summary.count.toLocaleString('en-US') },
          // What the bills due before today still owe: the aging's past-due columns, a lease's "Past due".
          { label: MONEY_LABELS.pastDue, value: formatWholeDollars(summary.totalOverdue) },
          { label: 'Potential Late Fees', value: formatMoney(summary.potentialLateFees) },
          { label: 'Critical (30+ days)', value: summary.criticalCount.toLocaleString('en-US') },
        ]}
      >
        {(data) =>
          data.summary.count === 0 ? (
            <EmptyState title={OVERDUE_TEXT.emptyTitle} text={OVERDUE_TEXT.emptyText} />
          ) : (
            <ReportRows
              table={{
                caption: 'Overdue payments',
                columns,
                rows: printRows ?? data.data,
                rowKey: (i) => i.payment.id,
                minWidth: '0',
                dense: true,
                phoneCards: true,
              }}
              pager={{
                page,
                pageSize: OVERDUE_PAGE_SIZE,
                total,
                onPage: setPage,
                noun: ['overdue payment', 'overdue payments'],
                busy: query.isFetching,
              }}
            />
          )
        }
      </ReportFrame>
      <Suspense fallback={null}>
        {generating && <GenerateLateFeesDialog initialPropertyId={propertyId} onClose={() => setGenerating(false)} />}
      </Suspense>
    </PageLayout>
  );
}
