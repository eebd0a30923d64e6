import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { compactParams } from '@/lib/api/client';
import { propertyQueries } from '@/lib/api/queries';
import type { PropertyType } from '@/lib/api/schema.gen';
import { PAGE_SIZES } from '@/lib/page-sizes';
import { hasSmartSearchCriteria, SMART_SEARCH_LIMIT, type SmartSearchFilters } from '../lib/property-smart-search';

/** Property list page size (spec 1 §9). */
export const PROPERTY_PAGE_SIZE = PAGE_SIZES.properties;

/** One page of the properties list; paging keeps the current cards on screen while the next page loads. */
export function propertiesListQuery(page: number, limit = PROPERTY_PAGE_SIZE) {
  return queryOptions({ ...propertyQueries.list({ page, limit }), placeholderData: keepPreviousData });
}

/** The smart search: runs with a query or any other parameter (spec 1 §5). */
export function propertySearchQuery(filters: SmartSearchFilters) {
  const query = {
    ...compactParams({
      q: filters.q.trim(),
      propertyType: (filters.propertyType || undefined) as PropertyType | undefined,
      city: filters.city.trim(),
      state: filters.state.trim(),
      yearBuilt: filters.yearBuilt,
      totalUnits: filters.totalUnits,
    }),
    limit: SMART_SEARCH_LIMIT,
    offset: 0,
  };
  return queryOptions({
    ...propertyQueries.search(query),
    enabled: hasSmartSearchCriteria(filters),
    placeholderData: keepPreviousData,
  });
}
