import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders `children` in a background render right after the one that mounts it: the part of a screen
 * below the fold (on a phone) does not lengthen the render that paints what is above it. React draws
 * a background render in slices and answers input between them, so a screen's data arriving no longer
 * blocks the page for one long task. Put it last in a column, so nothing above it moves when it appears.
 */
export function DeferredRender({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
