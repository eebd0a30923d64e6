import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, compactParams, unwrap } from '@/lib/api/client';
import type { PropertyType } from '@/lib/api/schema.gen';
import { hasSmartSearchCriteria, SMART_SEARCH_LIMIT, type SmartSearchFilters } from '../lib/smart-search';
import { propertyKeys } from '@/lib/api/query-keys';
import { SEARCH_STALE_MS } from '@/lib/search';

/** GET /rental-properties/search — runs with a query or any other parameter (spec 1 §5). */
export function propertySearchQuery(filters: SmartSearchFilters) {
  return queryOptions({
    queryKey: propertyKeys.search(filters),
    queryFn: () =>
      unwrap(
        api.GET('/rental-properties/search', {
          params: {
            query: {
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
            },
          },
        }),
      ),
    enabled: hasSmartSearchCriteria(filters),
    staleTime: SEARCH_STALE_MS,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
