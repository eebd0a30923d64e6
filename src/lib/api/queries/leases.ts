import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { fetchRecord } from '../deleted-records';
import { leaseKeys } from '../query-keys';
import type { LeaseList } from '../schema.gen';
import { SINGLE_ITEM_STALE_MS, type GetQuery } from './shared';

/** GET /leases/{id}/documents/{name}: the document's file (a download, not cached). */
export function fetchLeaseDocument(id: string, name: string): Promise<Blob> {
  return unwrap(api.GET('/leases/{id}/documents/{name}', { params: { path: { id, name } }, parseAs: 'blob' }));
}

/** The GET paths of /leases: each one's key and fetcher, defined once. */
export const leaseQueries = {
  /** GET /leases?page&limit&status&search: one page of leases, newest start date first. */
  list: (query: GetQuery<'/leases'>) =>
    queryOptions({
      queryKey: leaseKeys.list(query),
      queryFn: (): Promise<LeaseList> => unwrap(api.GET('/leases', { params: { query } })),
    }),

  /** GET /leases/{id}: the lease, or `null` when gone (a 404, or deleted in this session). The lease picker reads it too. */
  detail: (id: string) =>
    queryOptions({
      queryKey: leaseKeys.detail(id),
      queryFn: (context) => fetchRecord(context, () => unwrap(api.GET('/leases/{id}', { params: { path: { id } } }))),
      staleTime: SINGLE_ITEM_STALE_MS,
      enabled: Boolean(id),
    }),

  /** GET /leases/{id}/documents. */
  documents: (leaseId: string) =>
    queryOptions({
      queryKey: leaseKeys.documents(leaseId),
      queryFn: () => unwrap(api.GET('/leases/{id}/documents', { params: { path: { id: leaseId } } })),
    }),

  /** GET /leases/{id}/financial-summary. */
  financialSummary: (leaseId: string) =>
    queryOptions({
      queryKey: leaseKeys.financialSummary(leaseId),
      queryFn: () => unwrap(api.GET('/leases/{id}/financial-summary', { params: { path: { id: leaseId } } })),
    }),

  /** GET /leases/{id}/ledger?from&to: the lease's charges and payments with a running balance. */
  ledger: (leaseId: string, range: { from?: string; to?: string } = {}) =>
    queryOptions({
      queryKey: leaseKeys.ledger(leaseId, range),
      queryFn: () => unwrap(api.GET('/leases/{id}/ledger', { params: { path: { id: leaseId }, query: range } })),
      enabled: Boolean(leaseId),
    }),

  /** GET /leases/{id}/fees/calculate?daysLate. */
  fees: (leaseId: string, daysLate: number) =>
    queryOptions({
      queryKey: leaseKeys.fees(leaseId, daysLate),
      queryFn: () =>
        unwrap(api.GET('/leases/{id}/fees/calculate', { params: { path: { id: leaseId }, query: { daysLate } } })),
    }),
};
