import { renderHook } from '@testing-library/react';
import { setAccessTokenGetter } from '@/lib/auth/access-token';
import { cachedQueriesSetup } from '@/testing/query-cache';
import { createProperty } from '@/testing/factories';
import { useDeleteProperty, useUpdateProperty } from './property-mutations';

/** Cached queries of other areas, keyed by their roots the way those areas build them (docs/architecture.md). */
const OTHER_AREAS = {
  unitRows: ['units', 'list', { all: true }],
  unitDetail: ['units', 'detail', 'u-any'],
  unitSearch: ['units', 'search', { q: 'a' }],
  assignmentsByTenant: ['tenant-unit-assignments', 'by-tenant', 't-any'],
  tenants: ['tenants', 'list', { page: 1, limit: 100 }],
  leases: ['leases', 'list', { page: 1, limit: 100 }],
  vendors: ['vendors', 'list', { page: 1, limit: 100 }],
} as const;

const setup = () => cachedQueriesSetup(OTHER_AREAS);

describe('property mutations refresh the lists that show properties (spec 1 §7)', () => {
  beforeEach(() => setAccessTokenGetter(async () => 'test-token'));
  afterEach(() => setAccessTokenGetter(async () => null));

  it('an update refreshes units (rows show the property name) and assignments, not unrelated areas', async () => {
    const property = createProperty();
    const { queryClient, wrapper, invalidated } = setup();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const { result } = renderHook(() => useUpdateProperty(property.id), { wrapper });
    await result.current.mutateAsync({ name: 'Renamed Property' });

    expect(spy).toHaveBeenCalledWith({ queryKey: ['units'] });
    expect(spy).toHaveBeenCalledWith({ queryKey: ['tenant-unit-assignments'] });
    for (const key of [
      OTHER_AREAS.unitRows,
      OTHER_AREAS.unitDetail,
      OTHER_AREAS.unitSearch,
      OTHER_AREAS.assignmentsByTenant,
    ]) {
      expect(invalidated(key)).toBe(true);
    }
    expect(invalidated(OTHER_AREAS.vendors)).toBe(false);
  });

  it('a delete refreshes units, assignments, tenants and leases (its units and their assignments went with it)', async () => {
    const property = createProperty();
    const { queryClient, wrapper, invalidated } = setup();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const { result } = renderHook(() => useDeleteProperty(property.id), { wrapper });
    await result.current.mutateAsync();

    for (const root of ['units', 'tenant-unit-assignments', 'tenants', 'leases'])
      expect(spy).toHaveBeenCalledWith({ queryKey: [root] });
    for (const key of [
      OTHER_AREAS.unitRows,
      OTHER_AREAS.assignmentsByTenant,
      OTHER_AREAS.tenants,
      OTHER_AREAS.leases,
    ]) {
      expect(invalidated(key)).toBe(true);
    }
    expect(invalidated(OTHER_AREAS.vendors)).toBe(false);
    expect(queryClient.getQueryData(['properties', 'detail', property.id])).toBeNull();
  });
});
