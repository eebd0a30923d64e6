import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { invalidateRoots, QUERY_ROOTS, TENANCY_ROOTS } from '@/lib/api/query-keys';
import type { Unit } from '@/lib/api/schema.gen';
import type { UnitCreateBody, UnitUpdateBody } from '../lib/unit-form-mapper';
import { markUnitDeleted } from './unit-detail';
import { unitKeys } from './unit-keys';

/**
 * After a unit changes: the unit lists and searches, its property (the property page lists its units
 * and occupancy), and figures built on units (dashboard, global search).
 */
export async function invalidateUnitLists(queryClient: QueryClient, propertyId?: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: unitKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: unitKeys.searches() }),
    queryClient.invalidateQueries({ queryKey: ['units', 'suggestions'] }),
    propertyId
      ? queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.properties, 'detail', propertyId] })
      : queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.properties, 'detail'] }),
    queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.properties, 'list'] }),
    queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.properties, 'search'] }),
    invalidateRoots(queryClient, [QUERY_ROOTS.dashboard, QUERY_ROOTS.search]),
  ]);
}

/** Refreshes one unit (after a photo change, say) and the lists that show it. */
export async function invalidateUnit(queryClient: QueryClient, id: string, propertyId?: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: unitKeys.detail(id) }),
    invalidateUnitLists(queryClient, propertyId),
  ]);
}

/** POST /units. */
export function useCreateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnitCreateBody) => unwrap(api.POST('/units', { body })),
    onSuccess: async (created: Unit) => {
      queryClient.setQueryData(unitKeys.detail(created.id), created);
      await invalidateUnitLists(queryClient, created.rentalPropertyId);
    },
  });
}

/** PUT /units/{id} (a partial update). */
export function useUpdateUnit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnitUpdateBody) => unwrap(api.PUT('/units/{id}', { params: { path: { id } }, body })),
    onSuccess: async (updated: Unit) => {
      queryClient.setQueryData(unitKeys.detail(id), updated);
      await Promise.all([
        invalidateUnitLists(queryClient, updated.rentalPropertyId),
        // Assignment rows carry their unit (number, rent).
        invalidateRoots(queryClient, [QUERY_ROOTS.assignments]),
      ]);
    },
  });
}

/**
 * DELETE /units/{id}. The unit is marked deleted in the cache (detail `null`) and never fetched again
 * (spec 1 §4); its assignments went with it, so assignments and the tenants and leases that list them
 * are refreshed.
 */
export function useDeleteUnit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/units/{id}', { params: { path: { id } } })),
    onSuccess: async (_data, _vars, _ctx) => {
      const propertyId = queryClient.getQueryData<Unit | null>(unitKeys.detail(id))?.rentalPropertyId;
      await queryClient.cancelQueries({ queryKey: unitKeys.detail(id) });
      markUnitDeleted(queryClient, id);
      queryClient.removeQueries({ queryKey: ['tenant-unit-assignments', 'by-unit', id] });
      await Promise.all([invalidateUnitLists(queryClient, propertyId), invalidateRoots(queryClient, TENANCY_ROOTS)]);
    },
  });
}
