import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import type { ROUTE_PATTERNS } from '@/lib/paths';

/**
 * The route's loader: starts its first queries in `queryClient` and returns at once (the screen
 * shows its own loading state; a failed fetch is the screen's error state, retried on mount). The
 * table of first queries (./route-first-queries.ts) reaches every feature's query options, so it is a
 * chunk of its own, fetched alongside the route's lazy chunk: the public landing page never loads it.
 */
export function firstQueriesLoader(
  queryClient: QueryClient | undefined,
  route: keyof typeof ROUTE_PATTERNS,
): LoaderFunction | undefined {
  if (!queryClient) return undefined;
  return ({ request, params }) => {
    const search = new URL(request.url).searchParams;
    void import('./route-first-queries').then(({ prefetchFirstQueries }) =>
      prefetchFirstQueries(queryClient, route, search, params.id ?? ''),
    );
    return null;
  };
}
