import type { AgingBuckets } from '@/lib/api/schema.gen';
import { roundCents } from '@/lib/late-fees';
import { AGING_BUCKETS } from '@/lib/ledger';
import { MONEY_LABELS } from '@/lib/money-labels';
import type { AgingFilters } from '../api/payment-queries';

/** The overdue report's views in the URL (`view`): the spec's severity view is the default. */
export type OverdueView = 'severity' | 'aging';
export const isAgingView = (value: string | null): boolean => value === 'aging';

/** The Aging view's filters from the URL: `asOf` (`today` when absent) and `property` (all when absent). */
export function agingFiltersFromParams(params: URLSearchParams, today: string): AgingFilters {
  return { asOf: params.get('asOf') || today, propertyId: params.get('property') || undefined };
}

/**
 * The aging's amount columns in order, as the screen and its CSV name them: the first is what is not yet
 * past due (the money labels' Current), then the past-due buckets by days.
 */
export const AGING_COLUMNS: ReadonlyArray<(typeof AGING_BUCKETS)[number]> = AGING_BUCKETS.map((b) =>
  b.key === 'current' ? { ...b, label: MONEY_LABELS.current } : b,
);

/** The past-due buckets (every one but Current). */
export const PAST_DUE_BUCKETS = AGING_BUCKETS.filter((b) => b.key !== 'current');

/** What is past due of an aging line: its past-due buckets summed (= its total less Current). */
export function pastDueOf(buckets: AgingBuckets): number {
  return roundCents(PAST_DUE_BUCKETS.reduce((sum, b) => sum + buckets[b.key], 0));
}
