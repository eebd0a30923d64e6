import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { vendorKeys } from '@/lib/api/query-keys';
import { toVendorListQuery, type VendorListFilters } from '../lib/vendor-list-filters';

/** GET /vendors?page&limit&search&specialty&isActive: one page of the vendors list. */
export function vendorsListQuery(filters: VendorListFilters, page: number) {
  const query = toVendorListQuery(filters, page);
  return queryOptions({
    queryKey: vendorKeys.list(query),
    queryFn: () => unwrap(api.GET('/vendors', { params: { query } })),
    // Paging and filtering keep the current cards on screen while the next answer loads.
    placeholderData: keepPreviousData,
  });
}
