import { queryOptions } from '@tanstack/react-query';
import { SEARCH_STALE_MS } from '@/lib/search';
import { api, compactParams, unwrap } from '../client';
import { searchKeys } from '../query-keys';

/** The GET path /search/global: its key and fetcher. */
export const searchQueries = {
  /** GET /search/global?q&limit&offset: cached 30 s, never retried (spec 1 §9); empty parameters dropped. */
  global: (params: { q: string; limit: number; offset: number }) =>
    queryOptions({
      queryKey: searchKeys.global(params),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/search/global', { params: { query: compactParams(params) as typeof params }, signal })),
      staleTime: SEARCH_STALE_MS,
      retry: false,
    }),
};
