import { workOrderQueries } from '@/lib/api/queries';
import type { RouteQueryInput } from '@/lib/api/route-queries';
import { vendorFilterQuery, workOrderListQuery } from '../api/work-order-queries';

/** /work-orders: the page its filters and `page` ask for, and the vendors of its vendor filter. */
export const workOrdersRouteQueries = (search: URLSearchParams) => ({
  list: workOrderListQuery(search),
  vendors: vendorFilterQuery(),
});

/** /work-orders/:id: the work order. */
export const workOrderRouteQueries = (_: URLSearchParams, { id }: Pick<RouteQueryInput, 'id'>) => ({
  workOrder: workOrderQueries.detail(id),
});
