import { vendorQueries } from '@/lib/api/queries';
import type { RouteQueryInput } from '@/lib/api/route-queries';
import { pageFromParams } from '@/lib/page-param';
import { vendorsListQuery } from '../api/vendor-queries';
import { vendorFiltersFromParams } from '../lib/vendor-list-filters';

/** /vendors: the page its filters and `page` ask for. */
export const vendorsRouteQueries = (search: URLSearchParams) => ({
  list: vendorsListQuery(vendorFiltersFromParams(search), pageFromParams(search)),
});

/** /vendors/:id: the vendor. */
export const vendorRouteQueries = (_: URLSearchParams, { id }: Pick<RouteQueryInput, 'id'>) => ({
  vendor: vendorQueries.detail(id),
});
