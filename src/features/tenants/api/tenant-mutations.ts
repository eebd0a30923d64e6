import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadDocuments } from '@/components/documents/upload-documents';
import { api, unwrap } from '@/lib/api/client';
import { markRecordDeleted } from '@/lib/api/deleted-records';
import { assignmentQueries, tenantQueries } from '@/lib/api/queries';
import { refreshAfter } from '@/lib/api/refresh';
import type { Tenant, TenantCreate, TenantDocumentCategory, TenantStatus, TenantUpdate } from '@/lib/api/schema.gen';
import { apiBaseUrl } from '@/lib/config';
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

/** A file's place among a tenant's documents: one of the six lists (spec 2 §3). */
export interface TenantDocumentUpload {
  category: TenantDocumentCategory;
  file: File;
  /** Upload progress, 0..100. */
  onProgress?: (percent: number) => void;
}

/** POST /tenants/{id}/documents (the file in `documents`, its list as `category`), with progress. */
export function useUploadTenantDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ category, file, onProgress }: TenantDocumentUpload) =>
      uploadDocuments({
        url: `${apiBaseUrl()}/tenants/${encodeURIComponent(id)}/documents`,
        files: [file],
        field: 'documents',
        fields: { category },
        onProgress,
      }),
    onSuccess: async () => {
      await refreshAfter(queryClient, 'tenant.documents', { tenants: id });
    },
  });
}

/**
 * Removes one document: PUT /tenants/{id} with the category's list without it (the contract has no
 * delete call for a tenant's document). `remaining` is the list as the page shows it, less the file.
 */
export function useRemoveTenantDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ category, remaining }: { category: TenantDocumentCategory; remaining: string[] }) =>
      unwrap(api.PUT('/tenants/{id}', { params: { path: { id } }, body: { [category]: remaining } })),
    onSuccess: async (updated) => {
      queryClient.setQueryData(tenantQueries.detail(id).queryKey, updated);
      await refreshAfter(queryClient, 'tenant.documents', { tenants: id });
    },
  });
}
