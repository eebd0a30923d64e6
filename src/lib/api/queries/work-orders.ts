import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { fetchRecord } from '../deleted-records';
import { workOrderKeys } from '../query-keys';
import { SINGLE_ITEM_STALE_MS, type GetQuery } from './shared';

/** The GET paths of /work-orders: each one's key and fetcher, defined once. */
export const workOrderQueries = {
  /** GET /work-orders?page&limit&status&priority&vendorId&maintenanceRequestId&search. */
  list: (query: GetQuery<'/work-orders'>) =>
    queryOptions({
      queryKey: workOrderKeys.list(query),
      queryFn: () => unwrap(api.GET('/work-orders', { params: { query } })),
    }),

  /** GET /work-orders/{id}: the work order, or `null` when it is gone (a 404, not retried; fresh 60 s, spec 3 §7, §9). */
  detail: (id: string) =>
    queryOptions({
      queryKey: workOrderKeys.detail(id),
      queryFn: (context) =>
        fetchRecord(context, () => unwrap(api.GET('/work-orders/{id}', { params: { path: { id } } }))),
      staleTime: SINGLE_ITEM_STALE_MS,
      enabled: Boolean(id),
    }),
};
