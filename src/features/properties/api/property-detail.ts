import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { fetchRecord } from '@/lib/api/deleted-records';
import { propertyKeys } from '@/lib/api/query-keys';

/** Single property cache (spec 1 §9). */
export const PROPERTY_STALE_MS = 60_000;

/**
 * GET /rental-properties/{id}: the property, or `null` when it is gone (a 404, not retried; or deleted
 * in this session, then never fetched again: spec 1 §4).
 */
export function propertyDetailQuery(id: string) {
  return queryOptions({
    queryKey: propertyKeys.detail(id),
    queryFn: (context) =>
      fetchRecord(context, () => unwrap(api.GET('/rental-properties/{id}', { params: { path: { id } } }))),
    staleTime: PROPERTY_STALE_MS,
  });
}
