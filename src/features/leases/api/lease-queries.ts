import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, compactParams, unwrap } from '@/lib/api/client';
import { assignmentKeys, leaseKeys } from '@/lib/api/query-keys';
import type { LeaseStatus } from '@/lib/api/schema.gen';

/** Lease list page size (spec 2 §9). */
export const LEASES_PAGE_SIZE = 10;

export interface LeaseListFilters {
  search: string;
  /** '' for every status. */
  status: LeaseStatus | '';
}

/** GET /leases?page&limit=10&status&search: one page of lease cards (the server pages and filters). */
export function leasesListQuery(filters: LeaseListFilters, page: number) {
  const query = compactParams({
    page,
    limit: LEASES_PAGE_SIZE,
    status: filters.status || undefined,
    search: filters.search.trim() || undefined,
  });
  return queryOptions({
    queryKey: leaseKeys.list(query),
    queryFn: () => unwrap(api.GET('/leases', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

/** GET /tenant-unit-assignments/by-lease/{id}: the lease's assignments, enriched. */
export function leaseAssignmentsQuery(leaseId: string) {
  return queryOptions({
    queryKey: assignmentKeys.byLease(leaseId),
    queryFn: () => unwrap(api.GET('/tenant-unit-assignments/by-lease/{id}', { params: { path: { id: leaseId } } })),
  });
}

/** GET /leases/{id}/documents. */
export function leaseDocumentsQuery(leaseId: string) {
  return queryOptions({
    queryKey: leaseKeys.documents(leaseId),
    queryFn: () => unwrap(api.GET('/leases/{id}/documents', { params: { path: { id: leaseId } } })),
  });
}

/** GET /leases/{id}/financial-summary. */
export function leaseFinancialSummaryQuery(leaseId: string) {
  return queryOptions({
    queryKey: leaseKeys.financialSummary(leaseId),
    queryFn: () => unwrap(api.GET('/leases/{id}/financial-summary', { params: { path: { id: leaseId } } })),
  });
}

/** GET /leases/{id}/fees/calculate?daysLate. */
export function leaseFeesQuery(leaseId: string, daysLate: number) {
  return queryOptions({
    queryKey: leaseKeys.fees(leaseId, daysLate),
    queryFn: () =>
      unwrap(api.GET('/leases/{id}/fees/calculate', { params: { path: { id: leaseId }, query: { daysLate } } })),
    placeholderData: keepPreviousData,
  });
}
