import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, compactParams, unwrap } from '@/lib/api/client';
import { searchKeys } from '@/lib/api/query-keys';
import { SEARCH_STALE_MS } from '@/lib/search';
import { SEARCH_DEFAULT_LIMIT, SEARCH_DEFAULT_OFFSET, isSearchable } from '../lib/search-constants';

export interface GlobalSearchParams {
  q: string;
  limit?: number;
  offset?: number;
}

/**
 * GET /search/global (spec 1 §7): results cached 30 s, never retried (spec 1 §9); runs only with
 * 2+ characters (spec 1 §5). Empty parameters are dropped.
 */
export function globalSearchQueryOptions({
  q,
  limit = SEARCH_DEFAULT_LIMIT,
  offset = SEARCH_DEFAULT_OFFSET,
}: GlobalSearchParams) {
  const params = { q: q.trim(), limit, offset };
  return queryOptions({
    queryKey: searchKeys.global(params),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/search/global', { params: { query: compactParams(params) as typeof params }, signal })),
    enabled: isSearchable(params.q),
    staleTime: SEARCH_STALE_MS,
    retry: false,
  });
}

/** The results page keeps the previous page on screen while the next one loads. */
export function globalSearchPageQueryOptions(params: GlobalSearchParams) {
  return { ...globalSearchQueryOptions(params), placeholderData: keepPreviousData };
}
