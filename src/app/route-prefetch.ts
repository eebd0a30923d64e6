/**
 * Prefetch on intent: a link's pointer-over, focus or touch starts loading its route's chunk and its
 * first queries (the same as its loader), so the click finds them loaded or on the way. The app's
 * router registers how (`registerRoutePrefetch`); without one (tests, stories) a prefetch does nothing.
 */
let prefetcher: ((to: string) => void) | undefined;

export function registerRoutePrefetch(prefetch: ((to: string) => void) | undefined): void {
  prefetcher = prefetch;
}

/** Starts loading what `to` (an app path, with its search) needs; fresh queries are not asked again. */
export function prefetchRoute(to: string): void {
  prefetcher?.(to);
}

/** The props that prefetch `to` on intent: pointer over, focus, touch. */
export function prefetchOnIntent(to: string) {
  const prefetch = () => prefetchRoute(to);
  return { onPointerEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch };
}
