import { depositQueries } from '@/lib/api/queries';
import type { RouteQueryInput } from '@/lib/api/route-queries';
import { pageFromParams } from '@/lib/page-param';
import { depositReturnsListQuery } from '../api/deposit-queries';
import { depositReturnFiltersFromParams } from '../lib/deposit-return-list-filters';

/** /deposit-returns: the page its search, property, status and `page` ask for. */
export const depositReturnsRouteQueries = (search: URLSearchParams) => ({
  list: depositReturnsListQuery(depositReturnFiltersFromParams(search), pageFromParams(search)),
});

/** /leases/:id/deposit: the lease's disposition. */
export const leaseDepositRouteQueries = (_: URLSearchParams, { id }: Pick<RouteQueryInput, 'id'>) => ({
  disposition: depositQueries.disposition(id),
});
