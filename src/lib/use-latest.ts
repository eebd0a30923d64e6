import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A stable function that calls the newest `callback`. Hand it to a memoized child so the child keeps
 * skipping renders while the callback's closure (form values, state) changes; the child still runs the
 * current callback.
 */
export function useLatest<A extends unknown[], R>(callback: ((...args: A) => R) | undefined) {
  const latestRef = useRef(callback);
  useLayoutEffect(() => {
    latestRef.current = callback;
  });
  return useCallback((...args: A): R | undefined => latestRef.current?.(...args), []);
}
