import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { dashboardKeys } from '@/lib/api/query-keys';

const MINUTE = 60_000;

/** Dashboard activities shown on the page (spec 1 §9: limit 10 on the page, API default 20). */
export const DASHBOARD_ACTIVITY_LIMIT = 10;
/** Revenue Trend months (spec 1 §9). */
export const REVENUE_CHART_MONTHS = 6;

/** Up to 2 retries for server/network failures; a 4xx answer is final. */
const twoRetries = (failureCount: number, error: unknown) =>
  !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2;

/** GET /dashboard/stats — fresh 5 min, retained 10 min, 2 retries, refetch on focus (spec 1 §9). */
export function dashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.stats(),
    queryFn: ({ signal }) => unwrap(api.GET('/dashboard/stats', { signal })),
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
    retry: twoRetries,
    refetchOnWindowFocus: true,
  });
}

/** GET /dashboard/activities?limit=10 — fresh 2 min (spec 1 §9). */
export function dashboardActivitiesQueryOptions(limit = DASHBOARD_ACTIVITY_LIMIT) {
  return queryOptions({
    queryKey: dashboardKeys.activities(limit),
    queryFn: ({ signal }) => unwrap(api.GET('/dashboard/activities', { params: { query: { limit } }, signal })),
    staleTime: 2 * MINUTE,
  });
}

/** GET /dashboard/revenue-chart?months=6 — fresh 10 min (spec 1 §9). */
export function dashboardRevenueChartQueryOptions(months = REVENUE_CHART_MONTHS) {
  return queryOptions({
    queryKey: dashboardKeys.revenueChart(months),
    queryFn: ({ signal }) => unwrap(api.GET('/dashboard/revenue-chart', { params: { query: { months } }, signal })),
    staleTime: 10 * MINUTE,
  });
}
