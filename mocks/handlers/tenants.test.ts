import { db } from '../db';
import { callApi } from '../testing/api-fetch';
import { multipart } from '../testing/multipart';

const today = () => new Date().toISOString().slice(0, 10);

describe('tenants CRUD', () => {
  it('lists page 1 of 100 sorted by last name, with the derived hasActiveLease', async () => {
    const res = await callApi('GET', '/tenants');
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    expect(res.body.meta).toMatchObject({ total: db.tenants.count(), page: 1, limit: 100 });
    for (const t of res.body.data) {
      const active = db.assignments
        .where((a) => a.tenantId === t.id && (!a.endDate || a.endDate >= today()) && Boolean(a.leaseId))
        .some((a) => db.leases.get(a.leaseId!)!.status === 'active');
      expect(t.hasActiveLease).toBe(active);
    }
    expect(res.body.data.some((t: { hasActiveLease: boolean }) => t.hasActiveLease)).toBe(true);
    expect(res.body.data.some((t: { hasActiveLease: boolean }) => !t.hasActiveLease)).toBe(true);
  });

  it('filters by status and search text', async () => {
    const res = await callApi('GET', '/tenants?status=evicted');
    expect(res.body.data.length).toBe(db.tenants.count((t) => t.status === 'evicted'));
    const someone = db.tenants.all()[3];
    const byName = await callApi('GET', `/tenants?search=${encodeURIComponent(someone.lastName.toUpperCase())}`);
    expect(byName.body.data.map((t: { id: string }) => t.id)).toContain(someone.id);
    expect((await callApi('GET', '/tenants?status=gone')).status).toBe(400);
  });

  it('filters by hasActiveLease: true and false split every tenant in two, each counted', async () => {
    const all = await callApi('GET', '/tenants?limit=100');
    const leased = await callApi('GET', '/tenants?hasActiveLease=true&limit=100');
    const free = await callApi('GET', '/tenants?hasActiveLease=false&limit=100');
    expect(leased.contractProblems).toEqual([]);
    expect(free.contractProblems).toEqual([]);
    expect(leased.body.data.length).toBeGreaterThan(0);
    expect(free.body.data.length).toBeGreaterThan(0);
    expect(leased.body.data.every((t: { hasActiveLease: boolean }) => t.hasActiveLease)).toBe(true);
    expect(free.body.data.every((t: { hasActiveLease: boolean }) => !t.hasActiveLease)).toBe(true);
    expect(leased.body.meta.total + free.body.meta.total).toBe(all.body.meta.total);
  });

  it('creates an applicant by default and drops unknown read-only fields', async () => {
    const res = await callApi('POST', '/tenants', {
      json: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', hasActiveLease: true },
    });
    expect(res.status).toBe(201);
    expect(res.contractProblems).toEqual([]);
    expect(res.body).toMatchObject({
      status: 'applicant',
      hasActiveLease: false,
      hasPets: false,
      applicationDocuments: [],
    });
  });

  it('answers 400 with the spec messages and leaves the store unchanged', async () => {
    const count = db.tenants.count();
    const res = await callApi('POST', '/tenants', {
      json: { firstName: '', email: 'not-an-email', phone: '1'.repeat(21), creditScore: 900, status: 'tenant' },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('First name, last name, and email are required');
    const byField = Object.fromEntries(
      res.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(byField).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email format',
      phone: 'Phone number cannot be longer than 20 characters',
      creditScore: 'Credit score must be between 300 and 850',
      status: 'Invalid status',
    });
    expect(db.tenants.count()).toBe(count);
  });

  it('updates only the fields sent, answers with the id, and changes status with PUT /status', async () => {
    const t = db.tenants.all()[0];
    const res = await callApi('PUT', `/tenants/${t.id}`, { pathTemplate: '/tenants/{id}', json: { notes: 'Updated' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: t.id, notes: 'Updated', firstName: t.firstName });
    const status = await callApi('PUT', `/tenants/${t.id}/status`, {
      pathTemplate: '/tenants/{id}/status',
      json: { status: 'evicted' },
    });
    expect(status.body.status).toBe('evicted');
    const refs = await callApi('PUT', `/tenants/${t.id}`, {
      pathTemplate: '/tenants/{id}',
      json: { personalReferences: '{not json' },
    });
    expect(refs.body.errors).toEqual([
      { field: 'personalReferences', message: 'personalReferences must be valid JSON' },
    ]);
  });

  it('deletes a tenant with their assignments (units freed) and answers 404 afterwards', async () => {
    const a = db.assignments.find(
      (x) =>
        x.isPrimary &&
        !x.endDate &&
        db.assignments.count((y) => y.unitId === x.unitId && (!y.endDate || y.endDate >= today())) === 1,
    )!;
    const res = await callApi('DELETE', `/tenants/${a.tenantId}`, { pathTemplate: '/tenants/{id}' });
    expect(res.status).toBe(204);
    expect(db.assignments.count((x) => x.tenantId === a.tenantId)).toBe(0);
    expect(db.units.get(a.unitId)!.isAvailable).toBe(true);
    expect((await callApi('GET', `/tenants/${a.tenantId}`, { pathTemplate: '/tenants/{id}' })).status).toBe(404);
  });
});

describe('tenant smart search and suggestions', () => {
  it('filters by flags and pages with limit and offset', async () => {
    const res = await callApi('GET', '/tenants/search?hasPets=true&hasActiveLease=true&limit=2&offset=0');
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    for (const t of res.body.data) expect(t).toMatchObject({ hasPets: true, hasActiveLease: true });
    expect(res.body.data.length).toBeLessThanOrEqual(2);
    expect(res.body.meta).toMatchObject({ limit: 2, offset: 0 });
    expect(res.body.meta.total).toBeGreaterThanOrEqual(res.body.data.length);
    expect(typeof res.body.meta.processingTimeMs).toBe('number');
    const bg = await callApi('GET', '/tenants/search?backgroundCheckStatus=failed');
    expect(bg.body.meta.total).toBe(db.tenants.count((t) => t.backgroundCheckStatus === 'failed'));
  });

  it('suggests up to 5 tenants from 2 characters', async () => {
    const t = db.tenants.all()[0];
    const res = await callApi('GET', `/tenants/suggestions?q=${encodeURIComponent(t.firstName.slice(0, 2))}`);
    expect(res.contractProblems).toEqual([]);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.length).toBeLessThanOrEqual(5);
    expect((await callApi('GET', '/tenants/suggestions?q=a')).body.data).toEqual([]);
  });

  it('sync-search answers the number of tenants indexed', async () => {
    const res = await callApi('POST', '/tenants/sync-search');
    expect(res.contractProblems).toEqual([]);
    expect(res.body.indexed).toBe(db.tenants.count());
  });
});

describe('POST /tenants/{id}/documents', () => {
  it('stores files in the chosen category and serves them from /api/files', async () => {
    const t = db.tenants.all()[1];
    const form = multipart({ category: 'incomeDocuments' }, [
      { field: 'documents', name: 'pay stub.pdf', type: 'application/pdf', content: '%PDF-1.4 pay' },
    ]);
    const res = await callApi('POST', `/tenants/${t.id}/documents`, {
      pathTemplate: '/tenants/{id}/documents',
      ...form,
    });
    expect(res.status).toBe(201);
    expect(res.contractProblems).toEqual([]);
    expect(res.body.category).toBe('incomeDocuments');
    expect(db.tenants.get(t.id)!.incomeDocuments).toEqual(res.body.documents);
    const file = await fetch(`http://localhost:3000${res.body.uploaded[0]}`);
    expect(await file.text()).toBe('%PDF-1.4 pay');
  });

  it('defaults to applicationDocuments and refuses more than 10 files or other types', async () => {
    const t = db.tenants.all()[2];
    const one = multipart({}, [{ field: 'documents', name: 'id.png', type: 'image/png', content: 'png' }]);
    const res = await callApi('POST', `/tenants/${t.id}/documents`, {
      pathTemplate: '/tenants/{id}/documents',
      ...one,
    });
    expect(res.body.category).toBe('applicationDocuments');
    const files = db.files.count();
    const eleven = multipart(
      {},
      Array.from({ length: 11 }, (_, i) => ({
        field: 'documents',
        name: `f${i}.pdf`,
        type: 'application/pdf',
        content: 'x',
      })),
    );
    expect(
      (await callApi('POST', `/tenants/${t.id}/documents`, { pathTemplate: '/tenants/{id}/documents', ...eleven }))
        .status,
    ).toBe(400);
    const zip = multipart({}, [{ field: 'documents', name: 'a.zip', type: 'application/zip', content: 'x' }]);
    expect(
      (await callApi('POST', `/tenants/${t.id}/documents`, { pathTemplate: '/tenants/{id}/documents', ...zip })).status,
    ).toBe(400);
    expect(db.files.count()).toBe(files);
  });
});
