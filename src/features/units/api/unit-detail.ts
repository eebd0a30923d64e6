import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { nullOn404 } from '@/lib/api/query-client';
import type { Unit } from '@/lib/api/schema.gen';
import { unitKeys } from '@/lib/api/query-keys';
import { UNIT_STALE_MS } from './units-list';

/**
 * Units deleted in this session, per query cache: their detail stays `null` and is never fetched
 * again (spec 1 §4), even when invalidated or mounted anew.
 */
const deletedUnits = new WeakMap<QueryClient, Set<string>>();

export function markUnitDeleted(queryClient: QueryClient, id: string) {
  const ids = deletedUnits.get(queryClient) ?? new Set<string>();
  ids.add(id);
  deletedUnits.set(queryClient, ids);
  queryClient.setQueryData(unitKeys.detail(id), null);
}

export function isUnitDeleted(queryClient: QueryClient, id: string): boolean {
  return deletedUnits.get(queryClient)?.has(id) ?? false;
}

/** GET /units/{id}; a 404 is cached as `null` (not found) and not retried (spec 1 §7). */
export function unitDetailQuery(id: string) {
  return queryOptions({
    queryKey: unitKeys.detail(id),
    queryFn: ({ client }): Promise<Unit | null> =>
      isUnitDeleted(client, id)
        ? Promise.resolve(null)
        : nullOn404(() => unwrap(api.GET('/units/{id}', { params: { path: { id } } }))),
    staleTime: UNIT_STALE_MS,
    enabled: Boolean(id),
  });
}
