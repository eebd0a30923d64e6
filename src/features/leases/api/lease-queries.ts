import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { compactParams } from '@/lib/api/client';
import { leaseQueries } from '@/lib/api/queries';
import type { LeaseStatus } from '@/lib/api/schema.gen';
import { PAGE_SIZES } from '@/lib/page-sizes';

/** Lease list page size (spec 2 §9). */
export const LEASES_PAGE_SIZE = PAGE_SIZES.leases;

export interface LeaseListFilters {
  search: string;
  /** '' for every status. */
  status: LeaseStatus | '';
}

/** One page of lease cards (the server pages and filters). */
export function leasesListQuery(filters: LeaseListFilters, page: number) {
  const query = compactParams({
    page,
    limit: LEASES_PAGE_SIZE,
    status: filters.status || undefined,
    search: filters.search.trim() || undefined,
  });
  return queryOptions({ ...leaseQueries.list(query), placeholderData: keepPreviousData });
}

/** The fees calculator keeps its last answer on screen while the days late change. */
export function leaseFeesQuery(leaseId: string, daysLate: number) {
  return queryOptions({ ...leaseQueries.fees(leaseId, daysLate), placeholderData: keepPreviousData });
}
