import { tenantQueries } from '@/lib/api/queries';
import type { RouteQueryInput } from '@/lib/api/route-queries';
import { pageFromParams } from '@/lib/page-param';
import { tenantsListQuery } from '../api/tenant-queries';
import { basicFiltersFromParams } from '../lib/tenant-list-filters';

/** /tenants: the page its `status`, `search` and `page` ask for, unless the smart search is open (`smart=1`). */
export const tenantsRouteQueries = (search: URLSearchParams) => ({
  list: {
    ...tenantsListQuery({ page: pageFromParams(search), ...basicFiltersFromParams(search) }),
    enabled: search.get('smart') !== '1',
  },
});

/** /tenants/:id: the tenant. */
export const tenantRouteQueries = (_: URLSearchParams, { id }: Pick<RouteQueryInput, 'id'>) => ({
  tenant: tenantQueries.detail(id),
});
