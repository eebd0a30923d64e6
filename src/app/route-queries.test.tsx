import { hashKey } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { pinClock } from '@/testing/clock';
import { createTestQueryClient, renderRoute } from '@/testing/render';
import { ROUTE_PATTERNS } from '@/lib/paths';
import { startRouteQueries } from './route-loaders';
import { ROUTE_QUERIES, type RouteWithQueries } from './route-queries';

/** The keys the route's loader starts for `url` (e.g. `/rent-roll?page=2`), in the order it starts them. */
async function prefetchedKeys(url: string): Promise<string[]> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const routes = Object.entries(ROUTE_PATTERNS).map(([name, path]) => ({ name, path }));
  const match = matchRoutes(routes, pathname)!.at(-1)!;
  const client = createTestQueryClient();
  // What the loader asks the client for, without fetching it.
  const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue();
  await startRouteQueries(client, match.route.name as RouteWithQueries, searchParams, match.params['id'] ?? '');
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
  it.each(CASES)('%s starts its first page', async (url, key) => {
    pinClock('2027-03-06T10:00:00Z');
    expect(await prefetchedKeys(url)).toEqual([hashKey(key)]);
  });
});

/** One URL for each route with first queries, with filters where its list has them. */
const SCREENS: Record<RouteWithQueries, string> = {
  dashboard: '/dashboard',
  properties: '/properties?page=2',
  property: '/properties/p-test',
  units: '/units?availability=available',
  unit: '/units/u-test',
  tenants: '/tenants?status=active&search=ann',
  tenant: '/tenants/t-test',
  leases: '/leases?status=active&search=ann&page=2',
  lease: '/leases/l-test',
  leaseDeposit: '/leases/l-test/deposit',
  depositReturns: '/deposit-returns?status=all&search=ann&page=2',
  payments: '/payments?from=2027-01-01&type=rent&page=2',
  payment: '/payments/pay-test',
  rentRoll: '/rent-roll?month=2026-12',
  overduePayments: '/overdue-payments?severity=high',
  maintenanceRequests: '/maintenance-requests?status=open&priority=high',
  maintenanceRequest: '/maintenance-requests/mr-test',
  workOrders: '/work-orders?status=assigned&search=leak',
  workOrder: '/work-orders/wo-test',
  vendors: '/vendors?search=plumb&page=2',
  vendor: '/vendors/v-test',
};

describe("each route's loader starts the queries its screen then reads", () => {
  it('covers every route with first queries', () => {
    expect(Object.keys(SCREENS).sort()).toEqual(Object.keys(ROUTE_QUERIES).sort());
  });

  it.each([
    ...Object.values(SCREENS),
    '/rent-roll',
    '/overdue-payments?view=aging&asOf=2027-01-31',
    // A smart search with criteria: its results replace the list, so the loader starts nothing.
    '/properties?smart=1&state=TX',
  ])('%s', async (url) => {
    pinClock('2027-03-06T10:00:00Z');
    const keys = await prefetchedKeys(url);
    const { queryClient } = await renderRoute(url);
    const read = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryHash);
    await waitFor(() => expect(read()).toEqual(expect.arrayContaining(keys)));
  });

  it.each(['/properties?smart=1&state=TX', '/units?smart=1', '/tenants?smart=1'])(
    '%s (a smart search) starts no list',
    async (url) => {
      expect(await prefetchedKeys(url)).toEqual([]);
    },
  );
});
