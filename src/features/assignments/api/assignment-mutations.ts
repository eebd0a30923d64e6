import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { invalidateRoots, QUERY_ROOTS, TENANCY_ROOTS } from '@/lib/api/query-keys';
import type { Assignment, AssignmentBulkCreate, AssignmentCreate, AssignmentUpdate } from '@/lib/api/schema.gen';
import { needsLeaseRefetch } from '../lib/assignment-form';

/**
 * After an assignment changes: every assignment list (by unit, tenant, lease), the unit (its
 * availability changes), the unit lists, the property's detail (occupancy), the tenants and leases
 * that list their assignments, the dashboard and search.
 */
export async function invalidateAfterAssignment(queryClient: QueryClient, unitId?: string, propertyId?: string) {
  const { units, properties, dashboard, search } = QUERY_ROOTS;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: unitId ? [units, 'detail', unitId] : [units, 'detail'] }),
    queryClient.invalidateQueries({ queryKey: [units, 'list'] }),
    queryClient.invalidateQueries({ queryKey: [units, 'search'] }),
    queryClient.invalidateQueries({
      queryKey: propertyId ? [properties, 'detail', propertyId] : [properties, 'detail'],
    }),
    queryClient.invalidateQueries({ queryKey: [properties, 'list'] }),
    // Every assignment list (assignments root), and the tenants and leases that list them.
    invalidateRoots(queryClient, [...TENANCY_ROOTS, dashboard, search]),
  ]);
}

/** Spec 2 §7: a response with a leaseId but no lease is fetched again by id. */
async function withLease(assignment: Assignment): Promise<Assignment> {
  if (!needsLeaseRefetch(assignment)) return assignment;
  return unwrap(api.GET('/tenant-unit-assignments/{id}', { params: { path: { id: assignment.id } } }));
}

const propertyOf = (a: Assignment) => a.unit?.rentalPropertyId;

/** POST /tenant-unit-assignments. */
export function useCreateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AssignmentCreate) =>
      withLease(await unwrap(api.POST('/tenant-unit-assignments', { body }))),
    onSuccess: (created) => invalidateAfterAssignment(queryClient, created.unitId, propertyOf(created)),
  });
}

/** PUT /tenant-unit-assignments/{id} (without tenantId and unitId). */
export function useUpdateAssignment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AssignmentUpdate) =>
      withLease(await unwrap(api.PUT('/tenant-unit-assignments/{id}', { params: { path: { id } }, body }))),
    onSuccess: (updated) => invalidateAfterAssignment(queryClient, updated.unitId, propertyOf(updated)),
  });
}

/** POST /tenant-unit-assignments/bulk. */
export function useBulkCreateAssignments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentBulkCreate) => unwrap(api.POST('/tenant-unit-assignments/bulk', { body })),
    onSuccess: (result, body) =>
      invalidateAfterAssignment(queryClient, body.unitId, result.data[0] ? propertyOf(result.data[0]) : undefined),
  });
}

/** DELETE /tenant-unit-assignments/{id}: removes only the link, not the tenant or the unit. */
export function useDeleteAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignment: Assignment) =>
      unwrap(api.DELETE('/tenant-unit-assignments/{id}', { params: { path: { id: assignment.id } } })),
    onSuccess: (_data, assignment) => invalidateAfterAssignment(queryClient, assignment.unitId, propertyOf(assignment)),
  });
}
