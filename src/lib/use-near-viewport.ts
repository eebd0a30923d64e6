import { useCallback, useRef, useState } from 'react';

/**
 * Whether an element has come near the viewport (within `margin`), once and for good: for content whose
 * code or data is worth fetching only when the visitor may see it (the dashboard's charts, below the
 * fold on a phone). True at once where the browser has no IntersectionObserver.
 *
 * Returns a callback ref for the element and the flag.
 */
export function useNearViewport<T extends Element>(margin = '300px'): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || near) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.current?.disconnect();
          observer.current = null;
          setNear(true);
        },
        { rootMargin: `${margin} 0px` },
      );
      observer.current.observe(element);
    },
    [margin, near],
  );
  return [ref, near];
}
