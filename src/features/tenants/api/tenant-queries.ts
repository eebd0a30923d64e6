import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, compactParams, unwrap } from '@/lib/api/client';
import { fetchRecord } from '@/lib/api/deleted-records';
import { tenantKeys } from '@/lib/api/query-keys';
import { SEARCH_STALE_MS, SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS, SUGGESTIONS_STALE_MS } from '@/lib/search';
import type { BackgroundCheckStatus, TenantStatus } from '@/lib/api/schema.gen';
import { hasTenantSearchCriteria, TENANT_SEARCH_LIMIT, type TenantSmartFilters } from '../lib/tenant-filters';

/** Spec 2 §9: the tenant cache is retained 5 minutes. */
export const TENANT_GC_MS = 5 * 60_000;

/** Tenants list page size (spec 2 §9: list fetches page 1, limit 100). */
export const TENANTS_PAGE_SIZE = 100;

/** GET /tenants?page&limit&status&search — one page of the tenant cards. */
export function tenantsListQuery(params: { page: number; status: string; search: string }) {
  const query = {
    page: params.page,
    limit: TENANTS_PAGE_SIZE,
    ...compactParams({ status: params.status as TenantStatus | '', search: params.search.trim() }),
  };
  return queryOptions({
    queryKey: tenantKeys.list(query),
    queryFn: () =>
      unwrap(api.GET('/tenants', { params: { query: query as typeof query & { status?: TenantStatus } } })),
    placeholderData: keepPreviousData,
    gcTime: TENANT_GC_MS,
  });
}

/** GET /tenants/search — the smart search (limit 100, offset 0; spec 2 §9), with a text or any filter. */
export function tenantSearchQuery(filters: TenantSmartFilters) {
  return queryOptions({
    queryKey: tenantKeys.search(filters),
    queryFn: () =>
      unwrap(
        api.GET('/tenants/search', {
          params: {
            query: {
              ...compactParams({
                q: filters.q.trim(),
                status: (filters.status || undefined) as TenantStatus | undefined,
                backgroundCheckStatus: (filters.backgroundCheckStatus || undefined) as
                  BackgroundCheckStatus | undefined,
              }),
              ...(filters.hasActiveLease ? { hasActiveLease: true } : {}),
              ...(filters.hasPets ? { hasPets: true } : {}),
              limit: TENANT_SEARCH_LIMIT,
              offset: 0,
            },
          },
        }),
      ),
    enabled: hasTenantSearchCriteria(filters),
    staleTime: SEARCH_STALE_MS,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** GET /tenants/suggestions?q&limit=5 — from 2 characters (spec 2 §9), kept 60 s. */
export function tenantSuggestionsListQuery(q: string) {
  const text = q.trim();
  return queryOptions({
    // The shared tenant picker asks the same path with limit 10 under `tenantKeys.suggestions(text)`: the
    // limit is part of this key so neither reads the other's answer (still under the suggestions prefix
    // that `refreshAfter` refreshes).
    queryKey: [...tenantKeys.suggestions(text), { limit: SUGGESTION_LIMIT }] as const,
    queryFn: () => unwrap(api.GET('/tenants/suggestions', { params: { query: { q: text, limit: SUGGESTION_LIMIT } } })),
    enabled: text.length >= SUGGESTION_MIN_CHARS,
    staleTime: SUGGESTIONS_STALE_MS,
    retry: false,
  });
}

/** GET /tenants/{id}: the tenant, or `null` when gone (a 404, or deleted in this session; spec 2 §4). */
export function tenantDetailQuery(id: string) {
  return queryOptions({
    queryKey: tenantKeys.detail(id),
    queryFn: (context) => fetchRecord(context, () => unwrap(api.GET('/tenants/{id}', { params: { path: { id } } }))),
    gcTime: TENANT_GC_MS,
    enabled: Boolean(id),
  });
}
