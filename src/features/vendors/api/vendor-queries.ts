import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { vendorQueries } from '@/lib/api/queries';
import { toVendorListQuery, type VendorListFilters } from '../lib/vendor-list-filters';

/** One page of the vendors list; paging and filtering keep the current cards on screen while the next answer loads. */
export function vendorsListQuery(filters: VendorListFilters, page: number) {
  return queryOptions({ ...vendorQueries.list(toVendorListQuery(filters, page)), placeholderData: keepPreviousData });
}
