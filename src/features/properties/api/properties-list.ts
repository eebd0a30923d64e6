import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { propertyKeys } from '@/lib/api/query-keys';

/** Property list page size (spec 1 §9). */
export const PROPERTY_PAGE_SIZE = 100;

/** GET /rental-properties?page&limit — one page of properties with their units and photos. */
export function propertiesListQuery(page: number, limit = PROPERTY_PAGE_SIZE) {
  return queryOptions({
    queryKey: propertyKeys.list({ page, limit }),
    queryFn: () => unwrap(api.GET('/rental-properties', { params: { query: { page, limit } } })),
    // Paging keeps the current cards on screen while the next page loads.
    placeholderData: keepPreviousData,
  });
}
