import { useCallback, useMemo } from 'react';
import { pageFromParams, withPageParam } from './page-param';
import { useSearchParamsUpdater, type UpdateSearchParams } from './use-search-params-updater';

/**
 * A list's state in the URL: the names of its filters (search text, selects, sort) and the values
 * left out of the URL because they are the default (`{ active: 'active' }`). The page is `page`.
 * Declare it once per list, at module level (`const LEASE_LIST = { keys: ['search', 'status'] }`).
 */
export interface ListParamsSpec<K extends string> {
  keys: readonly K[];
  defaults?: Partial<Record<K, string>>;
}

/** `current` with one filter set (blank or default: removed) and the page back to 1. */
export function withListFilter<K extends string>(
  current: URLSearchParams,
  spec: ListParamsSpec<K>,
  key: K,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (value.trim() && value !== spec.defaults?.[key]) next.set(key, value);
  else next.delete(key);
  next.delete('page');
  return next;
}

/** `current` without any of the list's filters and back to page 1 (Clear Filters); other params stay. */
export function withoutListFilters<K extends string>(
  current: URLSearchParams,
  spec: ListParamsSpec<K>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of spec.keys) next.delete(key);
  next.delete('page');
  return next;
}

export interface ListParams<K extends string> {
  /** The URL's search params (a list's own parser reads and validates its filters from them). */
  params: URLSearchParams;
  /** Each filter's raw value, its default when absent. */
  values: Record<K, string>;
  /** The 1-based page (`?page=N`). */
  page: number;
  /** Sets one filter and goes back to page 1. */
  setFilter: (key: K, value: string) => void;
  /** One stable setter per filter, for memoised controls: `onChange={on.status}`. */
  on: Record<K, (value: string) => void>;
  setPage: (page: number) => void;
  /** Removes every filter of the list (Clear Filters). */
  clear: () => void;
  /** Any other change of the URL's params, built on the latest ones (a smart search's codec). */
  update: UpdateSearchParams;
}

/**
 * The one list-state mechanism: filters, search text, sort and page of a list live in the URL, so a
 * list can be linked, reloaded, and gone back and forward through. Every write builds on the latest
 * params asked for (`useSearchParamsUpdater`), so two quick changes (a select, then a debounced search
 * box) both land. `spec` must keep its identity (declare it at module level).
 */
export function useListParams<K extends string>(spec: ListParamsSpec<K>): ListParams<K> {
  const [params, update] = useSearchParamsUpdater();
  const setFilter = useCallback(
    (key: K, value: string) => update((current) => withListFilter(current, spec, key, value)),
    [update, spec],
  );
  const on = useMemo(
    () =>
      Object.fromEntries(spec.keys.map((key) => [key, (value: string) => setFilter(key, value)])) as Record<
        K,
        (value: string) => void
      >,
    [spec, setFilter],
  );
  const setPage = useCallback((page: number) => update((current) => withPageParam(current, page)), [update]);
  const clear = useCallback(() => update((current) => withoutListFilters(current, spec)), [update, spec]);
  const values = Object.fromEntries(
    spec.keys.map((key) => [key, params.get(key) ?? spec.defaults?.[key] ?? '']),
  ) as Record<K, string>;
  return { params, values, page: pageFromParams(params), setFilter, on, setPage, clear, update };
}
