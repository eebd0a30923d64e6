import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import {
  SUGGESTION_LIMIT,
  SUGGESTION_MIN_CHARS,
  toUnitSearchQuery,
  type UnitSmartSearchFilters,
} from '../lib/unit-smart-search';
import { unitKeys } from '@/lib/api/query-keys';
import { SEARCH_STALE_MS, SUGGESTIONS_STALE_MS } from '@/lib/search';

/** GET /units/search for one page of results (server paging through limit and offset). */
export function unitSearchQuery(filters: UnitSmartSearchFilters, page: number) {
  const query = toUnitSearchQuery(filters, page);
  return queryOptions({
    queryKey: unitKeys.search(query),
    queryFn: () => unwrap(api.GET('/units/search', { params: { query } })),
    staleTime: SEARCH_STALE_MS,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** GET /units/suggestions?q&limit=5 — only for 2 or more characters. */
export function unitSuggestionsQuery(q: string, propertyId?: string) {
  const text = q.trim();
  return queryOptions({
    queryKey: unitKeys.suggestions(text, propertyId),
    queryFn: () =>
      unwrap(
        api.GET('/units/suggestions', {
          params: { query: { q: text, limit: SUGGESTION_LIMIT, ...(propertyId ? { propertyId } : {}) } },
        }),
      ),
    enabled: text.length >= SUGGESTION_MIN_CHARS,
    staleTime: SUGGESTIONS_STALE_MS,
    retry: false,
  });
}
