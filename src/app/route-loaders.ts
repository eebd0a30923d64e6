import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { prefetchRouteQueries } from '@/lib/api/route-queries';
import { ROUTE_QUERIES, type RouteWithQueries } from './route-queries';

/**
 * Starts `route`'s first queries for a URL's search params and `:id` in `queryClient`, once the
 * route's small queries module is there (`ROUTE_QUERIES`); resolves when they have started.
 */
export async function startRouteQueries(
  queryClient: QueryClient,
  route: RouteWithQueries,
  search: URLSearchParams,
  id: string,
): Promise<void> {
  const routeQueries = await ROUTE_QUERIES[route]();
  prefetchRouteQueries(queryClient, routeQueries(search, { id }));
}

/**
 * The route's loader: starts its first queries in `queryClient` and returns at once (the screen
 * shows its own loading state; a failed fetch is the screen's error state, retried on mount). The
 * queries module is fetched alongside the route's lazy chunk, so the first API call waits for that
 * module and its query options only, not for the screen's components.
 */
export function routeQueriesLoader(
  queryClient: QueryClient | undefined,
  route: RouteWithQueries,
): LoaderFunction | undefined {
  if (!queryClient) return undefined;
  return ({ request, params }) => {
    void startRouteQueries(queryClient, route, new URL(request.url).searchParams, params.id ?? '');
    return null;
  };
}
