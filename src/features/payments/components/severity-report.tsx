import { Suspense, useState } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FilterSelect } from '@/components/filter-select';
import { PageLayout } from '@/components/page-layout';
import { EmptyState } from '@/components/page-states';
import { formatDate, formatMoney, formatWholeDollars } from '@/lib/format';
import { useListParams } from '@/lib/list-params';
import { MONEY_LABELS } from '@/lib/money-labels';
import { useToday } from '@/lib/use-today';
import { intentToOpen, lazyOnIntent } from '@/lib/lazy-on-intent';
import { OVERDUE_PAGE_SIZE, overduePaymentsQuery } from '../api/payment-queries';
import { csvExport } from '../lib/csv-export';
import { OVERDUE_LIST, OVERDUE_TEXT, overdueFiltersFromParams, SEVERITY_OPTIONS } from '../lib/overdue-report';
import { overdueSeverityQuery } from '../routes/payment-route-queries';
import { useOverdueColumns } from './overdue-columns';
import { usePrintEveryRow } from './print';
import { ReportFrame, ReportRows, useLastPageWhenPastEnd } from './report-frame';

// The dialog (a form with its property picker) loads on intent: the report's first paint needs none of it.
const GenerateLateFeesDialog = lazyOnIntent(() => import('./overdue-sections').then((m) => m.GenerateLateFeesDialog));

/** The two views of the report: the spec's (by severity, the default) and the Aging (`?view=aging`). */
export function ReportViewSwitch({ aging, onView }: { aging: boolean; onView: (view: string) => void }) {
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

/**
 * /overdue-payments (spec 2 §2 "Overdue payments"): GET /payments/overdue with the property and severity
 * filters (in the URL); the server sorts by days overdue, highest first, and computes the tiles.
 * The spec is silent on paging: the large data set's overdue list is too long to fetch and render at
 * once, so the screen shows a page of `OVERDUE_PAGE_SIZE` rows from the server with a
 * pager (the page in the URL); the tiles, Export CSV and Print cover every row.
 */
export function SeverityReport() {
  const list = useListParams(OVERDUE_LIST);
  const { params, page, setPage } = list;
  const filters = overdueFiltersFromParams(params);
  const propertyId = filters.propertyId ?? '';
  const query = useQuery(overdueSeverityQuery(params));
  const queryClient = useQueryClient();
  const total = query.data?.meta?.total ?? query.data?.data.length ?? 0;
  const [generating, setGenerating] = useState(false);
  const today = useToday();
  const columns = useOverdueColumns();

  const { property: onProperty, severity: onSeverity } = list.on;
  useLastPageWhenPastEnd({ query, page, total, pageSize: OVERDUE_PAGE_SIZE, setPage });

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
