import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { fetchRecord } from '../deleted-records';
import { vendorKeys } from '../query-keys';
import type { MaintenanceCategory, MaintenancePriority, VendorRecommendation } from '../schema.gen';
import { SINGLE_ITEM_STALE_MS, type GetQuery } from './shared';

/** Vendor recommendations stay fresh 5 minutes (spec 3 §7, §9). */
export const VENDOR_RECOMMENDATIONS_STALE_MS = 5 * 60_000;

/** How many work orders a vendor's work history shows (its first page, most recent first). */
export const WORK_HISTORY_LIMIT = 20;

export interface VendorRecommendationParams {
  /** The job's category; the call runs only when it is set (spec 3 §7). */
  category?: MaintenanceCategory | '';
  propertyId?: string;
  priority?: MaintenancePriority | '';
}

/** The GET paths of /vendors: each one's key and fetcher, defined once. */
export const vendorQueries = {
  /** GET /vendors?page&limit&search&specialty&isActive: one page of vendors. */
  list: (query: GetQuery<'/vendors'>) =>
    queryOptions({
      queryKey: vendorKeys.list(query),
      queryFn: () => unwrap(api.GET('/vendors', { params: { query } })),
    }),

  /**
   * GET /vendors/{id}: the vendor, or `null` when it is gone (a 404, not retried; or deactivated in this
   * session, which the client treats as gone: spec 3 §4). The vendor picker's name reads it too.
   */
  detail: (id: string) =>
    queryOptions({
      queryKey: vendorKeys.detail(id),
      queryFn: (context) => fetchRecord(context, () => unwrap(api.GET('/vendors/{id}', { params: { path: { id } } }))),
      staleTime: SINGLE_ITEM_STALE_MS,
      enabled: Boolean(id),
    }),

  /** GET /vendors/{id}/performance: figures derived from the vendor's work orders. */
  performance: (id: string) =>
    queryOptions({
      queryKey: vendorKeys.performance(id),
      queryFn: () => unwrap(api.GET('/vendors/{id}/performance', { params: { path: { id } } })),
      staleTime: SINGLE_ITEM_STALE_MS,
    }),

  /** GET /vendors/{id}/work-history?page=1&limit=20: the vendor's most recent work orders. */
  workHistory: (id: string) =>
    queryOptions({
      queryKey: vendorKeys.workHistory(id),
      queryFn: () =>
        unwrap(
          api.GET('/vendors/{id}/work-history', {
            params: { path: { id }, query: { page: 1, limit: WORK_HISTORY_LIMIT } },
          }),
        ),
      staleTime: SINGLE_ITEM_STALE_MS,
    }),

  /**
   * GET /vendors/recommendations?category&propertyId&priority: the ids of the recommended vendors. Runs
   * only with a category; a failure is an empty list (spec 3 §8); fresh 5 minutes (spec 3 §9).
   */
  recommendations: ({ category = '', propertyId, priority }: VendorRecommendationParams) =>
    queryOptions({
      queryKey: vendorKeys.recommendations({ category, propertyId, priority }),
      queryFn: async (): Promise<VendorRecommendation[]> => {
        try {
          return await unwrap(
            api.GET('/vendors/recommendations', {
              params: {
                query: {
                  category: category as MaintenanceCategory,
                  ...(propertyId ? { propertyId } : {}),
                  ...(priority ? { priority } : {}),
                },
              },
            }),
          );
        } catch (error) {
          console.error('Error loading vendor recommendations', error);
          return [];
        }
      },
      enabled: Boolean(category),
      staleTime: VENDOR_RECOMMENDATIONS_STALE_MS,
      retry: false,
    }),
};
