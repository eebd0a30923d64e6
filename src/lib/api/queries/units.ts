import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { SEARCH_STALE_MS, SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS, SUGGESTIONS_STALE_MS } from '@/lib/search';
import { api, unwrap } from '../client';
import { fetchRecord } from '../deleted-records';
import { unitKeys } from '../query-keys';
import type { Unit, UnitList } from '../schema.gen';
import { fetchEveryPage, LARGEST_PAGE, SINGLE_ITEM_STALE_MS, type GetQuery } from './shared';

/** Unit query staleness (spec 1 §9). */
export const UNIT_STALE_MS = SINGLE_ITEM_STALE_MS;

/**
 * Every unit, for the units list whose basic filters run on the client (spec 1 §2): GET /units page 1
 * (the largest page) and then the remaining pages in parallel. Page 1's answer is also put under
 * `allRowsFirstPage()` as soon as it is in (`client` given), so the list can show its first rows while
 * the other pages of the large set still load (`unitQueries.allRowsFirstPage`).
 */
export async function fetchAllUnits(client?: QueryClient): Promise<Unit[]> {
  // A first page left from an earlier load must not stand in for this one.
  if (client) await client.resetQueries({ queryKey: unitKeys.allRowsFirstPage(), exact: true });
  return fetchEveryPage(
    (page) => unwrap(api.GET('/units', { params: { query: { page, limit: LARGEST_PAGE } } })),
    (first) => client?.setQueryData(unitKeys.allRowsFirstPage(), first),
  );
}

/** The GET paths of /units: each one's key and fetcher, defined once. */
export const unitQueries = {
  /** GET /units?page&limit&rentalPropertyId: one page (a property's units for the pickers). */
  list: (query: GetQuery<'/units'>) =>
    queryOptions({
      queryKey: unitKeys.list(query),
      queryFn: () => unwrap(api.GET('/units', { params: { query } })),
    }),

  /** Every unit, all pages fetched (`fetchAllUnits`). */
  allRows: () =>
    queryOptions({
      queryKey: unitKeys.allRows(),
      queryFn: ({ client }) => fetchAllUnits(client),
      staleTime: UNIT_STALE_MS,
    }),

  /** Page 1 of `allRows` (up to 1,000 units and the total), readable while the other pages load; `allRows` writes it. */
  allRowsFirstPage: () =>
    queryOptions<UnitList>({
      queryKey: unitKeys.allRowsFirstPage(),
      queryFn: skipToken,
      staleTime: UNIT_STALE_MS,
    }),

  /** GET /units/search: fresh 30 s, never retried (spec 1 §9). */
  search: (query: GetQuery<'/units/search'>) =>
    queryOptions({
      queryKey: unitKeys.search(query),
      queryFn: () => unwrap(api.GET('/units/search', { params: { query } })),
      staleTime: SEARCH_STALE_MS,
      retry: false,
    }),

  /** GET /units/suggestions?q&propertyId&limit: from 2 characters, within one property when given. */
  suggestions: (q: string, propertyId = '', limit = SUGGESTION_LIMIT) => {
    const text = q.trim();
    return queryOptions({
      queryKey: unitKeys.suggestions(text, propertyId, limit),
      queryFn: () =>
        unwrap(
          api.GET('/units/suggestions', {
            params: { query: { q: text, limit, ...(propertyId ? { propertyId } : {}) } },
          }),
        ),
      enabled: text.length >= SUGGESTION_MIN_CHARS,
      staleTime: SUGGESTIONS_STALE_MS,
      retry: false,
    });
  },

  /**
   * GET /units/{id}: the unit, or `null` when it is gone (a 404, not retried; or deleted in this session,
   * then never fetched again: spec 1 §4, §7). The unit page, the unit picker's name and the payment
   * form's rent read it.
   */
  detail: (id: string) =>
    queryOptions({
      queryKey: unitKeys.detail(id),
      queryFn: (context) => fetchRecord(context, () => unwrap(api.GET('/units/{id}', { params: { path: { id } } }))),
      staleTime: UNIT_STALE_MS,
      enabled: Boolean(id),
    }),
};
