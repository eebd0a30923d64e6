import { QueryClient } from '@tanstack/react-query';
import { onDayChange } from '@/lib/clock';
import { isApiError } from './errors';

/**
 * App-wide query defaults (spec 1 §9, spec 3 §7): 1 retry, no refetch on window focus, fresh for
 * 5 minutes. A 4xx answer is never retried (a 404 on a single item is turned into a cached `null`
 * by that item's query function; see `fetchRecord` in ./deleted-records).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
        refetchOnWindowFocus: false,
        staleTime: 5 * 60_000,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Marks every cached answer stale when the day changes, so the screen on show fetches again: overdue
 * days, late fees, the rent roll's month, "ends in N days" and the dashboard's figures hold for one
 * day, and a page left open past midnight would keep yesterday's. Every query rather than a list of
 * the date-dependent ones: date rules reach most areas, and it happens once a day. Returns the stop.
 */
export function refetchWhenTheDayChanges(queryClient: QueryClient): () => void {
  return onDayChange(() => void queryClient.invalidateQueries());
}

/** For single-item fetches: a 404 resolves to `null` (cached as "not found"), other errors rethrow. */
export async function nullOn404<T>(fetcher: () => Promise<T>): Promise<T | null> {
  try {
    return await fetcher();
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
