import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { LARGEST_PAGE, vendorQueries, workOrderQueries } from '@/lib/api/queries';
import { toListQuery } from '../lib/work-order-list-filters';

/** One page of the work orders list, from the URL's filters and page (spec 3 §7). */
export function workOrderListQuery(params: URLSearchParams) {
  return queryOptions({ ...workOrderQueries.list(toListQuery(params)), placeholderData: keepPreviousData });
}

/**
 * Every vendor (active or not: an inactive one may hold past work), for the list's vendor filter, by
 * company name. The large data set has 150.
 */
export function vendorFilterQuery() {
  return queryOptions({
    ...vendorQueries.list({ page: 1, limit: LARGEST_PAGE }),
    select: (answer) =>
      answer.data
        .map((v) => ({ value: v.id, label: v.isActive ? v.companyName : `${v.companyName} (inactive)` }))
        .sort((a, b) => a.label.localeCompare(b.label)),
  });
}
