import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { fetchRecord } from '../deleted-records';
import { maintenanceRequestKeys } from '../query-keys';
import { SINGLE_ITEM_STALE_MS, type GetQuery } from './shared';

/** The GET paths of /maintenance-requests: each one's key and fetcher, defined once. */
export const maintenanceRequestQueries = {
  /** GET /maintenance-requests?page&limit&status&priority&category&search. */
  list: (query: GetQuery<'/maintenance-requests'>) =>
    queryOptions({
      queryKey: maintenanceRequestKeys.list(query),
      queryFn: () => unwrap(api.GET('/maintenance-requests', { params: { query } })),
    }),

  /** GET /maintenance-requests/{id}: the request, or `null` when gone (404 not retried); fresh 60 s (spec 3 §7, §9). */
  detail: (id: string) =>
    queryOptions({
      queryKey: maintenanceRequestKeys.detail(id),
      queryFn: (context) =>
        fetchRecord(context, () => unwrap(api.GET('/maintenance-requests/{id}', { params: { path: { id } } }))),
      staleTime: SINGLE_ITEM_STALE_MS,
      enabled: Boolean(id),
    }),
};
