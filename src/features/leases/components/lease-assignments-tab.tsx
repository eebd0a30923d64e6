import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { AssignmentTimeBadge, PrimaryBadge } from '@/components/status-badge';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { SectionCard } from '@/components/section-card';
import type { Assignment } from '@/lib/api/schema.gen';
import { formatDate, formatPersonName, EMPTY_CELL, UNKNOWN_PERSON } from '@/lib/format';
import { paths } from '@/lib/paths';
import { currentThenPast } from '@/features/assignments';
import { assignmentQueries } from '@/lib/api/queries';
import { useToday } from '@/lib/use-today';

export const LEASE_ASSIGNMENTS_TEXT = {
  empty: 'No tenants assigned to this lease.',
  loadError: 'Error loading assignments.',
} as const;

/**
 * Tenant Assignments tab: the lease's assignments (GET /tenant-unit-assignments/by-lease/{id}), current
 * ones first, past ones marked (the same order and rule as the unit and tenant pages: currentThenPast). Assigning is done from the unit or tenant page.
 */
export function LeaseAssignmentsTab({ leaseId }: { leaseId: string }) {
  const query = useQuery(assignmentQueries.byLease(leaseId));
  const today = useToday();
  type Row = Assignment & { past: boolean };
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'tenant',
      header: 'Tenant',
      rowHeader: true,
      cell: (a) =>
        a.tenant ? (
          <RouterLink to={paths.tenants.detail(a.tenantId)}>{formatPersonName(a.tenant)}</RouterLink>
        ) : (
          UNKNOWN_PERSON
        ),
    },
    {
      key: 'unit',
      header: 'Unit',
      cell: (a) =>
        a.unit ? <RouterLink to={paths.units.detail(a.unitId)}>Unit {a.unit.unitNumber}</RouterLink> : EMPTY_CELL,
    },
    { key: 'property', header: 'Property', cell: (a) => a.unit?.rentalProperty?.name ?? EMPTY_CELL },
    { key: 'primary', header: 'Primary', cell: (a) => (a.isPrimary ? <PrimaryBadge /> : 'No') },
    { key: 'start', header: 'Start', cell: (a) => formatDate(a.startDate) },
    { key: 'end', header: 'End', cell: (a) => formatDate(a.endDate) },
    {
      key: 'state',
      header: 'Status',
      card: 'key',
      cell: (a) => <AssignmentTimeBadge past={a.past} />,
    },
  ];
  return (
    <SectionCard title="Tenant Assignments">
      {query.isPending ? (
        <LoadingState label="Loading assignments…" />
      ) : query.isError ? (
        <ErrorState title={LEASE_ASSIGNMENTS_TEXT.loadError} onRetry={() => void query.refetch()} />
      ) : query.data.data.length === 0 ? (
        <EmptyState title={LEASE_ASSIGNMENTS_TEXT.empty} titleAs="h3" />
      ) : (
        <DataTable
          phoneCards
          caption="Tenant assignments"
          columns={columns}
          rows={currentThenPast(query.data.data, today).map(({ assignment, past }) => ({ ...assignment, past }))}
          rowKey={(a) => a.id}
          minWidth="640px"
        />
      )}
    </SectionCard>
  );
}
