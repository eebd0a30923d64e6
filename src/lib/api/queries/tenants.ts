import { queryOptions } from '@tanstack/react-query';
import { SEARCH_STALE_MS, SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS, SUGGESTIONS_STALE_MS } from '@/lib/search';
import { api, unwrap } from '../client';
import { fetchRecord } from '../deleted-records';
import { tenantKeys } from '../query-keys';
import { SINGLE_ITEM_STALE_MS, type GetQuery } from './shared';

/** Spec 2 §9: the tenant cache is retained 5 minutes. */
export const TENANT_GC_MS = 5 * 60_000;

/** The GET paths of /tenants: each one's key and fetcher, defined once. */
export const tenantQueries = {
  /** GET /tenants?page&limit&status&search: one page of tenants. */
  list: (query: GetQuery<'/tenants'>) =>
    queryOptions({
      queryKey: tenantKeys.list(query),
      queryFn: () => unwrap(api.GET('/tenants', { params: { query } })),
      gcTime: TENANT_GC_MS,
    }),

  /** GET /tenants/search: fresh 30 s, never retried (spec 2 §9). */
  search: (query: GetQuery<'/tenants/search'>) =>
    queryOptions({
      queryKey: tenantKeys.search(query),
      queryFn: () => unwrap(api.GET('/tenants/search', { params: { query } })),
      staleTime: SEARCH_STALE_MS,
      retry: false,
    }),

  /** GET /tenants/suggestions?q&limit: from 2 characters, kept 60 s (spec 2 §9). */
  suggestions: (q: string, limit = SUGGESTION_LIMIT) => {
    const text = q.trim();
    return queryOptions({
      queryKey: tenantKeys.suggestions(text, limit),
      queryFn: () => unwrap(api.GET('/tenants/suggestions', { params: { query: { q: text, limit } } })),
      enabled: text.length >= SUGGESTION_MIN_CHARS,
      staleTime: SUGGESTIONS_STALE_MS,
      retry: false,
    });
  },

  /** GET /tenants/{id}: the tenant, or `null` when gone (a 404, or deleted in this session; spec 2 §4, §7). */
  detail: (id: string) =>
    queryOptions({
      queryKey: tenantKeys.detail(id),
      queryFn: (context) => fetchRecord(context, () => unwrap(api.GET('/tenants/{id}', { params: { path: { id } } }))),
      staleTime: SINGLE_ITEM_STALE_MS,
      gcTime: TENANT_GC_MS,
      enabled: Boolean(id),
    }),
};
