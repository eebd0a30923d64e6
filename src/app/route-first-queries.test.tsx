import { hashKey } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { pinClock } from '@/testing/clock';
import { createTestQueryClient, renderRoute } from '@/testing/render';
import { ROUTE_PATTERNS } from '@/lib/paths';
import { prefetchFirstQueries } from './route-first-queries';

/** The keys the route's loader starts for `url` (e.g. `/rent-roll?page=2`), in the order it starts them. */
function prefetchedKeys(url: string): string[] {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const routes = Object.entries(ROUTE_PATTERNS).map(([name, path]) => ({ name, path }));
  const match = matchRoutes(routes, pathname)!.at(-1)!;
  const client = createTestQueryClient();
  // What the loader asks the client for, without fetching it.
  const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue();
  prefetchFirstQueries(client, match.route.name as keyof typeof ROUTE_PATTERNS, searchParams, match.params['id'] ?? '');
  return prefetch.mock.calls.map(([options]) => hashKey(options.queryKey));
}

const CASES: Array<[url: string, key: unknown[]]> = [
  ['/payments', ['payments', 'list', { page: 1, limit: 20 }]],
  [
    '/payments?from=2027-01-01&to=2027-01-31&type=late_fee&page=3',
    [
      'payments',
      'list',
      { page: 3, limit: 20, startDate: '2027-01-01', endDate: '2027-01-31', paymentType: 'late_fee' },
    ],
  ],
  ['/rent-roll', ['payments', 'rent-roll', { month: '2027-03', page: 1, limit: 10 }]],
  ['/rent-roll?month=2026-12&page=2', ['payments', 'rent-roll', { month: '2026-12', page: 2, limit: 10 }]],
  // A month after the current one is refused: the current month.
  ['/rent-roll?month=2027-04', ['payments', 'rent-roll', { month: '2027-03', page: 1, limit: 10 }]],
  ['/overdue-payments', ['payments', 'overdue', { page: 1, limit: 50 }]],
  [
    '/overdue-payments?property=p1&severity=critical&page=2',
    ['payments', 'overdue', { propertyId: 'p1', severity: 'critical', page: 2, limit: 50 }],
  ],
  ['/overdue-payments?view=aging', ['payments', 'aging', { asOf: '2027-03-06', page: 1, limit: 50 }]],
  [
    '/overdue-payments?view=aging&property=p1&asOf=2027-01-31&page=2',
    ['payments', 'aging', { asOf: '2027-01-31', propertyId: 'p1', page: 2, limit: 50 }],
  ],
];

describe('the first queries of the money routes, started by their loaders', () => {
  it.each(CASES)('%s starts its first page', (url, key) => {
    pinClock('2027-03-06T10:00:00Z');
    expect(prefetchedKeys(url)).toEqual([hashKey(key)]);
  });

  it.each([
    '/payments?from=2027-01-01&type=rent&page=2',
    '/rent-roll?month=2026-12',
    '/overdue-payments?severity=high',
    '/overdue-payments?view=aging&asOf=2027-01-31',
  ])('%s starts the query its screen then reads', async (url) => {
    pinClock('2027-03-06T10:00:00Z');
    const [key] = prefetchedKeys(url);
    const { queryClient } = await renderRoute(url);
    const read = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryHash);
    await waitFor(() => expect(read()).toContain(key));
  });
});
