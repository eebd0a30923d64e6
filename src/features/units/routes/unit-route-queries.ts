import { unitQueries } from '@/lib/api/queries';
import type { RouteQueryInput } from '@/lib/api/route-queries';

/** /units: every unit's row (the list filters, sorts and pages them on the client), unless the smart search is open (`smart=1`). */
export const unitsRouteQueries = (search: URLSearchParams) => ({
  rows: { ...unitQueries.allRows(), enabled: search.get('smart') !== '1' },
});

/** /units/:id: the unit. */
export const unitRouteQueries = (_: URLSearchParams, { id }: Pick<RouteQueryInput, 'id'>) => ({
  unit: unitQueries.detail(id),
});
