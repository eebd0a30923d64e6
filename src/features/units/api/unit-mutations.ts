import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { markRecordDeleted } from '@/lib/api/deleted-records';
import { assignmentQueries, unitQueries } from '@/lib/api/queries';
import { refreshAfter } from '@/lib/api/refresh';
import type { Unit } from '@/lib/api/schema.gen';
import type { UnitCreateBody, UnitUpdateBody } from '../lib/unit-form-mapper';

/** Refreshes one unit (after a photo change, say) and the lists that show it (`unit.photos`). */
export async function invalidateUnit(queryClient: QueryClient, id: string, propertyId?: string) {
  await refreshAfter(queryClient, 'unit.photos', { units: id, properties: propertyId });
}

/** POST /units. */
export function useCreateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnitCreateBody) => unwrap(api.POST('/units', { body })),
    onSuccess: async (created: Unit) => {
      queryClient.setQueryData(unitQueries.detail(created.id).queryKey, created);
      await refreshAfter(queryClient, 'unit.create', { properties: created.rentalPropertyId });
    },
  });
}

/** PUT /units/{id} (a partial update). */
export function useUpdateUnit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnitUpdateBody) => unwrap(api.PUT('/units/{id}', { params: { path: { id } }, body })),
    onSuccess: async (updated: Unit) => {
      queryClient.setQueryData(unitQueries.detail(id).queryKey, updated);
      await refreshAfter(queryClient, 'unit.update', { properties: updated.rentalPropertyId });
    },
  });
}

/**
 * DELETE /units/{id}. The unit is marked deleted (`markRecordDeleted`: detail `null`, never fetched
 * again, spec 1 §4); its assignments went with it, so assignments and the tenants and leases that list them
 * are refreshed.
 */
export function useDeleteUnit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/units/{id}', { params: { path: { id } } })),
    onSuccess: async () => {
      const propertyId = queryClient.getQueryData(unitQueries.detail(id).queryKey)?.rentalPropertyId;
      await markRecordDeleted(queryClient, unitQueries.detail(id).queryKey);
      queryClient.removeQueries({ queryKey: assignmentQueries.byUnit(id).queryKey });
      await refreshAfter(queryClient, 'unit.delete', { properties: propertyId });
    },
  });
}
