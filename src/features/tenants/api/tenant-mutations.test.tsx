import { act, renderHook } from '@testing-library/react';
import { db } from '@mocks/db';
import { setAccessTokenGetter } from '@/lib/auth/access-token';
import { createTenant } from '@/testing/factories';
import { cachedQueriesSetup } from '@/testing/query-cache';
import { useRemoveTenantDocument, useUploadTenantDocument } from './tenant-mutations';

/** Cached queries of the tenant's page and of areas a document does not show in. */
const cachedFor = (tenantId: string) =>
  ({
    tenantDetail: ['tenants', 'detail', tenantId],
    otherTenant: ['tenants', 'detail', 't-other'],
    tenants: ['tenants', 'list', { page: 1, limit: 100 }],
    assignments: ['tenant-unit-assignments', 'by-tenant', tenantId],
  }) as const;

describe("a tenant's documents (spec 2 §2 Documents tab, §7)", () => {
  beforeEach(() => setAccessTokenGetter(async () => 'test-token'));
  afterEach(() => setAccessTokenGetter(async () => null));

  it('an upload stores the file in its category and refreshes only the tenant’s page', async () => {
    const tenant = createTenant();
    const cached = cachedFor(tenant.id);
    const { wrapper, invalidated } = cachedQueriesSetup(cached);
    const { result } = renderHook(() => useUploadTenantDocument(tenant.id), { wrapper });
    const progress: number[] = [];
    const file = new File(['%PDF-1.4 pay'], 'pay stub.pdf', { type: 'application/pdf' });

    await act(() =>
      result.current.mutateAsync({ category: 'incomeDocuments', file, onProgress: (p) => progress.push(p) }),
    );

    expect(db.tenants.get(tenant.id)!.incomeDocuments).toHaveLength(1);
    expect(progress.at(-1)).toBe(100);
    expect(invalidated(cached.tenantDetail)).toBe(true);
    expect(invalidated(cached.otherTenant)).toBe(false);
    expect(invalidated(cached.tenants)).toBe(false);
    expect(invalidated(cached.assignments)).toBe(false);
  });

  it('a removal sends the shortened list, caches the answer and refreshes only the tenant’s page', async () => {
    const tenant = createTenant({ screeningDocuments: ['files/t/keep.pdf', 'files/t/drop.pdf'] });
    const cached = cachedFor(tenant.id);
    const { queryClient, wrapper, invalidated } = cachedQueriesSetup(cached);
    const { result } = renderHook(() => useRemoveTenantDocument(tenant.id), { wrapper });

    await act(() => result.current.mutateAsync({ category: 'screeningDocuments', remaining: ['files/t/keep.pdf'] }));

    expect(db.tenants.get(tenant.id)!.screeningDocuments).toEqual(['files/t/keep.pdf']);
    expect(queryClient.getQueryData<{ screeningDocuments: string[] }>(cached.tenantDetail)?.screeningDocuments).toEqual(
      ['files/t/keep.pdf'],
    );
    expect(invalidated(cached.tenantDetail)).toBe(true);
    expect(invalidated(cached.tenants)).toBe(false);
    expect(invalidated(cached.assignments)).toBe(false);
  });
});
