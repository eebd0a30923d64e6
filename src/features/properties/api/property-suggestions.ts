import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS } from '../lib/smart-search';
import { propertyKeys } from '@/lib/api/query-keys';
import { SUGGESTIONS_STALE_MS } from '@/lib/search';

/** GET /rental-properties/suggestions?q&limit=5 — only for 2 or more characters (spec 1 §5). */
export function propertySuggestionsQuery(q: string) {
  const text = q.trim();
  return queryOptions({
    queryKey: propertyKeys.suggestions(text),
    queryFn: () =>
      unwrap(api.GET('/rental-properties/suggestions', { params: { query: { q: text, limit: SUGGESTION_LIMIT } } })),
    enabled: text.length >= SUGGESTION_MIN_CHARS,
    staleTime: SUGGESTIONS_STALE_MS,
    retry: false,
  });
}
