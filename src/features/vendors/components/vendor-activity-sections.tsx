import { Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { InfoList } from '@/components/info-list';
import { ErrorState, LoadingState } from '@/components/page-states';
import { SectionCard } from '@/components/section-card';
import { humanizeStatus } from '@/components/status-badge';
import type { WorkOrder } from '@/lib/api/schema.gen';
import { formatDate, formatMoney, EMPTY_CELL } from '@/lib/format';
import { paths } from '@/lib/paths';
import { vendorQueries, WORK_HISTORY_LIMIT } from '@/lib/api/queries';
import { percentText, ratingText } from '../lib/vendor-figures';

const hoursText = (hours: number | null) => (hours === null ? EMPTY_CELL : `${hours} h`);

/**
 * Performance (GET /vendors/{id}/performance). The spec names the call but not its fields (spec 3 §3);
 * this section shows the contract's figures a manager compares vendors by.
 */
export function VendorPerformanceSection({ vendorId }: { vendorId: string }) {
  const query = useQuery(vendorQueries.performance(vendorId));
  return (
    <SectionCard title="Performance">
      {query.isPending ? (
        <LoadingState label="Loading performance…" minHeight="20" />
      ) : query.isError ? (
        <ErrorState
          title="Error loading performance"
          text="There was an error loading the vendor's performance. Please try again later."
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      ) : (
        <InfoList
          labelWidth="44"
          gap="2"
          items={[
            { label: 'Total Work Orders', value: String(query.data.totalWorkOrders) },
            { label: 'Active Work Orders', value: String(query.data.activeWorkOrders) },
            { label: 'Jobs Completed', value: String(query.data.totalJobsCompleted) },
            { label: 'Completion Rate', value: percentText(query.data.completionRate) },
            { label: 'On-Time Rate', value: percentText(query.data.onTimeRate) },
            { label: 'Average Rating', value: ratingText(query.data.averageRating) },
            { label: 'Average Duration', value: hoursText(query.data.averageActualDuration) },
            {
              label: 'Average Job Cost',
              value: query.data.averageTotalCost === null ? EMPTY_CELL : formatMoney(query.data.averageTotalCost),
            },
            { label: 'Total Billed', value: formatMoney(query.data.totalBilled) },
            { label: 'Last Completed', value: formatDate(query.data.lastCompletedDate) },
          ]}
        />
      )}
    </SectionCard>
  );
}

const WORK_HISTORY_COLUMNS: readonly DataTableColumn<WorkOrder>[] = [
  {
    key: 'number',
    header: 'Work Order',
    rowHeader: true,
    cell: (w) => (
      <Link asChild>
        <RouterLink to={paths.workOrders.detail(w.id)}>{w.workOrderNumber}</RouterLink>
      </Link>
    ),
  },
  { key: 'property', header: 'Property', cell: (w) => w.maintenanceRequest?.property?.name ?? 'Unknown Property' },
  { key: 'status', header: 'Status', cell: (w) => humanizeStatus(w.status) },
  { key: 'priority', header: 'Priority', cell: (w) => humanizeStatus(w.priority) },
  {
    key: 'scheduled',
    header: 'Scheduled',
    cell: (w) => (w.scheduledDate ? formatDate(w.scheduledDate) : 'Not scheduled'),
  },
  { key: 'completed', header: 'Completed', cell: (w) => (w.completedDate ? formatDate(w.completedDate) : EMPTY_CELL) },
  {
    key: 'total',
    header: 'Total Cost',
    align: 'end',
    cell: (w) => (w.totalCost !== null && w.totalCost > 0 ? formatMoney(w.totalCost) : 'Not set'),
  },
];

/**
 * Work history (GET /vendors/{id}/work-history, first page): the vendor's most recent work orders,
 * each linking to its page. The spec names the call but not what it shows (spec 3 §3).
 */
export function VendorWorkHistorySection({ vendorId }: { vendorId: string }) {
  const query = useQuery(vendorQueries.workHistory(vendorId));
  return (
    <SectionCard title="Work History">
      {query.isPending ? (
        <LoadingState label="Loading work history…" minHeight="20" />
      ) : query.isError ? (
        <ErrorState
          title="Error loading work history"
          text="There was an error loading the vendor's work history. Please try again later."
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      ) : query.data.data.length === 0 ? (
        <Text color="fg.muted">No work orders for this vendor yet.</Text>
      ) : (
        <Stack gap="2">
          <DataTable
            caption="Work history"
            columns={WORK_HISTORY_COLUMNS}
            rows={query.data.data}
            rowKey={(w) => w.id}
            minWidth="720px"
          />
          {query.data.meta.total > WORK_HISTORY_LIMIT ? (
            <Text fontSize="sm" color="fg.muted">
              The {WORK_HISTORY_LIMIT} most recent of {query.data.meta.total} work orders.
            </Text>
          ) : null}
        </Stack>
      )}
    </SectionCard>
  );
}
