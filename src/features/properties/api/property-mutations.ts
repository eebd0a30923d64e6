import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { invalidateRoots, QUERY_ROOTS, TENANCY_ROOTS } from '@/lib/api/query-keys';
import type { Property, PropertyCreate, PropertyUpdate } from '@/lib/api/schema.gen';
import { propertyKeys } from './property-keys';

/** PUT is a partial update: the screens send only the fields they edit (absent fields keep their value). */
export type PropertyUpdateBody = PropertyUpdate;

/** After a property changes: its detail, the property lists and searches, and figures built on them. */
export async function invalidateProperty(queryClient: QueryClient, id?: string) {
  await Promise.all([
    id ? queryClient.invalidateQueries({ queryKey: propertyKeys.detail(id) }) : Promise.resolve(),
    queryClient.invalidateQueries({ queryKey: propertyKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: propertyKeys.searches() }),
    queryClient.invalidateQueries({ queryKey: ['properties', 'suggestions'] }),
    // Dashboard figures and global search results are derived from properties.
    invalidateRoots(queryClient, [QUERY_ROOTS.dashboard, QUERY_ROOTS.search]),
  ]);
}

/** POST /rental-properties. */
export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PropertyCreate) => unwrap(api.POST('/rental-properties', { body })),
    onSuccess: async (created: Property) => {
      queryClient.setQueryData(propertyKeys.detail(created.id), created);
      await invalidateProperty(queryClient);
    },
  });
}

/** PUT /rental-properties/{id} (a partial update: absent fields keep their value). */
export function useUpdateProperty(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PropertyUpdateBody) =>
      unwrap(api.PUT('/rental-properties/{id}', { params: { path: { id } }, body })),
    onSuccess: async (updated: Property) => {
      queryClient.setQueryData(propertyKeys.detail(id), updated);
      await Promise.all([
        invalidateProperty(queryClient, id),
        // Unit rows and details show the property's name and address, and so do assignment rows
        // (each carries its unit with its property).
        invalidateRoots(queryClient, [QUERY_ROOTS.units, QUERY_ROOTS.assignments]),
      ]);
    },
  });
}

/**
 * DELETE /rental-properties/{id} — also deletes the property's units and their tenant assignments, so
 * unit queries are refreshed, and so are assignments and the tenants and leases that list them.
 */
export function useDeleteProperty(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/rental-properties/{id}', { params: { path: { id } } })),
    onSuccess: async () => {
      // The property is gone: cache it as not found (like a 404) instead of refetching it.
      await queryClient.cancelQueries({ queryKey: propertyKeys.detail(id) });
      queryClient.setQueryData(propertyKeys.detail(id), null);
      await Promise.all([
        invalidateProperty(queryClient),
        invalidateRoots(queryClient, [QUERY_ROOTS.units, ...TENANCY_ROOTS]),
      ]);
    },
  });
}
