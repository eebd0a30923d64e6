import { propertyQueries } from '@/lib/api/queries';
import type { RouteQueryInput } from '@/lib/api/route-queries';
import { pageFromParams } from '@/lib/page-param';
import { propertiesListQuery } from '../api/property-queries';
import { filtersFromSearchParams, hasSmartSearchCriteria } from '../lib/property-smart-search';

/** /properties: the page of cards, unless the smart search (`smart=1`) has criteria: its results replace the cards. */
export const propertiesRouteQueries = (search: URLSearchParams) => ({
  list: {
    ...propertiesListQuery(pageFromParams(search)),
    enabled: !(search.get('smart') === '1' && hasSmartSearchCriteria(filtersFromSearchParams(search))),
  },
});

/** /properties/:id: the property. */
export const propertyRouteQueries = (_: URLSearchParams, { id }: Pick<RouteQueryInput, 'id'>) => ({
  property: propertyQueries.detail(id),
});
