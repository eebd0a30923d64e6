import { leaseQueries } from '@/lib/api/queries';
import { pageFromParams } from '@/lib/page-param';
import type { RouteQueryInput } from '@/lib/api/route-queries';
import { leasesListQuery } from '../api/lease-queries';
import { statusFromParam } from '../lib/lease-display';

/** /leases: the page of cards its `search`, `status` and `page` ask for. */
export const leasesRouteQueries = (search: URLSearchParams) => ({
  list: leasesListQuery(
    { search: search.get('search') ?? '', status: statusFromParam(search.get('status')) },
    pageFromParams(search),
  ),
});

/** /leases/:id: the lease. */
export const leaseRouteQueries = (_: URLSearchParams, { id }: Pick<RouteQueryInput, 'id'>) => ({
  lease: leaseQueries.detail(id),
});
