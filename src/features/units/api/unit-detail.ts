import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { nullOn404 } from '@/lib/api/query-client';
import type { Unit } from '@/lib/api/schema.gen';
import { unitKeys } from './unit-keys';
import { UNIT_STALE_MS } from './units-list';

/** Ids of units deleted in this session: their detail is never fetched again (spec 1 §4). */
const deletedUnitIds = new Set<string>();

export function markUnitDeleted(id: string) {
  deletedUnitIds.add(id);
}

export function isUnitDeleted(id: string) {
  return deletedUnitIds.has(id);
}

/** GET /units/{id}; a 404 is cached as `null` (not found) and not retried (spec 1 §7). */
export function unitDetailQuery(id: string) {
  return queryOptions({
    queryKey: unitKeys.detail(id),
    queryFn: (): Promise<Unit | null> =>
      deletedUnitIds.has(id) ? Promise.resolve(null) : nullOn404(() => unwrap(api.GET('/units/{id}', { params: { path: { id } } }))),
    staleTime: UNIT_STALE_MS,
    enabled: Boolean(id),
  });
}
