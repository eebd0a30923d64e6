import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { fetchAssignment } from '@/lib/api/queries';
import { refreshAfter } from '@/lib/api/refresh';
import type { Assignment, AssignmentBulkCreate, AssignmentCreate, AssignmentUpdate } from '@/lib/api/schema.gen';
import { needsLeaseRefetch } from '../lib/assignment-form';

/** Spec 2 §7: a response with a leaseId but no lease is fetched again by id. */
async function withLease(assignment: Assignment): Promise<Assignment> {
  if (!needsLeaseRefetch(assignment)) return assignment;
  return fetchAssignment(assignment.id);
}

const propertyOf = (a: Assignment) => a.unit?.rentalPropertyId;

/** POST /tenant-unit-assignments. */
export function useCreateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AssignmentCreate) =>
      withLease(await unwrap(api.POST('/tenant-unit-assignments', { body }))),
    onSuccess: (created) =>
      refreshAfter(queryClient, 'assignment.create', { units: created.unitId, properties: propertyOf(created) }),
  });
}

/** PUT /tenant-unit-assignments/{id} (without tenantId and unitId). */
export function useUpdateAssignment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AssignmentUpdate) =>
      withLease(await unwrap(api.PUT('/tenant-unit-assignments/{id}', { params: { path: { id } }, body }))),
    onSuccess: (updated) =>
      refreshAfter(queryClient, 'assignment.update', { units: updated.unitId, properties: propertyOf(updated) }),
  });
}

/** POST /tenant-unit-assignments/bulk. */
export function useBulkCreateAssignments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentBulkCreate) => unwrap(api.POST('/tenant-unit-assignments/bulk', { body })),
    onSuccess: (result, body) =>
      refreshAfter(queryClient, 'assignment.bulkCreate', {
        units: body.unitId,
        properties: result.data[0] ? propertyOf(result.data[0]) : undefined,
      }),
  });
}

/** DELETE /tenant-unit-assignments/{id}: removes only the link, not the tenant or the unit. */
export function useDeleteAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignment: Assignment) =>
      unwrap(api.DELETE('/tenant-unit-assignments/{id}', { params: { path: { id: assignment.id } } })),
    onSuccess: (_data, assignment) =>
      refreshAfter(queryClient, 'assignment.delete', {
        units: assignment.unitId,
        properties: propertyOf(assignment),
      }),
  });
}
