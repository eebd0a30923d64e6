import { renderHook } from '@testing-library/react';
import { setAccessTokenGetter } from '@/lib/auth/access-token';
import { createTenancy, createUnit } from '@/testing/factories';
import { cachedQueriesSetup } from '@/testing/query-cache';
import { useDeleteUnit, useUpdateUnit } from './unit-mutations';

/** Cached queries of other areas, keyed by their roots the way those areas build them (docs/architecture.md). */
const OTHER_AREAS = {
  assignmentsByTenant: ['tenant-unit-assignments', 'by-tenant', 't-any'],
  tenants: ['tenants', 'list', { page: 1, limit: 100 }],
  tenantDetail: ['tenants', 'detail', 't-any'],
  leases: ['leases', 'list', { page: 1, limit: 100 }],
  vendors: ['vendors', 'list', { page: 1, limit: 100 }],
} as const;

const setup = () => cachedQueriesSetup(OTHER_AREAS);

describe('unit mutations refresh the lists that show units (spec 1 §7)', () => {
  beforeEach(() => setAccessTokenGetter(async () => 'test-token'));
  afterEach(() => setAccessTokenGetter(async () => null));

  it('a delete refreshes assignments, tenants and leases (its assignments went with it)', async () => {
    const { unit } = createTenancy();
    const { queryClient, wrapper, invalidated } = setup();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const { result } = renderHook(() => useDeleteUnit(unit.id), { wrapper });
    await result.current.mutateAsync();

    for (const root of ['tenant-unit-assignments', 'tenants', 'leases'])
      expect(spy).toHaveBeenCalledWith({ queryKey: [root] });
    for (const key of [
      OTHER_AREAS.assignmentsByTenant,
      OTHER_AREAS.tenants,
      OTHER_AREAS.tenantDetail,
      OTHER_AREAS.leases,
    ]) {
      expect(invalidated(key)).toBe(true);
    }
    expect(invalidated(OTHER_AREAS.vendors)).toBe(false);
    expect(queryClient.getQueryData(['units', 'detail', unit.id])).toBeNull();
  });

  it('an update refreshes assignments (their rows carry the unit), not tenants or leases', async () => {
    const unit = createUnit();
    const { wrapper, invalidated } = setup();
    const { result } = renderHook(() => useUpdateUnit(unit.id), { wrapper });
    await result.current.mutateAsync({ monthlyRent: 1234 });

    expect(invalidated(OTHER_AREAS.assignmentsByTenant)).toBe(true);
    expect(invalidated(OTHER_AREAS.tenants)).toBe(false);
    expect(invalidated(OTHER_AREAS.leases)).toBe(false);
  });
});
