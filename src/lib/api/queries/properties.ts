import { queryOptions } from '@tanstack/react-query';
import { SEARCH_STALE_MS, SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS, SUGGESTIONS_STALE_MS } from '@/lib/search';
import { api, unwrap } from '../client';
import { fetchRecord } from '../deleted-records';
import { propertyKeys } from '../query-keys';
import { SINGLE_ITEM_STALE_MS, type GetQuery } from './shared';

/** The GET paths of /rental-properties: each one's key and fetcher, defined once. */
export const propertyQueries = {
  /** GET /rental-properties?page&limit: one page of properties with their units and photos. */
  list: (query: { page: number; limit: number }) =>
    queryOptions({
      queryKey: propertyKeys.list(query),
      queryFn: () => unwrap(api.GET('/rental-properties', { params: { query } })),
    }),

  /** GET /rental-properties/search: fresh 30 s, never retried (spec 1 §9). */
  search: (query: GetQuery<'/rental-properties/search'>) =>
    queryOptions({
      queryKey: propertyKeys.search(query),
      queryFn: () => unwrap(api.GET('/rental-properties/search', { params: { query } })),
      staleTime: SEARCH_STALE_MS,
      retry: false,
    }),

  /** GET /rental-properties/suggestions?q&limit: from 2 characters, cached 60 s (spec 1 §5, §9). */
  suggestions: (q: string, limit = SUGGESTION_LIMIT) => {
    const text = q.trim();
    return queryOptions({
      queryKey: propertyKeys.suggestions(text, limit),
      queryFn: () => unwrap(api.GET('/rental-properties/suggestions', { params: { query: { q: text, limit } } })),
      enabled: text.length >= SUGGESTION_MIN_CHARS,
      staleTime: SUGGESTIONS_STALE_MS,
      retry: false,
    });
  },

  /**
   * GET /rental-properties/{id}: the property, or `null` when it is gone (a 404, not retried; or deleted
   * in this session, then never fetched again: spec 1 §4). The property picker's name reads it too.
   */
  detail: (id: string) =>
    queryOptions({
      queryKey: propertyKeys.detail(id),
      queryFn: (context) =>
        fetchRecord(context, () => unwrap(api.GET('/rental-properties/{id}', { params: { path: { id } } }))),
      staleTime: SINGLE_ITEM_STALE_MS,
      enabled: Boolean(id),
    }),

  /**
   * GET /rental-properties/{id}/statement?month: the owner statement of one month. Computed from payments,
   * work orders and assignments, which other pages change without refreshing the property's keys, so it is
   * never taken as fresh: each visit of the property page asks again (the cached one shows meanwhile).
   */
  statement: (id: string, month: string) =>
    queryOptions({
      queryKey: propertyKeys.statement(id, month),
      queryFn: () =>
        unwrap(api.GET('/rental-properties/{id}/statement', { params: { path: { id }, query: { month } } })),
      staleTime: 0,
    }),
};
