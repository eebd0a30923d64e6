import { maintenanceRequestQueries } from '@/lib/api/queries';
import type { RouteQueryInput } from '@/lib/api/route-queries';
import { pageFromParams } from '@/lib/page-param';
import { requestListQuery } from '../api/maintenance-request-queries';
import { requestFiltersFromParams } from '../lib/maintenance-request-list-filters';

/** /maintenance-requests: the page its filters and `page` ask for. */
export const maintenanceRequestsRouteQueries = (search: URLSearchParams) => ({
  list: requestListQuery(requestFiltersFromParams(search), pageFromParams(search)),
});

/** /maintenance-requests/:id: the request. */
export const maintenanceRequestRouteQueries = (_: URLSearchParams, { id }: Pick<RouteQueryInput, 'id'>) => ({
  request: maintenanceRequestQueries.detail(id),
});
