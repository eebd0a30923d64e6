import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unitQueries } from '@/lib/api/queries';
import { toUnitSearchQuery, type UnitSmartSearchFilters } from '../lib/unit-smart-search';

/** The smart search's page of results (server paging through limit and offset). */
export function unitSearchQuery(filters: UnitSmartSearchFilters, page: number) {
  return queryOptions({ ...unitQueries.search(toUnitSearchQuery(filters, page)), placeholderData: keepPreviousData });
}
