import { useDeferredValue, useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

/** A query's answer as a screen draws it: the data, and whether it answers an earlier question (`placeholderData`). */
export interface ShownAnswer<T> {
  data: T;
  stale: boolean;
}

/**
 * The answer of `query` to draw, or undefined while there is none to draw yet. An answer reaches
 * React Query's subscribers as a synchronous update, and a page of rows drawn in one task blocks a
 * phone's main thread for a quarter of a second: a new answer is drawn in a background render
 * instead (in slices, input answered between them) while the screen keeps what it showed, and it
 * appears whole when done. An answer already at hand on mount (a cached or prefetched query) is drawn
 * at once.
 */
export function useDeferredAnswer<T>(query: UseQueryResult<T>): ShownAnswer<T> | undefined {
  const { data, isPlaceholderData } = query;
  const answer = useMemo(
    () => (data === undefined ? undefined : { data, stale: isPlaceholderData }),
    [data, isPlaceholderData],
  );
  return useDeferredValue(answer);
}
