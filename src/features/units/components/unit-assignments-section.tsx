import { useState } from 'react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { AssignmentTimeBadge, PrimaryBadge } from '@/components/status-badge';
import { DataTable } from '@/components/data-table';
import { ErrorState, LoadingState } from '@/components/page-states';
import { formatDate, formatPersonName } from '@/lib/format';
import type { Assignment, Unit } from '@/lib/api/schema.gen';
import {
  ASSIGNMENT_MESSAGES,
  AssignTenantModal,
  BulkAssignModal,
  currentThenPast,
  EditAssignmentModal,
  RemoveAssignmentDialog,
} from '@/features/assignments';
import { paths } from '@/lib/paths';
import { assignmentQueries } from '@/lib/api/queries';

/** Empty text of the table (the spec gives none for the unit page; worded like the tenant page's). */
export const NO_ASSIGNMENTS = 'No tenants are assigned to this unit.';

/**
 * Tenant Assignments of a unit (spec 1 §2): Tenant, Lease, Primary, Start, End, Actions (Edit, Remove),
 * with Assign Tenant and Bulk Assign. Removing asks first and removes only the link.
 */
export function UnitAssignmentsSection({ unit }: { unit: Unit }) {
  const query = useQuery(assignmentQueries.byUnit(unit.id));
  const [assigning, setAssigning] = useState(false);
  const [bulkAssigning, setBulkAssigning] = useState(false);
  const [editing, setEditing] = useState<Assignment | null>(null);
  const [removing, setRemoving] = useState<Assignment | null>(null);
  const unitLabel = `Unit ${unit.unitNumber}`;
  // Current assignments first, then past ones (ended, or under an expired or terminated lease), marked Past.
  const ordered = currentThenPast(query.data?.data ?? []);
  const past = new Set(ordered.filter((row) => row.past).map((row) => row.assignment.id));

  return (
    <Stack as="section" aria-labelledby="unit-assignments-heading" gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="lg" id="unit-assignments-heading">
          Tenant Assignments
        </Heading>
        <HStack gap="2">
          <Button size="sm" onClick={() => setAssigning(true)}>
            Assign Tenant
          </Button>
          <Button size="sm" variant="outline" onClick={() => setBulkAssigning(true)}>
            Bulk Assign
          </Button>
        </HStack>
      </HStack>

      {query.isPending ? (
        <LoadingState label="Loading assignments…" minHeight="20" />
      ) : query.isError ? (
        <ErrorState
          title={ASSIGNMENT_MESSAGES.loadFailed}
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      ) : query.data.data.length === 0 ? (
        <Text color="fg.muted">{NO_ASSIGNMENTS}</Text>
      ) : (
        <DataTable
          phoneCards
          caption="Tenant Assignments"
          labelledBy="unit-assignments-heading"
          rows={ordered.map((row) => row.assignment)}
          rowKey={(a) => a.id}
          columns={[
            {
              key: 'tenant',
              header: 'Tenant',
              rowHeader: true,
              sortValue: (a) => formatPersonName(a.tenant),
              cell: (a) => (
                <HStack gap="2">
                  <RouterLink to={paths.tenants.detail(a.tenantId)}>{formatPersonName(a.tenant)}</RouterLink>
                  {past.has(a.id) ? <AssignmentTimeBadge past /> : null}
                </HStack>
              ),
            },
            {
              key: 'lease',
              header: 'Lease',
              sortValue: (a) => a.lease?.leaseNumber,
              cell: (a) =>
                a.lease ? (
                  <RouterLink to={paths.leases.detail(a.lease.id)}>{a.lease.leaseNumber}</RouterLink>
                ) : (
                  'No lease'
                ),
            },
            {
              key: 'primary',
              header: 'Primary',
              cell: (a) => (a.isPrimary ? <PrimaryBadge /> : 'No'),
            },
            { key: 'start', header: 'Start', sortValue: (a) => a.startDate, cell: (a) => formatDate(a.startDate) },
            { key: 'end', header: 'End', sortValue: (a) => a.endDate, cell: (a) => formatDate(a.endDate) },
            {
              key: 'actions',
              header: 'Actions',
              card: 'actions',
              cell: (a) => (
                <HStack gap="1">
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => setEditing(a)}
                    aria-label={`Edit assignment of ${formatPersonName(a.tenant)}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="error"
                    onClick={() => setRemoving(a)}
                    aria-label={`Remove assignment of ${formatPersonName(a.tenant)}`}
                  >
                    Remove
                  </Button>
                </HStack>
              ),
            },
          ]}
        />
      )}

      {assigning && (
        <AssignTenantModal
          open
          onClose={() => setAssigning(false)}
          unitId={unit.id}
          unitLabel={`${unitLabel} – ${unit.propertyName}`}
        />
      )}
      {bulkAssigning && (
        <BulkAssignModal
          open
          onClose={() => setBulkAssigning(false)}
          unitId={unit.id}
          unitLabel={`${unitLabel} – ${unit.propertyName}`}
        />
      )}
      {editing && <EditAssignmentModal open onClose={() => setEditing(null)} assignment={editing} />}
      <RemoveAssignmentDialog assignment={removing} onClose={() => setRemoving(null)} unitLabel={unitLabel} />
    </Stack>
  );
}
