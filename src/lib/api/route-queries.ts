import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';

/** What a route's first queries are read from beside its URL's search params. */
export interface RouteQueryInput {
  /** The route's `:id` ('' for a list). */
  id: string;
  /** Today (`YYYY-MM-DD`, the screen's `useToday()`) for the reports whose default period is the current one; the clock's day when left out. */
  today?: string;
}

/**
 * A route's first queries, by name: the query layer's options its screen reads from its URL, with
 * `enabled: false` (or `undefined`) where this URL asks for none (a smart search's results replace
 * the list: they start from typed criteria). Defined once
 * beside the route (`routes/<area>-route-queries.ts`); the screen reads them, and the route's loader
 * starts them with the navigation, so both ask for the same keys.
 */
export type RouteQueries = Readonly<Record<string, { queryKey: readonly unknown[]; enabled?: unknown } | undefined>>;

/** The function a route module exports: its first queries from its URL. */
export type RouteQueriesFrom = (search: URLSearchParams, input: RouteQueryInput) => RouteQueries;

/** The queries of `queries` the screen will run: the ones a prefetch starts. */
export function startedRouteQueries(queries: RouteQueries): FetchQueryOptions[] {
  // Each entry is a query layer's options (typed where it is built); the client takes any of them.
  return Object.values(queries).filter((options) => options && options.enabled !== false) as FetchQueryOptions[];
}

/** Starts `queries` in `queryClient` without waiting for them (a failed fetch is the screen's error state). */
export function prefetchRouteQueries(queryClient: QueryClient, queries: RouteQueries): void {
  for (const options of startedRouteQueries(queries)) void queryClient.prefetchQuery(options);
}
