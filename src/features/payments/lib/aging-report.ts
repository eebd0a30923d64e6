import type { AgingFilters } from '../api/payment-queries';

/** The overdue report's views in the URL (`view`): the spec's severity view is the default. */
export type OverdueView = 'severity' | 'aging';
export const isAgingView = (value: string | null): boolean => value === 'aging';

/** The Aging view's filters from the URL: `asOf` (`today` when absent) and `property` (all when absent). */
export function agingFiltersFromParams(params: URLSearchParams, today: string): AgingFilters {
  return { asOf: params.get('asOf') || today, propertyId: params.get('property') || undefined };
}
