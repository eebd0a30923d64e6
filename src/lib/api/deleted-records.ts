import { hashKey, type QueryClient, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import { nullOn404 } from './query-client';

/**
 * The one mechanism for a single record that is gone (spec 1 §4: a deleted record shows "not found"
 * and is not fetched again). Every detail query of the query layer (`unitQueries.detail(id)`,
 * `propertyQueries.detail(id)`, … in ./queries) holds `T | null`, where `null` is "gone":
 *
 * - its query function is `(context) => fetchRecord(context, () => unwrap(api.GET('/units/{id}', …)))`:
 *   a 404 resolves to `null` (not retried), and a record marked deleted to `null` without a request;
 * - its delete mutation's `onSuccess` calls `await markRecordDeleted(queryClient, unitQueries.detail(id).queryKey)`
 *   before `refreshAfter(…)`: a fetch in flight is cancelled, the cache holds `null`, and no later
 *   invalidation, remount or other query on the same key (a picker's name lookup) fetches it again.
 *
 * `DetailPage` (src/components/detail-page.tsx) shows `null` as the page's not-found state, or nothing
 * while the page that deleted the record leaves. The marks live as long as the QueryClient (this tab's
 * session); a 404 is not marked (a fault injected for QA can be lifted and the record shows again).
 */
const deletedKeys = new WeakMap<QueryClient, Set<string>>();

/** Marks the record under `queryKey` (a detail key) deleted: cached as `null`, never fetched again. */
export async function markRecordDeleted(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  const keys = deletedKeys.get(queryClient) ?? new Set<string>();
  keys.add(hashKey(queryKey));
  deletedKeys.set(queryClient, keys);
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, null);
}

/** Whether this QueryClient marked the record under `queryKey` deleted. */
export function isRecordDeleted(queryClient: QueryClient, queryKey: QueryKey): boolean {
  return deletedKeys.get(queryClient)?.has(hashKey(queryKey)) ?? false;
}

/**
 * A single record's query function: `queryFn: (context) => fetchRecord(context, () => unwrap(api.GET(…)))`.
 * `null` without a request once the record is marked deleted, `null` on a 404, the record otherwise
 * (other errors throw: the page's error state).
 */
export function fetchRecord<T>(
  { client, queryKey }: Pick<QueryFunctionContext, 'client' | 'queryKey'>,
  fetcher: () => Promise<T>,
): Promise<T | null> {
  return isRecordDeleted(client, queryKey) ? Promise.resolve(null) : nullOn404(fetcher);
}
