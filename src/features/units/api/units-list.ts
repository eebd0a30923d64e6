import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Unit, UnitList } from '@/lib/api/schema.gen';
import { unitKeys } from '@/lib/api/query-keys';

/** The largest page GET /units serves (the contract's Limit maximum). */
export const UNITS_FETCH_LIMIT = 1000;

/** Unit query staleness (spec 1 §9). */
export const UNIT_STALE_MS = 60_000;

/**
 * Every unit, for the units list whose basic filters run on the client (spec 1 §2): GET /units page 1
 * (limit 1000) and then the remaining pages in parallel. The table shows one page of the filtered rows
 * at a time, so even the large data set (10,000 units) renders only 100 rows. Page 1's answer is also
 * put under `allRowsFirstPage()` as soon as it is in (`client` given), so the list can show its first
 * rows while the other nine pages of the large set still load (`firstUnitsPageQuery`).
 */
export async function fetchAllUnits(client?: QueryClient): Promise<Unit[]> {
  // A first page left from an earlier load must not stand in for this one.
  if (client) await client.resetQueries({ queryKey: unitKeys.allRowsFirstPage(), exact: true });
  const first = await unwrap(api.GET('/units', { params: { query: { page: 1, limit: UNITS_FETCH_LIMIT } } }));
  client?.setQueryData(unitKeys.allRowsFirstPage(), first);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.meta.totalPages - 1) }, (_, i) =>
      unwrap(api.GET('/units', { params: { query: { page: i + 2, limit: UNITS_FETCH_LIMIT } } })),
    ),
  );
  return [first, ...rest].flatMap((page) => page.data);
}

export function allUnitsQuery() {
  return queryOptions({
    queryKey: unitKeys.allRows(),
    queryFn: ({ client }) => fetchAllUnits(client),
    staleTime: UNIT_STALE_MS,
  });
}

/**
 * Page 1 of `allUnitsQuery` (up to 1,000 units and the total), readable while the other pages load.
 * It never fetches by itself: `allUnitsQuery` writes it.
 */
export function firstUnitsPageQuery() {
  return queryOptions<UnitList>({
    queryKey: unitKeys.allRowsFirstPage(),
    queryFn: skipToken,
    staleTime: UNIT_STALE_MS,
  });
}
