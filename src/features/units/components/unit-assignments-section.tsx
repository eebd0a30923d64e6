import { useState } from 'react';
import { Badge, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ErrorState, LoadingState } from '@/components/page-states';
import { formatDate } from '@/lib/format';
import type { Assignment, Unit } from '@/lib/api/schema.gen';
import {
  ASSIGNMENT_MESSAGES,
  AssignTenantModal,
  BulkAssignModal,
  EditAssignmentModal,
  RemoveAssignmentDialog,
  tenantName,
  unitAssignmentsQuery,
} from '@/features/assignments';

/** Empty text of the table (the spec gives none for the unit page; worded like the tenant page's). */
export const NO_ASSIGNMENTS = 'No tenants are assigned to this unit.';

/**
 * Tenant Assignments of a unit (spec 1 §2): Tenant, Lease, Primary, Start, End, Actions (Edit, Remove),
 * with Assign Tenant and Bulk Assign. Removing asks first and removes only the link.
 */
export function UnitAssignmentsSection({ unit }: { unit: Unit }) {
  const query = useQuery(unitAssignmentsQuery(unit.id));
  const [assigning, setAssigning] = useState(false);
  const [bulkAssigning, setBulkAssigning] = useState(false);
  const [editing, setEditing] = useState<Assignment | null>(null);
  const [removing, setRemoving] = useState<Assignment | null>(null);
  const unitLabel = `Unit ${unit.unitNumber}`;

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
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" minW="640px" aria-labelledby="unit-assignments-heading">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Tenant</Table.ColumnHeader>
                <Table.ColumnHeader>Lease</Table.ColumnHeader>
                <Table.ColumnHeader>Primary</Table.ColumnHeader>
                <Table.ColumnHeader>Start</Table.ColumnHeader>
                <Table.ColumnHeader>End</Table.ColumnHeader>
                <Table.ColumnHeader>Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {query.data.data.map((a) => {
                const name = tenantName(a.tenant);
                return (
                  <Table.Row key={a.id}>
                    <Table.Cell>
                      <RouterLink to={`/tenants/${a.tenantId}`}>{name}</RouterLink>
                    </Table.Cell>
                    <Table.Cell>
                      {a.lease ? (
                        <RouterLink to={`/leases/${a.lease.id}`}>{a.lease.leaseNumber}</RouterLink>
                      ) : (
                        'No lease'
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      {a.isPrimary ? (
                        <Badge colorPalette="green" variant="subtle">
                          Primary
                        </Badge>
                      ) : (
                        'No'
                      )}
                    </Table.Cell>
                    <Table.Cell>{formatDate(a.startDate)}</Table.Cell>
                    <Table.Cell>{formatDate(a.endDate)}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="1">
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => setEditing(a)}
                          aria-label={`Edit assignment of ${name}`}
                        >
                          Edit
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="error"
                          onClick={() => setRemoving(a)}
                          aria-label={`Remove assignment of ${name}`}
                        >
                          Remove
                        </Button>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
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
