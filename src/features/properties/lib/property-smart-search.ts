/**
import { now as clockNow } from '@/lib/clock';
 * Smart search of properties (spec 1 §2 "Smart search panel", §7, §9): the filters, their options and
 * how they live in the URL search params.
 */
import { now as clockNow } from '@/lib/clock';
export const SMART_SEARCH_LIMIT = 100;
export { SEARCH_DEBOUNCE_MS, SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS } from '@/lib/search';

export interface SmartSearchFilters {
  q: string;
  propertyType: string;
  city: string;
  state: string;
  /** A year-built option value as the API takes it: 'YYYY' (that year) or 'YYYY+' (that year or later). */
  yearBuilt: string;
  /** A unit-count option value as the API takes it: 'N' (exactly) or 'N+' (at least). */
  totalUnits: string;
}

export const emptySmartSearchFilters: SmartSearchFilters = {
  q: '',
  propertyType: '',
  city: '',
  state: '',
  yearBuilt: '',
  totalUnits: '',
};

const KEYS = Object.keys(emptySmartSearchFilters) as (keyof SmartSearchFilters)[];

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * Year built options: current year, minus 1, minus 2 (that exact year), within 5, 10, 20 years
 * (built in that year or later, 'YYYY+').
 */
export function yearBuiltOptions(now: Date = clockNow()): FilterOption[] {
  const y = now.getFullYear();
  return [
    { value: String(y), label: String(y) },
    { value: String(y - 1), label: String(y - 1) },
    { value: String(y - 2), label: String(y - 2) },
    { value: `${y - 5}+`, label: 'Within 5 years' },
    { value: `${y - 10}+`, label: 'Within 10 years' },
    { value: `${y - 20}+`, label: 'Within 20 years' },
  ];
}

/** Unit count options: 1, 2, 3, 4, 5+, 10+, 20+. */
export const UNIT_COUNT_OPTIONS: FilterOption[] = ['1', '2', '3', '4', '5+', '10+', '20+'].map((v) => ({
  value: v,
  label: v,
}));

/** Filters from the URL search params (unknown params ignored). */
export function filtersFromSearchParams(params: URLSearchParams): SmartSearchFilters {
  const out = { ...emptySmartSearchFilters };
  for (const k of KEYS) out[k] = params.get(k) ?? '';
  return out;
}

/** Writes the filters into a copy of `params`, dropping empty ones. */
export function filtersToSearchParams(
  filters: Partial<SmartSearchFilters>,
  params = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const k of KEYS) {
    if (!(k in filters)) continue;
    const v = filters[k]?.trim() ?? '';
    if (v) next.set(k, v);
    else next.delete(k);
  }
  return next;
}

/** True when the search should run: a query or any other parameter (spec 1 §5). */
export function hasSmartSearchCriteria(filters: SmartSearchFilters): boolean {
  return KEYS.some((k) => filters[k].trim() !== '');
}
