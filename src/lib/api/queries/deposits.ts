import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { fetchRecord } from '../deleted-records';
import { depositReturnKeys, leaseKeys } from '../query-keys';
import { SINGLE_ITEM_STALE_MS, type GetQuery } from './shared';

/** The GET paths of a lease's deposit disposition and of /deposit-returns: each one's key and fetcher, once. */
export const depositQueries = {
  /**
   * GET /leases/{id}/deposit-disposition: the disposition (figures computed for today until final), or
   * `null` when the lease is gone (a 404, not retried). Fresh as long as a record's detail.
   */
  disposition: (leaseId: string) =>
    queryOptions({
      queryKey: leaseKeys.depositDisposition(leaseId),
      queryFn: (context) =>
        fetchRecord(context, () =>
          unwrap(api.GET('/leases/{id}/deposit-disposition', { params: { path: { id: leaseId } } })),
        ),
      staleTime: SINGLE_ITEM_STALE_MS,
      enabled: Boolean(leaseId),
    }),

  /** GET /deposit-returns?status&propertyId&search&page&limit: one page, with the open dispositions' summary. */
  returns: (query: GetQuery<'/deposit-returns'>) =>
    queryOptions({
      queryKey: depositReturnKeys.list(query),
      queryFn: ({ signal }) => unwrap(api.GET('/deposit-returns', { params: { query }, signal })),
    }),
};
