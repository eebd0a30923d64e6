import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

export type SearchParamsUpdate = (current: URLSearchParams) => URLSearchParams;
export type UpdateSearchParams = (update: SearchParamsUpdate, options?: NavigateOptions) => void;

/**
 * The URL search params, and an updater that builds on the latest params asked for.
 *
 * react-router's functional `setSearchParams(fn)` hands `fn` the params of the render that created
 * the setter. When a list's filters change twice before the first change has rendered — a click on a
 * checkbox, then a debounced text box writing 300 ms later — the second write starts from the old
 * params and undoes the first. This updater remembers what it last asked for until the URL shows it,
 * and starts from that. The updater's identity never changes (memoised filter controls stay put).
 * (A back/forward navigation landing between a write and its render would be built on; in practice
 * that window is a frame.)
 */
export function useSearchParamsUpdater(): [URLSearchParams, UpdateSearchParams] {
  const [params, setParams] = useSearchParams();
  const latest = useRef({ params, setParams });
  // Kept current after each render, before any event handler can call the updater.
  useLayoutEffect(() => {
    latest.current = { params, setParams };
  }, [params, setParams]);
  /** The search (without `?`) last asked for, until a render shows it. */
  const pending = useRef<string | null>(null);
  const search = params.toString();
  useEffect(() => {
    if (pending.current === search) pending.current = null;
  }, [search]);

  const update = useCallback<UpdateSearchParams>((change, options) => {
    const base = new URLSearchParams(pending.current ?? latest.current.params);
    const next = change(new URLSearchParams(base));
    // Nothing changes: no navigation (and nothing pending that the URL would never show).
    if (next.toString() === base.toString()) return;
    pending.current = next.toString();
    latest.current.setParams(next, options);
  }, []);
  return [params, update];
}
