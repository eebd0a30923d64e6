import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { nullOn404 } from '@/lib/api/query-client';
import { propertyKeys } from '@/lib/api/query-keys';

/** Single property cache (spec 1 §9). */
export const PROPERTY_STALE_MS = 60_000;

/** GET /rental-properties/{id}; a 404 is cached as `null` (not found) and not retried (spec 1 §4). */
export function propertyDetailQuery(id: string) {
  return queryOptions({
    queryKey: propertyKeys.detail(id),
    queryFn: () => nullOn404(() => unwrap(api.GET('/rental-properties/{id}', { params: { path: { id } } }))),
    staleTime: PROPERTY_STALE_MS,
  });
}
