import {
  assignmentKeys,
  dashboardKeys,
  leaseKeys,
  PICKER_PAGE,
  propertyKeys,
  queryKeys,
  QUERY_ROOTS,
  searchKeys,
  unitKeys,
  vendorKeys,
} from './query-keys';

describe('query keys follow the API paths', () => {
  it('keeps the roots other code and the hook tests rely on', () => {
    expect(propertyKeys.all).toEqual(['properties']);
    expect(unitKeys.all).toEqual(['units']);
    expect(assignmentKeys.all).toEqual(['tenant-unit-assignments']);
    expect(QUERY_ROOTS.maintenanceRequests).toBe('maintenance-requests');
    expect(QUERY_ROOTS.workOrders).toBe('work-orders');
  });

  it('builds list, search, suggestion and detail keys under the root', () => {
    expect(propertyKeys.list({ page: 2, limit: 100 })).toEqual(['properties', 'list', { page: 2, limit: 100 }]);
    expect(propertyKeys.detail('p1')).toEqual(['properties', 'detail', 'p1']);
    expect(unitKeys.allRows()).toEqual(['units', 'list', { all: true }]);
    expect(unitKeys.suggestions('10', 'p1')).toEqual(['units', 'suggestions', '10', 'p1']);
    expect(unitKeys.suggestions('10')).toEqual(['units', 'suggestions', '10', '']);
    expect(assignmentKeys.byUnit('u1')).toEqual(['tenant-unit-assignments', 'by-unit', 'u1']);
    expect(queryKeys.tenants.list(PICKER_PAGE)).toEqual(['tenants', 'list', { page: 1, limit: 100 }]);
    expect(queryKeys.maintenanceRequests.by('unit', 'u1')).toEqual(['maintenance-requests', 'by-unit', 'u1']);
    expect(dashboardKeys.activities(10)).toEqual(['dashboard', 'activities', { limit: 10 }]);
    expect(searchKeys.global({ q: 'oak', limit: 10, offset: 0 })).toEqual([
      'search',
      'global',
      { q: 'oak', limit: 10, offset: 0 },
    ]);
  });

  it("puts a record's sub-resources under its detail key, so refreshing the record refreshes them", () => {
    for (const key of [leaseKeys.assignments('l1'), leaseKeys.documents('l1'), leaseKeys.financialSummary('l1')])
      expect(key.slice(0, 3)).toEqual(leaseKeys.detail('l1'));
    for (const key of [vendorKeys.performance('v1'), vendorKeys.workHistory('v1')])
      expect(key.slice(0, 3)).toEqual(vendorKeys.detail('v1'));
  });

  it('keys recommendations by every parameter, empty ones as ""', () => {
    expect(vendorKeys.recommendations({ category: 'plumbing' })).toEqual([
      'vendors',
      'recommendations',
      { category: 'plumbing', propertyId: '', priority: '' },
    ]);
  });
});
