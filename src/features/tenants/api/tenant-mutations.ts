import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { markRecordDeleted } from '@/lib/api/deleted-records';
import { assignmentQueries, tenantQueries } from '@/lib/api/queries';
import { refreshAfter } from '@/lib/api/refresh';
import type { Tenant, TenantCreate, TenantStatus, TenantUpdate } from '@/lib/api/schema.gen';
import { TENANT_MESSAGES } from '../lib/tenant-form';

/** A save answered without a tenant id (spec 2 §7: "the response must have an id, else the error Invalid response from server"). */
export class InvalidResponseError extends Error {
  constructor() {
    super(TENANT_MESSAGES.invalidResponse);
    this.name = 'InvalidResponseError';
  }
}

function checked(tenant: Tenant | null | undefined): Tenant {
  if (!tenant || typeof tenant !== 'object' || !tenant.id) throw new InvalidResponseError();
  return tenant;
}

/** POST /tenants. */
export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TenantCreate) => checked(await unwrap(api.POST('/tenants', { body }))),
    onSuccess: async (created) => {
      queryClient.setQueryData(tenantQueries.detail(created.id).queryKey, created);
      await refreshAfter(queryClient, 'tenant.create');
    },
  });
}

/** PUT /tenants/{id} with the changed fields; an answer without an id is an error. */
export function useUpdateTenant(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TenantUpdate) =>
      checked(await unwrap(api.PUT('/tenants/{id}', { params: { path: { id } }, body }))),
    onSuccess: async (updated) => {
      queryClient.setQueryData(tenantQueries.detail(id).queryKey, updated);
      await refreshAfter(queryClient, 'tenant.update', { tenants: id });
    },
  });
}

/** PUT /tenants/{id}/status {status}: any status to any other (spec 2 §4). */
export function useUpdateTenantStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: TenantStatus) =>
      unwrap(api.PUT('/tenants/{id}/status', { params: { path: { id } }, body: { status } })),
    onSuccess: async (updated) => {
      queryClient.setQueryData(tenantQueries.detail(id).queryKey, updated);
      await refreshAfter(queryClient, 'tenant.status', { tenants: id });
    },
  });
}

/**
 * DELETE /tenants/{id}: the tenant is marked deleted (never fetched again, spec 2 §4); its assignments
 * went with it.
 */
export function useDeleteTenant(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/tenants/{id}', { params: { path: { id } } })),
    onSuccess: async () => {
      await markRecordDeleted(queryClient, tenantQueries.detail(id).queryKey);
      queryClient.removeQueries({ queryKey: assignmentQueries.byTenant(id).queryKey });
      await refreshAfter(queryClient, 'tenant.delete', { tenants: id });
    },
  });
}
