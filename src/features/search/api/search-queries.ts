import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchQueries } from '@/lib/api/queries';
import { SEARCH_DEFAULT_LIMIT, SEARCH_DEFAULT_OFFSET, isSearchable } from '../lib/search-constants';

export interface GlobalSearchParams {
  q: string;
  limit?: number;
  offset?: number;
}

/** The global search box and results page: runs only with 2+ characters (spec 1 §5). */
export function globalSearchQuery({
  q,
  limit = SEARCH_DEFAULT_LIMIT,
  offset = SEARCH_DEFAULT_OFFSET,
}: GlobalSearchParams) {
  const params = { q: q.trim(), limit, offset };
  return queryOptions({ ...searchQueries.global(params), enabled: isSearchable(params.q) });
}

/** The results page keeps the previous page on screen while the next one loads. */
export function globalSearchPageQuery(params: GlobalSearchParams) {
  return queryOptions({ ...globalSearchQuery(params), placeholderData: keepPreviousData });
}
