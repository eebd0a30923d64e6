import { QueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS, type QueryResource } from './query-keys';
import { areaKey, REFRESH_AFTER, refreshAfter, refreshKeys, type RefreshArea, type RefreshMutation } from './refresh';

const mutations = Object.keys(REFRESH_AFTER) as RefreshMutation[];

/** The resource a mutation changes, from its name ('maintenanceRequest.create' → 'maintenanceRequests'). */
const OWN_RESOURCE: Record<string, QueryResource> = {
  property: 'properties',
  unit: 'units',
  assignment: 'assignments',
  tenant: 'tenants',
  lease: 'leases',
  payment: 'payments',
  maintenanceRequest: 'maintenanceRequests',
  workOrder: 'workOrders',
  vendor: 'vendors',
  deposit: 'depositReturns',
};

const ownResource = (mutation: RefreshMutation) => OWN_RESOURCE[mutation.split('.')[0]!]!;

/** Whether refreshing `mutation` marks a query cached under `key` stale. */
const refreshes = (mutation: RefreshMutation, key: readonly unknown[], ids = {}) =>
  refreshKeys(mutation, ids).some((prefix) => prefix.every((part, index) => part === key[index]));

describe('the refresh table (spec 1 §7, spec 2 §7, spec 3 §7 "After answers")', () => {
  it('names a known resource for every mutation', () => {
    for (const mutation of mutations) expect(QUERY_ROOTS[ownResource(mutation)]).toBeDefined();
  });

  it.each(mutations.filter((m) => /\.(create|update|delete|status|bulkCreate)$/.test(m)))(
    '%s refreshes the lists of the resource it changes',
    (mutation) => {
      const root = QUERY_ROOTS[ownResource(mutation)];
      expect(refreshes(mutation, [root, 'list', { page: 1, limit: 100 }])).toBe(true);
    },
  );

  it('refreshes the request caches after every maintenance request mutation (spec 3)', () => {
    for (const mutation of mutations.filter((m) => m.startsWith('maintenanceRequest.'))) {
      expect(refreshes(mutation, ['maintenance-requests', 'detail', 'r1'])).toBe(true);
      expect(refreshes(mutation, ['maintenance-requests', 'by-unit', 'u1'])).toBe(true);
    }
  });

  it('refreshes work orders and maintenance requests after every work order and vendor mutation (spec 3)', () => {
    const spec3 = mutations.filter((m) => m.startsWith('workOrder.') || m.startsWith('vendor.'));
    expect(spec3.length).toBeGreaterThan(5);
    for (const mutation of spec3) {
      expect(refreshes(mutation, ['work-orders', 'list', { page: 1 }])).toBe(true);
      expect(refreshes(mutation, ['work-orders', 'detail', 'w1'])).toBe(true);
      expect(refreshes(mutation, ['maintenance-requests', 'list', { page: 1 }])).toBe(true);
    }
    for (const mutation of mutations.filter((m) => m.startsWith('vendor.')))
      expect(refreshes(mutation, ['vendors', 'list', { isActive: true }])).toBe(true);
  });

  it('keeps the areas that do not show the changed record untouched', () => {
    expect(refreshes('maintenanceRequest.update', ['vendors', 'list', {}])).toBe(false);
    expect(refreshes('vendor.update', ['properties', 'list', {}])).toBe(false);
    expect(refreshes('payment.create', ['tenants', 'list', {}])).toBe(false);
    expect(refreshes('property.update', ['vendors', 'list', {}])).toBe(false);
    expect(refreshes('unit.update', ['tenants', 'list', {}])).toBe(false);
  });

  it("refreshes the payment's lease ledger and the aging after a payment", () => {
    const ledger = ['leases', 'detail', 'l1', 'ledger', { from: '2026-01-01', to: '2026-01-31' }];
    expect(refreshes('payment.create', ledger, { leases: 'l1' })).toBe(true);
    expect(refreshes('payment.status', ['payments', 'aging', { asOf: '2026-01-31' }], { leases: 'l1' })).toBe(true);
    expect(refreshes('payment.create', ['leases', 'detail', 'l2', 'ledger', {}], { leases: 'l1' })).toBe(false);
  });

  it('refreshes the ledger, payments, aging, dashboard and deposit returns after a disposition is finalized', () => {
    const ids = { leases: 'l1' };
    expect(refreshes('deposit.finalize', ['leases', 'detail', 'l1', 'deposit-disposition'], ids)).toBe(true);
    expect(refreshes('deposit.finalize', ['leases', 'detail', 'l1', 'ledger', {}], ids)).toBe(true);
    expect(refreshes('deposit.finalize', ['payments', 'aging', { asOf: '2026-01-31' }], ids)).toBe(true);
    expect(refreshes('deposit.finalize', ['payments', 'overdue', { page: 1, limit: 50 }], ids)).toBe(true);
    expect(refreshes('deposit.finalize', ['dashboard', 'stats'], ids)).toBe(true);
    expect(refreshes('deposit.finalize', ['deposit-returns', 'list', { page: 1 }], ids)).toBe(true);
    expect(refreshes('deposit.finalize', ['leases', 'detail', 'l2', 'ledger', {}], ids)).toBe(false);
  });

  it('refreshes only the disposition and the deposit returns after a draft is saved (nothing reaches the ledger)', () => {
    const ids = { leases: 'l1' };
    expect(refreshes('deposit.save', ['leases', 'detail', 'l1', 'deposit-disposition'], ids)).toBe(true);
    expect(refreshes('deposit.save', ['deposit-returns', 'list', { page: 1 }], ids)).toBe(true);
    expect(refreshes('deposit.save', ['payments', 'aging', {}], ids)).toBe(false);
    expect(refreshes('deposit.save', ['dashboard', 'stats'], ids)).toBe(false);
    expect(refreshKeys('deposit.photo', ids)).toEqual([]);
  });

  it("refreshes only the tenant's page after its documents change (no list shows them)", () => {
    expect(REFRESH_AFTER['tenant.documents']).toEqual(['tenants.detail']);
    expect(refreshes('tenant.documents', ['tenants', 'detail', 't1'], { tenants: 't1' })).toBe(true);
    expect(refreshes('tenant.documents', ['tenants', 'detail', 't2'], { tenants: 't1' })).toBe(false);
    expect(refreshes('tenant.documents', ['tenants', 'list', { page: 1 }], { tenants: 't1' })).toBe(false);
  });

  it('refreshes what shows tenancy after an assignment: units, properties, tenants, leases, dashboard', () => {
    for (const key of [
      ['units', 'detail', 'u1'],
      ['units', 'list', { all: true }],
      ['properties', 'detail', 'p1'],
      ['tenant-unit-assignments', 'by-tenant', 't1'],
      ['tenants', 'detail', 't1'],
      ['leases', 'detail', 'l1'],
      ['dashboard', 'stats'],
    ])
      expect(refreshes('assignment.create', key, { units: 'u1', properties: 'p1' })).toBe(true);
    expect(refreshes('assignment.create', ['units', 'detail', 'u2'], { units: 'u1' })).toBe(false);
  });
});

describe('refreshKeys', () => {
  it('turns a detail area into the detail of the id the mutation knows, else every detail', () => {
    expect(areaKey('units.detail', { units: 'u1' })).toEqual(['units', 'detail', 'u1']);
    expect(areaKey('units.detail')).toEqual(['units', 'detail']);
    expect(areaKey('units.list', { units: 'u1' })).toEqual(['units', 'list']);
    expect(areaKey('assignments')).toEqual(['tenant-unit-assignments']);
    expect(areaKey('maintenanceRequests.search')).toEqual(['maintenance-requests', 'search']);
  });

  it('lists each key once, without the parts a whole resource already covers', () => {
    const keys = refreshKeys('property.update', { properties: 'p1' });
    expect(keys).toContainEqual(['units']);
    expect(keys).toContainEqual(['properties', 'detail', 'p1']);
    const asText = keys.map((k) => JSON.stringify(k));
    expect(new Set(asText).size).toBe(asText.length);
    const covered = keys.filter((key) =>
      keys.some((other) => other !== key && other.every((part, i) => part === key[i])),
    );
    expect(covered).toEqual([]);
  });

  it('refreshes the changed property, not the others', async () => {
    const queryClient = new QueryClient();
    const cached = {
      own: ['properties', 'detail', 'p1'],
      other: ['properties', 'detail', 'p2'],
      list: ['properties', 'list', { page: 1, limit: 100 }],
      vendors: ['vendors', 'list', { page: 1, limit: 100 }],
    };
    for (const key of Object.values(cached)) queryClient.setQueryData(key, { cached: true });
    await refreshAfter(queryClient, 'property.update', { properties: 'p1' });
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(cached.own)).toBe(true);
    expect(stale(cached.list)).toBe(true);
    expect(stale(cached.other)).toBe(false);
    expect(stale(cached.vendors)).toBe(false);
  });

  it('accepts only areas of known resources', () => {
    const areas: RefreshArea[] = Object.values(REFRESH_AFTER).flat();
    for (const area of areas) expect(QUERY_ROOTS[area.split('.')[0] as QueryResource]).toBeDefined();
  });
});
