import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { fetchRecord } from '@/lib/api/deleted-records';
import { vendorKeys } from '@/lib/api/query-keys';

/** A single vendor's cache (spec 3 §9 "single items 60 seconds"). */
export const VENDOR_STALE_MS = 60_000;

/** How many work orders the work history section shows (its first page, most recent first). */
export const WORK_HISTORY_LIMIT = 20;

/**
 * GET /vendors/{id}: the vendor, or `null` when it is gone (a 404, not retried; or deactivated in this
 * session, which the client treats as gone: spec 3 §4). The vendor picker's name lookup shares the key.
 */
export function vendorDetailQuery(id: string) {
  return queryOptions({
    queryKey: vendorKeys.detail(id),
    queryFn: (context) => fetchRecord(context, () => unwrap(api.GET('/vendors/{id}', { params: { path: { id } } }))),
    staleTime: VENDOR_STALE_MS,
    enabled: Boolean(id),
  });
}

/** GET /vendors/{id}/performance: figures derived from the vendor's work orders. */
export function vendorPerformanceQuery(id: string) {
  return queryOptions({
    queryKey: vendorKeys.performance(id),
    queryFn: () => unwrap(api.GET('/vendors/{id}/performance', { params: { path: { id } } })),
    staleTime: VENDOR_STALE_MS,
  });
}

/** GET /vendors/{id}/work-history?page=1&limit=20: the vendor's most recent work orders. */
export function vendorWorkHistoryQuery(id: string) {
  return queryOptions({
    queryKey: vendorKeys.workHistory(id),
    queryFn: () =>
      unwrap(
        api.GET('/vendors/{id}/work-history', {
          params: { path: { id }, query: { page: 1, limit: WORK_HISTORY_LIMIT } },
        }),
      ),
    staleTime: VENDOR_STALE_MS,
  });
}
