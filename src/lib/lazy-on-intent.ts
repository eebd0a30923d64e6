import { lazy, type ComponentType } from 'react';

/** A lazily loaded component with `preload`: starts loading its code before it first renders. */
export type PreloadableComponent<P> = ReturnType<typeof lazy<ComponentType<P>>> & { preload: () => void };

/**
 * A part shown only after a click (a dialog, a form, a tab): its code stays out of the screen's first
 * load and loads on intent, when the pointer comes over or the focus reaches the control that opens it
 * (`intentToOpen`), so the click rarely waits; a first render before that loads it then (wrap it in
 * `Suspense`). A failed load is tried again on the next intent.
 */
export function lazyOnIntent<P>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(
    lazy(start),
    // Starting early only warms the cache: a failure shows when the part renders.
    { preload: () => void start().catch(() => undefined) },
  );
}

/** The props that start loading `parts` when a control shows intent: pointer over, focus, touch. */
export function intentToOpen(...parts: ReadonlyArray<{ preload: () => void }>) {
  const preload = () => {
    for (const part of parts) part.preload();
  };
  return { onPointerOver: preload, onFocus: preload, onTouchStart: preload };
}
