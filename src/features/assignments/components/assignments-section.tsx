import { useState, type ReactNode } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { RowAction, RowActions } from '@/components/row-actions';
import { ErrorState, LoadingState } from '@/components/page-states';
import { SectionCard } from '@/components/section-card';
import { AssignmentTimeBadge, PrimaryBadge } from '@/components/status-badge';
import { assignmentQueries } from '@/lib/api/queries';
import type { Assignment, Tenant, Unit } from '@/lib/api/schema.gen';
import { formatDate, formatPersonName, EMPTY_CELL } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useToday } from '@/lib/use-today';
import { ASSIGNMENT_MESSAGES } from '../lib/assignment-form';
import { currentThenPast } from '../lib/assignment-timeline';
import { AssignTenantModal, BulkAssignModal, EditAssignmentModal, RemoveAssignmentDialog } from './assignment-modals';

/** Spec 2 §2 "Tenant detail", verbatim. */
export const NO_TENANT_ASSIGNMENTS = 'This tenant is not assigned to any units.';
/** Empty text of the unit page's table (the spec gives none for the unit page; worded like the tenant page's). */
export const NO_UNIT_ASSIGNMENTS = 'No tenants are assigned to this unit.';

type Row = { assignment: Assignment; past: boolean };

const unitText = (a: Assignment) => (a.unit ? `Unit ${a.unit.unitNumber}` : 'Unknown unit');

/** The start of a row: its link to the other side of the assignment, marked Past when it is. */
function PastMarked({ past, children }: { past: boolean; children: ReactNode }) {
  return (
    <HStack gap="2">
      {children}
      {past ? <AssignmentTimeBadge past /> : null}
    </HStack>
  );
}

// Each runs one query (the same hooks in the same order whichever side), its key the side's path.
const useTenantAssignments = (tenantId: string) => useQuery(assignmentQueries.byTenant(tenantId));
const useUnitAssignments = (unitId: string) => useQuery(assignmentQueries.byUnit(unitId));

/** What differs between the tenant's table and the unit's: everything else is one section. */
interface Side {
  /** The fixed side's assignments (GET …/by-tenant/{id} or …/by-unit/{id}). */
  useAssignments: typeof useTenantAssignments;
  title: string;
  empty: string;
  /** The columns naming the other side of each assignment, the row's header first. */
  columns: DataTableColumn<Row>[];
  /** How a row's Edit and Remove buttons name it: "assignment to Unit 3", "assignment of Ana Ruiz". */
  rowName: (a: Assignment) => string;
}

/** A tenant's page (spec 2 §2): Unit, Property, then the shared columns. */
const TENANT_SIDE: Side = {
  useAssignments: useTenantAssignments,
  title: 'Unit Assignments',
  empty: NO_TENANT_ASSIGNMENTS,
  columns: [
    {
      key: 'unit',
      header: 'Unit',
      rowHeader: true,
      cell: ({ assignment: a, past }) => (
        <PastMarked past={past}>
          <RouterLink to={paths.units.detail(a.unitId)}>{unitText(a)}</RouterLink>
        </PastMarked>
      ),
    },
    {
      key: 'property',
      header: 'Property',
      cell: ({ assignment: a }) =>
        a.unit?.rentalProperty ? (
          <RouterLink to={paths.properties.detail(a.unit.rentalProperty.id)}>{a.unit.rentalProperty.name}</RouterLink>
        ) : (
          EMPTY_CELL
        ),
    },
  ],
  rowName: (a) => `assignment to ${unitText(a)}`,
};

/** A unit's page (spec 1 §2): Tenant, then the shared columns. */
const UNIT_SIDE: Side = {
  useAssignments: useUnitAssignments,
  title: 'Tenant Assignments',
  empty: NO_UNIT_ASSIGNMENTS,
  columns: [
    {
      key: 'tenant',
      header: 'Tenant',
      rowHeader: true,
      sortValue: ({ assignment: a }) => formatPersonName(a.tenant),
      cell: ({ assignment: a, past }) => (
        <PastMarked past={past}>
          <RouterLink to={paths.tenants.detail(a.tenantId)}>{formatPersonName(a.tenant)}</RouterLink>
        </PastMarked>
      ),
    },
  ],
  rowName: (a) => `assignment of ${formatPersonName(a.tenant)}`,
};

/** The columns after a side's own: Lease, Primary, Start, End, Actions (Edit, Remove). */
function sharedColumns(
  rowName: Side['rowName'],
  onEdit: (a: Assignment) => void,
  onRemove: (a: Assignment) => void,
): DataTableColumn<Row>[] {
  return [
    {
      key: 'lease',
      header: 'Lease',
      sortValue: ({ assignment: a }) => a.lease?.leaseNumber,
      cell: ({ assignment: a }) =>
        a.lease ? <RouterLink to={paths.leases.detail(a.lease.id)}>{a.lease.leaseNumber}</RouterLink> : 'No lease',
    },
    {
      key: 'primary',
      header: 'Primary',
      cell: ({ assignment: a }) => (a.isPrimary ? <PrimaryBadge /> : 'No'),
    },
    {
      key: 'start',
      header: 'Start',
      sortValue: ({ assignment: a }) => a.startDate,
      cell: ({ assignment: a }) => formatDate(a.startDate),
    },
    {
      key: 'end',
      header: 'End',
      sortValue: ({ assignment: a }) => a.endDate,
      cell: ({ assignment: a }) => formatDate(a.endDate),
    },
    {
      key: 'actions',
      header: 'Actions',
      card: 'actions',
      cell: ({ assignment: a }) => (
        <RowActions>
          <RowAction variant="outline" onClick={() => onEdit(a)} aria-label={`Edit ${rowName(a)}`}>
            Edit
          </RowAction>
          <RowAction variant="outline" palette="error" onClick={() => onRemove(a)} aria-label={`Remove ${rowName(a)}`}>
            Remove
          </RowAction>
        </RowActions>
      ),
    },
  ];
}

/** The record whose assignments the section lists: a tenant (its page) or a unit (its page). */
export type AssignmentsSectionProps = { tenant: Tenant; unit?: never } | { unit: Unit; tenant?: never };

/**
 * The assignments of a tenant or of a unit, the current ones first, then the past ones (ended, or under
 * an expired or terminated lease), marked Past. A tenant's page (spec 2 §2): "Unit Assignments" with
 * Assign to Unit, the tenant fixed in the modal. A unit's page (spec 1 §2): "Tenant Assignments" with
 * Assign Tenant and Bulk Assign, the unit fixed. Each row has Edit and Remove; removing asks first and
 * removes only the link.
 */
export function AssignmentsSection(props: AssignmentsSectionProps) {
  const { unit, tenant } = props;
  const side = unit ? UNIT_SIDE : TENANT_SIDE;
  const query = side.useAssignments(unit ? unit.id : tenant.id);
  const today = useToday();
  const [assigning, setAssigning] = useState<'one' | 'bulk' | null>(null);
  const [editing, setEditing] = useState<Assignment | null>(null);
  const [removing, setRemoving] = useState<Assignment | null>(null);
  const unitLabel = unit ? `Unit ${unit.unitNumber}` : undefined;
  // The assign modals show the fixed side read-only: the unit with its property, or the tenant.
  const unitWithProperty = unit ? `${unitLabel} – ${unit.propertyName}` : undefined;
  const fixed = unit
    ? { unitId: unit.id, unitLabel: unitWithProperty }
    : { tenantId: tenant.id, tenantLabel: formatPersonName(tenant) };

  return (
    <SectionCard
      title={side.title}
      actions={
        unit ? (
          <>
            <Button size="sm" onClick={() => setAssigning('one')}>
              Assign Tenant
            </Button>
            <Button size="sm" variant="outline" onClick={() => setAssigning('bulk')}>
              Bulk Assign
            </Button>
          </>
        ) : (
          <Button size="sm" onClick={() => setAssigning('one')}>
            Assign to Unit
          </Button>
        )
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
        <Text color="fg.muted">{side.empty}</Text>
      ) : (
        <DataTable<Row>
          phoneCards
          caption={side.title}
          rows={currentThenPast(query.data.data, today)}
          rowKey={(r) => r.assignment.id}
          columns={[...side.columns, ...sharedColumns(side.rowName, setEditing, setRemoving)]}
        />
      )}

      {assigning === 'one' && <AssignTenantModal open onClose={() => setAssigning(null)} {...fixed} />}
      {assigning === 'bulk' && unit && (
        <BulkAssignModal open onClose={() => setAssigning(null)} unitId={unit.id} unitLabel={unitWithProperty} />
      )}
      {editing && <EditAssignmentModal open onClose={() => setEditing(null)} assignment={editing} />}
      <RemoveAssignmentDialog assignment={removing} onClose={() => setRemoving(null)} unitLabel={unitLabel} />
    </SectionCard>
  );
}
