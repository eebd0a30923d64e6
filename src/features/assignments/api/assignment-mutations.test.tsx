import { renderHook } from '@testing-library/react';
import { setAccessTokenGetter } from '@/lib/auth/access-token';
import { cachedQueriesSetup } from '@/testing/query-cache';
import { createTenancy } from '@/testing/factories';
import { useUpdateAssignment } from './assignment-mutations';

/** Cached queries of the areas that show assignments, keyed by their roots (docs/architecture.md). */
const CACHED = {
  assignmentsByTenant: ['tenant-unit-assignments', 'by-tenant', 't-any'],
  tenantDetail: ['tenants', 'detail', 't-any'],
  leaseDetail: ['leases', 'detail', 'l-any'],
  dashboardStats: ['dashboard', 'stats'],
  vendors: ['vendors', 'list', { page: 1, limit: 100 }],
} as const;

describe('assignment mutations refresh what lists assignments (spec 1 §7, spec 2 §7)', () => {
  beforeEach(() => setAccessTokenGetter(async () => 'test-token'));
  afterEach(() => setAccessTokenGetter(async () => null));

  it('an update refreshes assignment lists, tenants, leases and the dashboard, not unrelated areas', async () => {
    const { wrapper, invalidated } = cachedQueriesSetup(CACHED);
    const { assignment } = createTenancy();

    const { result } = renderHook(() => useUpdateAssignment(assignment.id), { wrapper });
    await result.current.mutateAsync({ isPrimary: !assignment.isPrimary });

    for (const key of [CACHED.assignmentsByTenant, CACHED.tenantDetail, CACHED.leaseDetail, CACHED.dashboardStats]) {
      expect(invalidated(key)).toBe(true);
    }
    expect(invalidated(CACHED.vendors)).toBe(false);
  });
});
