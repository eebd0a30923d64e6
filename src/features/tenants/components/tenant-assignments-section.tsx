import { useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { AssignmentTimeBadge, PrimaryBadge } from '@/components/status-badge';
import { DataTable } from '@/components/data-table';
import { ErrorState, LoadingState } from '@/components/page-states';
import { SectionCard } from '@/components/section-card';
import {
  ASSIGNMENT_MESSAGES,
  AssignTenantModal,
  currentThenPast,
  EditAssignmentModal,
  RemoveAssignmentDialog,
} from '@/features/assignments';
import type { Assignment, Tenant } from '@/lib/api/schema.gen';
import { formatDate, formatPersonName, EMPTY_CELL } from '@/lib/format';
import { paths } from '@/lib/paths';
import { assignmentQueries } from '@/lib/api/queries';

/** Spec 2 §2 "Tenant detail", verbatim. */
export const NO_TENANT_ASSIGNMENTS = 'This tenant is not assigned to any units.';

type Row = { assignment: Assignment; past: boolean };
const unitText = (a: Assignment) => (a.unit ? `Unit ${a.unit.unitNumber}` : 'Unknown unit');

/**
 * Unit Assignments of a tenant (spec 2 §2): Unit, Property, Lease, Primary, Start, End, Actions; the
 * current assignments first, then the past ones (marked Past). Assign to Unit opens the assignment
 * modal with the tenant fixed.
 */
export function TenantAssignmentsSection({ tenant }: { tenant: Tenant }) {
  const query = useQuery(assignmentQueries.byTenant(tenant.id));
  const [assigning, setAssigning] = useState(false);
  const [editing, setEditing] = useState<Assignment | null>(null);
  const [removing, setRemoving] = useState<Assignment | null>(null);
  const name = formatPersonName(tenant);

  return (
    <SectionCard
      title="Unit Assignments"
      actions={
        <Button size="sm" onClick={() => setAssigning(true)}>
          Assign to Unit
        </Button>
      }
    >
      {query.isPending ? (
        <LoadingState label="Loading assignments…" minHeight="20" />
      ) : query.isError ? (
        <ErrorState
          title={ASSIGNMENT_MESSAGES.loadFailed}
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      ) : query.data.data.length === 0 ? (
        <Text color="fg.muted">{NO_TENANT_ASSIGNMENTS}</Text>
      ) : (
        <DataTable<Row>
          phoneCards
          caption="Unit Assignments"
          rows={currentThenPast(query.data.data)}
          rowKey={(r) => r.assignment.id}
          columns={[
            {
              key: 'unit',
              header: 'Unit',
              rowHeader: true,
              cell: ({ assignment: a, past }) => (
                <HStack gap="2">
                  <RouterLink to={paths.units.detail(a.unitId)}>{unitText(a)}</RouterLink>
                  {past ? <AssignmentTimeBadge past /> : null}
                </HStack>
              ),
            },
            {
              key: 'property',
              header: 'Property',
              cell: ({ assignment: a }) =>
                a.unit?.rentalProperty ? (
                  <RouterLink to={paths.properties.detail(a.unit.rentalProperty.id)}>
                    {a.unit.rentalProperty.name}
                  </RouterLink>
                ) : (
                  EMPTY_CELL
                ),
            },
            {
              key: 'lease',
              header: 'Lease',
              cell: ({ assignment: a }) =>
                a.lease ? (
                  <RouterLink to={paths.leases.detail(a.lease.id)}>{a.lease.leaseNumber}</RouterLink>
                ) : (
                  'No lease'
                ),
            },
            {
              key: 'primary',
              header: 'Primary',
              cell: ({ assignment: a }) => (a.isPrimary ? <PrimaryBadge /> : 'No'),
            },
            { key: 'start', header: 'Start', cell: ({ assignment: a }) => formatDate(a.startDate) },
            { key: 'end', header: 'End', cell: ({ assignment: a }) => formatDate(a.endDate) },
            {
              key: 'actions',
              header: 'Actions',
              card: 'actions',
              cell: ({ assignment: a }) => (
                <HStack gap="1">
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => setEditing(a)}
                    aria-label={`Edit assignment to ${unitText(a)}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="error"
                    onClick={() => setRemoving(a)}
                    aria-label={`Remove assignment to ${unitText(a)}`}
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
        <AssignTenantModal open onClose={() => setAssigning(false)} tenantId={tenant.id} tenantLabel={name} />
      )}
      {editing && <EditAssignmentModal open onClose={() => setEditing(null)} assignment={editing} />}
      <RemoveAssignmentDialog assignment={removing} onClose={() => setRemoving(null)} />
    </SectionCard>
  );
}
