import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { compactParams } from '@/lib/api/client';
import { tenantQueries } from '@/lib/api/queries';
import type { BackgroundCheckStatus, TenantStatus } from '@/lib/api/schema.gen';
import { PAGE_SIZES } from '@/lib/page-sizes';
import { hasTenantSearchCriteria, TENANT_SEARCH_LIMIT, type TenantSmartFilters } from '../lib/tenant-list-filters';

/** Tenants list page size (spec 2 §9: list fetches page 1, limit 100). */
export const TENANTS_PAGE_SIZE = PAGE_SIZES.tenants;

/** One page of the tenant cards, filtered by status and text. */
export function tenantsListQuery(params: { page: number; status: string; search: string }) {
  const query = {
    page: params.page,
    limit: TENANTS_PAGE_SIZE,
    ...compactParams({
      status: (params.status || undefined) as TenantStatus | undefined,
      search: params.search.trim(),
    }),
  };
  return queryOptions({ ...tenantQueries.list(query), placeholderData: keepPreviousData });
}

/** The smart search (limit 100, offset 0; spec 2 §9), with a text or any filter. */
export function tenantSearchQuery(filters: TenantSmartFilters) {
  const query = {
    ...compactParams({
      q: filters.q.trim(),
      status: (filters.status || undefined) as TenantStatus | undefined,
      backgroundCheckStatus: (filters.backgroundCheckStatus || undefined) as BackgroundCheckStatus | undefined,
    }),
    ...(filters.hasActiveLease ? { hasActiveLease: true } : {}),
    ...(filters.hasPets ? { hasPets: true } : {}),
    limit: TENANT_SEARCH_LIMIT,
    offset: 0,
  };
  return queryOptions({
    ...tenantQueries.search(query),
    enabled: hasTenantSearchCriteria(filters),
    placeholderData: keepPreviousData,
  });
}
