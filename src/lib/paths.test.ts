import { matchPath } from 'react-router';
import { paths, ROUTE_PATTERNS, withQuery } from './paths';

describe('route paths', () => {
  it('builds each detail path from its id, encoded, matching its route pattern', () => {
    const cases: Array<[string, string]> = [
      [paths.properties.detail('p 1'), ROUTE_PATTERNS.property],
      [paths.units.detail('u1'), ROUTE_PATTERNS.unit],
      [paths.tenants.detail('t1'), ROUTE_PATTERNS.tenant],
      [paths.leases.detail('l1'), ROUTE_PATTERNS.lease],
      [paths.payments.detail('pay1'), ROUTE_PATTERNS.payment],
      [paths.maintenanceRequests.detail('r1'), ROUTE_PATTERNS.maintenanceRequest],
      [paths.maintenanceRequests.edit('r1'), ROUTE_PATTERNS.maintenanceRequestEdit],
      [paths.workOrders.detail('w1'), ROUTE_PATTERNS.workOrder],
      [paths.vendors.detail('v1'), ROUTE_PATTERNS.vendor],
    ];
    for (const [path, pattern] of cases) expect(matchPath(pattern, path)?.pathname).toBe(path);
    expect(paths.properties.detail('p 1')).toBe('/properties/p%201');
    expect(paths.properties.detail('a/b')).toBe('/properties/a%2Fb');
    expect(matchPath(ROUTE_PATTERNS.property, paths.properties.detail('a/b'))?.params.id).toBe('a/b');
    expect(paths.maintenanceRequests.edit('r1')).toBe('/maintenance-requests/r1/edit');
    expect(paths.maintenanceRequests.new).toBe('/maintenance-requests/new');
  });

  it('builds the lists, with their filters in the query string', () => {
    expect(paths.properties.list()).toBe('/properties');
    expect(paths.properties.list({ page: 2, smart: true })).toBe('/properties?page=2&smart=1');
    expect(paths.units.list({ property: 'p1', availability: 'available', page: 1 })).toBe(
      '/units?property=p1&availability=available',
    );
    expect(paths.tenants.list({ status: 'active', search: 'Ana Ruiz' })).toBe(
      '/tenants?status=active&search=Ana%20Ruiz',
    );
    expect(paths.maintenanceRequests.list({ status: '', priority: 'high', page: 3 })).toBe(
      '/maintenance-requests?priority=high&page=3',
    );
    expect(paths.workOrders.list({ vendor: 'v1' })).toBe('/work-orders?vendor=v1');
    expect(paths.vendors.list({ active: 'all' })).toBe('/vendors?active=all');
    expect(paths.overduePayments({ severity: 'critical' })).toBe('/overdue-payments?severity=critical');
  });

  it('links to the search results with the query trimmed and encoded', () => {
    expect(paths.search(' oak & elm ')).toBe('/search?q=oak%20%26%20elm');
    expect(paths.search('oak', 2)).toBe('/search?q=oak&page=2');
  });

  it('leaves out empty values and page 1', () => {
    expect(withQuery('/x', { a: undefined, b: null, c: '', d: false, page: 1 })).toBe('/x');
    expect(withQuery('/x', { n: 0 })).toBe('/x?n=0');
  });

  it('has a pattern for every route of the spec', () => {
    for (const route of [
      '/',
      '/dashboard',
      '/properties',
      '/units',
      '/tenants',
      '/leases',
      '/payments',
      '/rent-roll',
      '/overdue-payments',
      '/maintenance-requests',
      '/maintenance-requests/new',
      '/work-orders',
      '/vendors',
      '/profile',
      '/search',
      '/design-system',
      '/design-system-test',
    ])
      expect(Object.values(ROUTE_PATTERNS)).toContain(route);
  });
});
