import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { isNotFound } from '@/lib/api/errors';
import { markRecordDeleted } from '@/lib/api/deleted-records';
import { assignmentQueries, fetchLeaseDocument, leaseQueries } from '@/lib/api/queries';
import { refreshAfter } from '@/lib/api/refresh';
import type { components, Lease, LeaseCreate } from '@/lib/api/schema.gen';
import { saveFile } from '@/lib/save-file';
import type { LeaseAction } from '../lib/lease-lifecycle';

type Schemas = components['schemas'];

/** POST /leases. */
export function useCreateLease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaseCreate) => unwrap(api.POST('/leases', { body })),
    onSuccess: async (created: Lease) => {
      queryClient.setQueryData(leaseQueries.detail(created.id).queryKey, created);
      await refreshAfter(queryClient, 'lease.create', { leases: created.id });
    },
  });
}

/** PUT /leases/{id} (the form's writable fields; never id, createdAt, updatedAt or tenantUnitAssignments). */
export function useUpdateLease(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaseCreate) => unwrap(api.PUT('/leases/{id}', { params: { path: { id } }, body })),
    onSuccess: async (updated: Lease) => {
      queryClient.setQueryData(leaseQueries.detail(id).queryKey, updated);
      await refreshAfter(queryClient, 'lease.update', { leases: id });
    },
  });
}

/**
 * DELETE /leases/{id}; a 404 is ignored (spec 2 §7: already gone). The lease is marked deleted and never
 * fetched again (spec 2 §4).
 */
export function useDeleteLease(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await unwrap(api.DELETE('/leases/{id}', { params: { path: { id } } }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
    onSuccess: async () => {
      await markRecordDeleted(queryClient, leaseQueries.detail(id).queryKey);
      queryClient.removeQueries({ queryKey: assignmentQueries.byLease(id).queryKey });
      await refreshAfter(queryClient, 'lease.delete', { leases: id });
    },
  });
}

/** The body of each lifecycle call (spec 2 §7). */
export interface LeaseActionBodies {
  sign: Schemas['LeaseSignRequest'];
  execute: Schemas['LeaseExecuteRequest'];
  moveIn: Schemas['LeaseMoveInRequest'];
  moveOut: Schemas['LeaseMoveOutRequest'];
  terminate: Schemas['LeaseTerminateRequest'];
}

export type LeaseActionCall = { [A in LeaseAction]: { action: A; body: LeaseActionBodies[A] } }[LeaseAction];

function callAction(id: string, call: LeaseActionCall): Promise<Lease> {
  const params = { path: { id } };
  switch (call.action) {
    case 'sign':
      return unwrap(api.PUT('/leases/{id}/sign', { params, body: call.body }));
    case 'execute':
      return unwrap(api.PUT('/leases/{id}/execute', { params, body: call.body }));
    case 'moveIn':
      return unwrap(api.PUT('/leases/{id}/move-in', { params, body: call.body }));
    case 'moveOut':
      return unwrap(api.PUT('/leases/{id}/move-out', { params, body: call.body }));
    case 'terminate':
      return unwrap(api.PUT('/leases/{id}/terminate', { params, body: call.body }));
  }
}

/** PUT /leases/{id}/sign | execute | move-in | move-out | terminate. */
export function useLeaseAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: LeaseActionCall) => callAction(id, call),
    onSuccess: async (updated: Lease) => {
      queryClient.setQueryData(leaseQueries.detail(id).queryKey, updated);
      await refreshAfter(queryClient, 'lease.lifecycle', { leases: id });
    },
  });
}

/** POST /leases/{id}/rent-increase. */
export function useRentIncrease(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['RentIncreaseRequest']) =>
      unwrap(api.POST('/leases/{id}/rent-increase', { params: { path: { id } }, body })),
    onSuccess: async () => {
      await refreshAfter(queryClient, 'lease.lifecycle', { leases: id });
    },
  });
}

/** DELETE /leases/{id}/documents/{name}. */
export function useDeleteLeaseDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      unwrap(api.DELETE('/leases/{id}/documents/{name}', { params: { path: { id, name } } })),
    onSuccess: async () => {
      await refreshAfter(queryClient, 'lease.documents', { leases: id });
    },
  });
}

/** GET /leases/{id}/documents/{name} as a file the browser saves. */
export async function downloadLeaseDocument(id: string, name: string, fileName: string): Promise<void> {
  saveFile(await fetchLeaseDocument(id, name), fileName);
}
