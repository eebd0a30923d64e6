import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createTestQueryClient } from './render';

/**
 * For mutation hook tests: a fresh QueryClient with `keys` already cached (other areas' queries,
 * keyed the way those areas build them), the wrapper for renderHook, and whether a key was
 * invalidated by the mutation.
 */
export function cachedQueriesSetup(keys: Record<string, readonly unknown[]>) {
  const queryClient = createTestQueryClient();
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { cached: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper, invalidated: (key: readonly unknown[]) => isInvalidated(queryClient, key) };
}

export function isInvalidated(queryClient: QueryClient, key: readonly unknown[]): boolean {
  return queryClient.getQueryState(key)?.isInvalidated ?? false;
}
