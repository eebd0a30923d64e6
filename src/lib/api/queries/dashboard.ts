import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { isApiError } from '../errors';
import { dashboardKeys } from '../query-keys';

const MINUTE = 60_000;

/** Up to 2 retries for server/network failures; a 4xx answer is final. */
const twoRetries = (failureCount: number, error: unknown) =>
  !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2;

/** The GET paths of /dashboard: each one's key and fetcher, defined once (cache times: spec 1 §9). */
export const dashboardQueries = {
  /** GET /dashboard/stats: fresh 5 min, retained 10 min, 2 retries, refetch on focus. */
  stats: () =>
    queryOptions({
      queryKey: dashboardKeys.stats(),
      queryFn: ({ signal }) => unwrap(api.GET('/dashboard/stats', { signal })),
      staleTime: 5 * MINUTE,
      gcTime: 10 * MINUTE,
      retry: twoRetries,
      refetchOnWindowFocus: true,
    }),

  /** GET /dashboard/activities?limit: fresh 2 min. */
  activities: (limit: number) =>
    queryOptions({
      queryKey: dashboardKeys.activities(limit),
      queryFn: ({ signal }) => unwrap(api.GET('/dashboard/activities', { params: { query: { limit } }, signal })),
      staleTime: 2 * MINUTE,
    }),

  /** GET /dashboard/revenue-chart?months: fresh 10 min. */
  revenueChart: (months: number) =>
    queryOptions({
      queryKey: dashboardKeys.revenueChart(months),
      queryFn: ({ signal }) => unwrap(api.GET('/dashboard/revenue-chart', { params: { query: { months } }, signal })),
      staleTime: 10 * MINUTE,
    }),
};
