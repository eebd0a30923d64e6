import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { markRecordDeleted } from '@/lib/api/deleted-records';
import { propertyQueries } from '@/lib/api/queries';
import { refreshAfter } from '@/lib/api/refresh';
import type { Property, PropertyCreate, PropertyUpdate } from '@/lib/api/schema.gen';

/** PUT is a partial update: the screens send only the fields they edit (absent fields keep their value). */
export type PropertyUpdateBody = PropertyUpdate;

/**
 * After a property's photos (or other details) changed outside its mutations: its detail, the property
 * lists and searches, and figures built on them (the refresh table's `property.photos`).
 */
export async function invalidateProperty(queryClient: QueryClient, id?: string) {
  await refreshAfter(queryClient, 'property.photos', { properties: id });
}

/** POST /rental-properties. */
export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PropertyCreate) => unwrap(api.POST('/rental-properties', { body })),
    onSuccess: async (created: Property) => {
      queryClient.setQueryData(propertyQueries.detail(created.id).queryKey, created);
      await refreshAfter(queryClient, 'property.create');
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
      queryClient.setQueryData(propertyQueries.detail(id).queryKey, updated);
      await refreshAfter(queryClient, 'property.update', { properties: id });
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
      // The property is gone: its detail is `null` (not found) and never fetched again (spec 1 §4).
      await markRecordDeleted(queryClient, propertyQueries.detail(id).queryKey);
      await refreshAfter(queryClient, 'property.delete');
    },
  });
}
