import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { fetchRecord } from '@/lib/api/deleted-records';
import { unitKeys } from '@/lib/api/query-keys';
import { UNIT_STALE_MS } from './units-list';

/**
 * GET /units/{id}: the unit, or `null` when it is gone (a 404, not retried; or deleted in this session,
 * then never fetched again: spec 1 §4, §7).
 */
export function unitDetailQuery(id: string) {
  return queryOptions({
    queryKey: unitKeys.detail(id),
    queryFn: (context) => fetchRecord(context, () => unwrap(api.GET('/units/{id}', { params: { path: { id } } }))),
    staleTime: UNIT_STALE_MS,
    enabled: Boolean(id),
  });
}
