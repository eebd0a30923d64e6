import { paymentTypeValues } from '@/lib/api/schema.gen';
import { createLease, createTenancy, createTenant, createUnit } from '@/testing/factories';
import { db } from '../db';
import { callApi } from '../testing/api-fetch';

const today = () => new Date().toISOString().slice(0, 10);
const isCurrent = (a: { endDate: string | null }) => !a.endDate || a.endDate >= today();
const availableUnit = () => createUnit();
const unassignedTenant = () => createTenant({ status: 'applicant' });

describe('seeded relations', () => {
  it('occupied units have a current assignment and available units none; payments belong together', () => {
    for (const unit of db.units.all()) {
      expect(db.assignments.count((a) => a.unitId === unit.id && isCurrent(a)) > 0).toBe(!unit.isAvailable);
    }
    for (const a of db.assignments.all()) {
      expect(db.tenants.has(a.tenantId)).toBe(true);
      expect(db.units.has(a.unitId)).toBe(true);
    }
    const leaseIds = db.assignments.all().flatMap((a) => (a.leaseId ? [a.leaseId] : []));
    expect(leaseIds.filter((id) => !db.leases.has(id))).toEqual([]);
    for (const p of db.payments.all()) {
      expect(db.units.get(p.unitId)!.rentalPropertyId).toBe(p.propertyId);
      expect(db.assignments.count((a) => a.tenantId === p.tenantId && a.unitId === p.unitId)).toBeGreaterThan(0);
    }
  });

  it('covers every tenant, background, lease and payment state', () => {
    const set = <T>(rows: T[]) => new Set(rows);
    expect(set(db.tenants.all().map((t) => t.status))).toEqual(set(['applicant', 'active', 'previous', 'evicted']));
    expect(set(db.tenants.all().map((t) => t.backgroundCheckStatus))).toEqual(
      set(['pending', 'completed', 'passed', 'failed', 'expired', null]),
    );
    expect(set(db.leases.all().map((l) => l.status))).toEqual(
      set(['draft', 'active', 'expired', 'terminated', 'renewed']),
    );
    expect(set(db.payments.all().map((p) => p.status))).toEqual(
      set(['pending', 'partial', 'completed', 'failed', 'cancelled', 'refunded']),
    );
    expect(set(db.payments.all().map((p) => p.paymentMethod)).size).toBe(10);
    expect(set(db.payments.all().map((p) => p.paymentType))).toEqual(set([...paymentTypeValues]));
  });
});

describe('POST /tenant-unit-assignments', () => {
  it('creates an enriched assignment (tenant, unit with property, lease summary) and occupies the unit', async () => {
    const unit = availableUnit();
    const tenant = unassignedTenant();
    const lease = createLease({ status: 'draft' });
    const res = await callApi('POST', '/tenant-unit-assignments', {
      json: {
        tenantId: tenant.id,
        unitId: unit.id,
        leaseId: lease.id,
        isPrimary: true,
        startDate: today(),
        endDate: null,
      },
    });
    expect(res.status).toBe(201);
    expect(res.contractProblems).toEqual([]);
    expect(res.body.tenant.id).toBe(tenant.id);
    expect(res.body.unit.rentalProperty.id).toBe(unit.rentalPropertyId);
    expect(res.body.lease).toEqual({
      id: lease.id,
      leaseNumber: lease.leaseNumber,
      startDate: lease.startDate,
      endDate: lease.endDate,
      status: lease.status,
    });
    expect(db.units.get(unit.id)!.isAvailable).toBe(false);
  });

  it('answers 400 with the spec messages and creates nothing', async () => {
    const count = db.assignments.count();
    const res = await callApi('POST', '/tenant-unit-assignments', { json: { tenantId: '', isPrimary: true } });
    expect(res.status).toBe(400);
    const messages = res.body.errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Tenant is required', 'Unit is required', 'Start date is required']),
    );
    const order = await callApi('POST', '/tenant-unit-assignments', {
      json: {
        tenantId: unassignedTenant().id,
        unitId: availableUnit().id,
        startDate: '2027-01-01',
        endDate: '2026-01-01',
      },
    });
    expect(order.body.errors).toEqual([{ field: 'endDate', message: 'End date must be after start date' }]);
    const unknown = await callApi('POST', '/tenant-unit-assignments', {
      json: { tenantId: 'nope', unitId: availableUnit().id, startDate: '2027-01-01' },
    });
    expect(unknown.body.errors).toEqual([{ field: 'tenantId', message: 'Tenant not found' }]);
    expect(db.assignments.count()).toBe(count);
  });

  it('answers 409 when the tenant already has a current assignment to the unit', async () => {
    const a = createTenancy().assignment;
    const res = await callApi('POST', '/tenant-unit-assignments', {
      json: { tenantId: a.tenantId, unitId: a.unitId, startDate: today() },
    });
    expect(res.status).toBe(409);
  });
});

describe('POST /tenant-unit-assignments/bulk', () => {
  it('assigns several tenants to a unit, the first one primary', async () => {
    const unit = availableUnit();
    const tenants = [unassignedTenant(), unassignedTenant()];
    const res = await callApi('POST', '/tenant-unit-assignments/bulk', {
      json: { tenantIds: tenants.map((t) => t.id), unitId: unit.id, leaseId: null, startDate: today(), endDate: null },
    });
    expect(res.status).toBe(201);
    expect(res.contractProblems).toEqual([]);
    expect(res.body.data.map((a: { tenantId: string; isPrimary: boolean }) => [a.tenantId, a.isPrimary])).toEqual([
      [tenants[0].id, true],
      [tenants[1].id, false],
    ]);
    expect(db.units.get(unit.id)!.isAvailable).toBe(false);
  });

  it('requires at least one tenant, and creates nothing when one tenant is unknown', async () => {
    const count = db.assignments.count();
    const empty = await callApi('POST', '/tenant-unit-assignments/bulk', {
      json: { tenantIds: [], unitId: availableUnit().id, startDate: today() },
    });
    expect(empty.body.errors).toEqual([{ field: 'tenantIds', message: 'At least one tenant must be selected' }]);
    const unknown = await callApi('POST', '/tenant-unit-assignments/bulk', {
      json: { tenantIds: [unassignedTenant().id, 'nope'], unitId: availableUnit().id, startDate: today() },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'tenantIds.1', message: 'Tenant not found' }]);
    expect(db.assignments.count()).toBe(count);
  });
});

describe('PUT and DELETE /tenant-unit-assignments/{id}', () => {
  it('refuses tenantId or unitId in an update', async () => {
    const a = createTenancy().assignment;
    const res = await callApi('PUT', `/tenant-unit-assignments/${a.id}`, {
      pathTemplate: '/tenant-unit-assignments/{id}',
      json: { tenantId: 'x', isPrimary: false },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('tenantId');
    expect(db.assignments.get(a.id)!.isPrimary).toBe(a.isPrimary);
  });

  it('ending the only current assignment frees the unit; removing the link keeps tenant and unit', async () => {
    const { unit, assignment: a } = createTenancy();
    const ended = await callApi('PUT', `/tenant-unit-assignments/${a.id}`, {
      pathTemplate: '/tenant-unit-assignments/{id}',
      json: { endDate: '2000-01-01', startDate: '1999-01-01' },
    });
    expect(ended.status).toBe(200);
    expect(db.units.get(unit.id)!.isAvailable).toBe(true);
    const del = await callApi('DELETE', `/tenant-unit-assignments/${a.id}`, {
      pathTemplate: '/tenant-unit-assignments/{id}',
    });
    expect(del.status).toBe(204);
    expect(db.assignments.get(a.id)).toBeUndefined();
    expect(db.tenants.has(a.tenantId)).toBe(true);
    expect(db.units.has(a.unitId)).toBe(true);
    expect(
      (await callApi('DELETE', `/tenant-unit-assignments/${a.id}`, { pathTemplate: '/tenant-unit-assignments/{id}' }))
        .status,
    ).toBe(404);
  });

  it('deleting the current assignment of an occupied unit makes it available', async () => {
    const { unit, assignment: a } = createTenancy();
    await callApi('DELETE', `/tenant-unit-assignments/${a.id}`, { pathTemplate: '/tenant-unit-assignments/{id}' });
    expect(db.units.get(unit.id)!.isAvailable).toBe(true);
  });
});

describe('lists', () => {
  it('answers the rent roll page (limit 500) and the by-tenant/unit/lease lists', async () => {
    const page = await callApi('GET', '/tenant-unit-assignments?page=1&limit=500');
    expect(page.contractProblems).toEqual([]);
    expect(page.body.meta.total).toBe(db.assignments.count());
    const a = createTenancy().assignment;
    for (const [kind, id, key] of [
      ['tenant', a.tenantId, 'tenantId'],
      ['unit', a.unitId, 'unitId'],
      ['lease', a.leaseId!, 'leaseId'],
    ] as const) {
      const res = await callApi('GET', `/tenant-unit-assignments/by-${kind}/${id}`, {
        pathTemplate: `/tenant-unit-assignments/by-${kind}/{id}`,
      });
      expect(res.contractProblems).toEqual([]);
      expect(res.body.data.length).toBe(db.assignments.count((x) => x[key] === id));
    }
    const lease = await callApi('GET', `/leases/${a.leaseId}/assignments`, {
      pathTemplate: '/leases/{id}/assignments',
    });
    expect(lease.body.data.length).toBe(db.assignments.count((x) => x.leaseId === a.leaseId));
  });
});
