import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { workOrderQueries, maintenanceRequestQueries } from '@/lib/api/queries';
import type { MaintenanceCategory, MaintenancePriority, MaintenanceRequestStatus } from '@/lib/api/schema.gen';
import { PAGE_SIZES } from '@/lib/page-sizes';

/** Spec 3 §9: page size 20 for lists. */
export const REQUESTS_PAGE_SIZE = PAGE_SIZES.maintenanceRequests;
/** Spec 3 §2: the first 20 work orders of a request. */
export const RELATED_WORK_ORDERS_LIMIT = 20;

export interface RequestListFilters {
  search: string;
  status: MaintenanceRequestStatus | '';
  priority: MaintenancePriority | '';
  category: MaintenanceCategory | '';
}

/** One page of the requests list (20, empty filters omitted: spec 3 §7). */
export function requestListQuery(filters: RequestListFilters, page: number) {
  return queryOptions({
    ...maintenanceRequestQueries.list({
      page,
      limit: REQUESTS_PAGE_SIZE,
      ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.priority ? { priority: filters.priority } : {}),
      ...(filters.category ? { category: filters.category } : {}),
    }),
    placeholderData: keepPreviousData,
  });
}

/** The request's first 20 work orders (spec 3 §2). */
export function relatedWorkOrdersQuery(requestId: string) {
  return queryOptions({
    ...workOrderQueries.list({ maintenanceRequestId: requestId, page: 1, limit: RELATED_WORK_ORDERS_LIMIT }),
    enabled: Boolean(requestId),
  });
}
