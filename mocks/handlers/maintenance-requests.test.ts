import type {
  MaintenanceRequest,
  MaintenanceRequestList,
  MaintenanceRequestSummary,
  OverdueMaintenanceRequestList,
} from '@/lib/api/schema.gen';
import { createMaintenanceRequest, createWorkOrder } from '@/testing/factories';
import { db, currentSeedOptions } from '../db';
import {
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_REQUEST_SOURCES,
  MAINTENANCE_REQUEST_STATUSES,
  isOverdue,
  maintenanceCounts,
  overdueSeverity,
} from '../db/maintenance-requests';
import { MAINTENANCE_CATEGORIES } from '../db/vendors';
import { WORK_ORDER_STATUSES } from '../db/work-orders';
import { isoDay } from '../db/seed-context';
import { at, call } from '../testing/api-fetch';

const today = () => isoDay(currentSeedOptions().today);

function unitPair() {
  const unit = db.units.all()[0];
  return { propertyId: unit.rentalPropertyId, unitId: unit.id };
}

const validCreate = () => ({
  ...unitPair(),
  title: 'Kitchen sink leaking',
  description: 'Water under the sink after each use.',
  category: 'plumbing',
  priority: 'high',
  source: 'pm_created',
  submittedDate: new Date().toISOString(),
  estimatedCost: 250.5,
  notes: 'Plumber will call first.',
  dueDate: isoDay(new Date(), 2),
  photos: [],
});

describe('seeded maintenance data', () => {
  it('covers every enum value and keeps relations consistent', () => {
    const requests = db.maintenanceRequests.all();
    expect(new Set(requests.map((r) => r.status))).toEqual(new Set(MAINTENANCE_REQUEST_STATUSES));
    expect(new Set(requests.map((r) => r.priority))).toEqual(new Set(MAINTENANCE_PRIORITIES));
    expect(new Set(requests.map((r) => r.category))).toEqual(new Set(MAINTENANCE_CATEGORIES));
    expect(new Set(requests.map((r) => r.source))).toEqual(new Set(MAINTENANCE_REQUEST_SOURCES));
    expect(new Set(db.workOrders.all().map((w) => w.status))).toEqual(new Set(WORK_ORDER_STATUSES));
    for (const r of requests) {
      expect(db.properties.has(r.propertyId)).toBe(true);
      expect(db.units.get(r.unitId)?.rentalPropertyId).toBe(r.propertyId);
    }
    for (const w of db.workOrders.all()) {
      expect(db.maintenanceRequests.has(w.maintenanceRequestId)).toBe(true);
    }
    const vendorIds = db.workOrders.all().flatMap((w) => (w.vendorId ? [w.vendorId] : []));
    expect(vendorIds.filter((id) => !db.vendors.has(id))).toEqual([]);
    for (const path of requests.flatMap((r) => r.photos))
      expect(db.files.has(decodeURIComponent(path.split('/').pop()!))).toBe(true);
  });

  it('has requests with and without work orders, overdue ones in every severity, and costs present and absent', () => {
    const withOrders = new Set(db.workOrders.all().map((w) => w.maintenanceRequestId));
    expect(db.maintenanceRequests.count((r) => withOrders.has(r.id))).toBeGreaterThan(0);
    expect(db.maintenanceRequests.count((r) => !withOrders.has(r.id))).toBeGreaterThan(0);
    const overdue = db.maintenanceRequests.where((r) => isOverdue(r, today()));
    const severities = new Set(
      overdue.map((r) => overdueSeverity(Math.round((Date.parse(today()) - Date.parse(r.dueDate!)) / 86_400_000))),
    );
    expect(severities).toEqual(new Set(['low', 'medium', 'high', 'critical']));
    const done = db.workOrders.where((w) => ['completed', 'closed', 'invoice_received', 'paid'].includes(w.status));
    expect(done.some((w) => w.laborCost != null)).toBe(true);
    expect(done.some((w) => w.laborCost == null && w.materialCost == null)).toBe(true);
    expect(db.maintenanceRequests.count((r) => r.photos.length > 3)).toBeGreaterThan(0);
  });

  it('is deterministic for the same seed and day', async () => {
    const { resetDb } = await import('../db');
    const fixed = new Date('2026-03-01T00:00:00Z');
    resetDb({ today: fixed });
    const first = JSON.stringify([db.vendors.all(), db.maintenanceRequests.all(), db.workOrders.all()]);
    resetDb({ today: fixed });
    expect(JSON.stringify([db.vendors.all(), db.maintenanceRequests.all(), db.workOrders.all()])).toBe(first);
  });
});

describe('overdue severity (spec 3 §4)', () => {
  it.each([
    [1, 'low'],
    [7, 'low'],
    [8, 'medium'],
    [15, 'medium'],
    [16, 'high'],
    [30, 'high'],
    [31, 'critical'],
    [90, 'critical'],
  ] as const)('%i days overdue is %s', (days, severity) => {
    expect(overdueSeverity(days)).toBe(severity);
  });
});

describe('GET /maintenance-requests', () => {
  it('pages 20 by default, newest submitted first, with property and unit included', async () => {
    const res = await call<MaintenanceRequestList>('get', '/maintenance-requests');
    const total = db.maintenanceRequests.count();
    expect(res.body.meta).toEqual({ total, page: 1, limit: 20, totalPages: Math.ceil(total / 20) });
    expect(res.body.data).toHaveLength(20);
    const dates = res.body.data.map((r) => r.submittedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.body.data[0].property?.name).toBeTruthy();
    expect(res.body.data[0].unit?.unitNumber).toBeTruthy();
    const last = await call<MaintenanceRequestList>('get', '/maintenance-requests', { query: { page: 3 } });
    expect(last.body.data).toHaveLength(total - 40);
  });

  it('filters by status, priority, category and search text, combined', async () => {
    for (const status of MAINTENANCE_REQUEST_STATUSES) {
      const res = await call<MaintenanceRequestList>('get', '/maintenance-requests', { query: { status, limit: 100 } });
      expect(res.body.meta.total).toBe(db.maintenanceRequests.count((r) => r.status === status));
      expect(res.body.data.every((r) => r.status === status)).toBe(true);
    }
    const combined = await call<MaintenanceRequestList>('get', '/maintenance-requests', {
      query: { priority: 'high', category: 'plumbing', limit: 100 },
    });
    expect(combined.body.meta.total).toBe(
      db.maintenanceRequests.count((r) => r.priority === 'high' && r.category === 'plumbing'),
    );
    const sample = db.maintenanceRequests.all()[5];
    const byNumber = await call<MaintenanceRequestList>('get', '/maintenance-requests', {
      query: { search: sample.requestNumber },
    });
    expect(byNumber.body.data.map((r) => r.id)).toEqual([sample.id]);
    const byTitle = await call<MaintenanceRequestList>('get', '/maintenance-requests', {
      query: { search: sample.title.toUpperCase(), limit: 100 },
    });
    expect(byTitle.body.data.map((r) => r.id)).toContain(sample.id);
    expect((await call('get', '/maintenance-requests', { query: { category: 'gardening' } })).status).toBe(400);
  });
});

describe('POST /maintenance-requests', () => {
  it('creates a submitted request with the next number', async () => {
    const before = db.maintenanceRequests.count();
    const res = await call<MaintenanceRequest>('post', '/maintenance-requests', { body: validCreate() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'submitted',
      source: 'pm_created',
      title: 'Kitchen sink leaking',
      estimatedCost: 250.5,
      actualCost: null,
      vendorId: null,
      photos: [],
    });
    expect(res.body.requestNumber).toBe(`MR-${new Date().getUTCFullYear()}-${String(before + 1).padStart(4, '0')}`);
    expect(res.body.property?.id).toBe(validCreate().propertyId);
    expect(db.maintenanceRequests.get(res.body.id)).toBeDefined();
    const fetched = await call<MaintenanceRequest>('get', '/maintenance-requests/{id}', {
      path: at('/maintenance-requests/{id}', res.body.id),
    });
    expect(fetched.body).toEqual(res.body);
  });

  it.each([
    ['missing title', { title: undefined }, 'title', 'Title is required'],
    ['a title of 256 characters', { title: 'a'.repeat(256) }, 'title', 'Title cannot be longer than 255 characters'],
    ['an empty description', { description: '' }, 'description', 'Description is required'],
    [
      'a description over 5000',
      { description: 'a'.repeat(5001) },
      'description',
      'Description cannot be longer than 5000 characters',
    ],
    ['an unknown category', { category: 'gardening' }, 'category', 'Category is required'],
    ['a missing priority', { priority: undefined }, 'priority', 'Priority is required'],
    ['a missing property', { propertyId: undefined }, 'propertyId', 'Property is required'],
    ['a missing unit', { unitId: undefined }, 'unitId', 'Unit is required'],
    ['an unknown priority', { priority: 'urgent' }, 'priority', undefined],
    ['an unknown source', { source: 'tenant_portal' }, 'source', undefined],
    ['a negative estimated cost', { estimatedCost: -1 }, 'estimatedCost', undefined],
    ['notes over 5000', { notes: 'a'.repeat(5001) }, 'notes', undefined],
    ['an unknown unit', { unitId: 'nope' }, 'unitId', 'Unit not found'],
    ['a status', { status: 'approved' }, 'status', undefined],
  ])('refuses %s with 400 and field errors, storing nothing', async (_name, patch, field, message) => {
    const snapshot = structuredClone(db.maintenanceRequests.all());
    const body = { ...validCreate(), ...patch };
    const res = await call('post', '/maintenance-requests', { body: JSON.parse(JSON.stringify(body)) });
    expect(res.status).toBe(400);
    const error = res.body.errors.find((e: { field: string }) => e.field === field);
    expect(error).toBeDefined();
    expect(error).toMatchObject(message ? { message } : {});
    expect(db.maintenanceRequests.all()).toEqual(snapshot);
  });

  it('refuses a unit of another property', async () => {
    const unit = db.units.all()[0];
    const otherProperty = db.properties.find((p) => p.id !== unit.rentalPropertyId)!;
    const res = await call('post', '/maintenance-requests', {
      body: { ...validCreate(), propertyId: otherProperty.id, unitId: unit.id },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'unitId', message: 'The unit does not belong to the selected property' },
    ]);
  });
});

describe('one maintenance request', () => {
  const first = () => createMaintenanceRequest({ status: 'submitted' });

  it('404s for an unknown id', async () => {
    expect((await call('get', '/maintenance-requests/{id}', { path: '/maintenance-requests/nope' })).status).toBe(404);
    expect(
      (await call('put', '/maintenance-requests/{id}', { path: '/maintenance-requests/nope', body: { title: 'x' } }))
        .status,
    ).toBe(404);
    expect((await call('delete', '/maintenance-requests/{id}', { path: '/maintenance-requests/nope' })).status).toBe(
      404,
    );
    expect(
      (await call('put', '/maintenance-requests/{id}/approve', { path: '/maintenance-requests/nope/approve' })).status,
    ).toBe(404);
  });

  it('edits the editable fields; null clears; the status is untouched', async () => {
    const record = first();
    const res = await call<MaintenanceRequest>('put', '/maintenance-requests/{id}', {
      path: at('/maintenance-requests/{id}', record.id),
      body: { title: 'New title', priority: 'emergency', notes: null, estimatedCost: 0, actualCost: 99.99 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'New title',
      priority: 'emergency',
      notes: null,
      estimatedCost: 0,
      actualCost: 99.99,
      status: record.status,
      description: record.description,
    });
  });

  it.each([
    ['a status', { status: 'completed' }, 'status', undefined],
    ['a unit', { unitId: 'x' }, 'unitId', undefined],
    ['a negative actual cost', { actualCost: -5 }, 'actualCost', 'Actual cost must be positive'],
    ['a negative estimated cost', { estimatedCost: -0.01 }, 'estimatedCost', 'Estimated cost must be positive'],
    ['an empty title', { title: '' }, 'title', 'Title is required'],
    ['a title of 256', { title: 't'.repeat(256) }, 'title', 'Title must be less than 255 characters'],
    [
      'a description over 5000',
      { description: 'd'.repeat(5001) },
      'description',
      'Description must be less than 5000 characters',
    ],
    ['notes over 5000', { notes: 'n'.repeat(5001) }, 'notes', 'Notes must be less than 5000 characters'],
  ])('refuses an edit with %s, nothing changed', async (_name, body, field, message) => {
    const record = first();
    const before = structuredClone(record);
    const res = await call('put', '/maintenance-requests/{id}', {
      path: at('/maintenance-requests/{id}', record.id),
      body,
    });
    expect(res.status).toBe(400);
    const error = res.body.errors.find((e: { field: string }) => e.field === field);
    expect(error).toBeDefined();
    expect(error).toMatchObject(message ? { message } : {});
    expect(db.maintenanceRequests.get(record.id)).toEqual(before);
  });

  it('approves submitted and review requests only', async () => {
    const submitted = first();
    const ok = await call<MaintenanceRequest>('put', '/maintenance-requests/{id}/approve', {
      path: at('/maintenance-requests/{id}/approve', submitted.id),
    });
    expect(ok.body.status).toBe('approved');
    const review = createMaintenanceRequest({ status: 'review' });
    expect(
      (
        await call('put', '/maintenance-requests/{id}/approve', {
          path: at('/maintenance-requests/{id}/approve', review.id),
        })
      ).status,
    ).toBe(200);
    for (const status of ['draft', 'approved', 'in_progress', 'completed', 'cancelled'] as const) {
      const r = createMaintenanceRequest({ status });
      const res = await call('put', '/maintenance-requests/{id}/approve', {
        path: at('/maintenance-requests/{id}/approve', r.id),
      });
      expect(res.status).toBe(409);
      expect(db.maintenanceRequests.get(r.id)!.status).toBe(status);
    }
  });

  it('changes the status, stamps completion, and refuses changes to closed or cancelled requests', async () => {
    const record = first();
    const res = await call<MaintenanceRequest>('put', '/maintenance-requests/{id}/status', {
      path: at('/maintenance-requests/{id}/status', record.id),
      body: { status: 'completed' },
    });
    expect(res.body.status).toBe('completed');
    expect(res.body.completedDate).toEqual(expect.any(String));
    const closed = createMaintenanceRequest({ status: 'closed' });
    const refused = await call('put', '/maintenance-requests/{id}/status', {
      path: at('/maintenance-requests/{id}/status', closed.id),
      body: { status: 'submitted' },
    });
    expect(refused.status).toBe(409);
    expect(db.maintenanceRequests.get(closed.id)!.status).toBe('closed');
    const invalid = await call('put', '/maintenance-requests/{id}/status', {
      path: at('/maintenance-requests/{id}/status', record.id),
      body: { status: 'done' },
    });
    expect(invalid.status).toBe(400);
  });

  it('deletes a request together with its work orders', async () => {
    const requestId = createWorkOrder().maintenanceRequestId;
    createWorkOrder({ maintenanceRequestId: requestId });
    expect(
      (await call('delete', '/maintenance-requests/{id}', { path: at('/maintenance-requests/{id}', requestId) }))
        .status,
    ).toBe(204);
    expect(db.maintenanceRequests.get(requestId)).toBeUndefined();
    expect(db.workOrders.count((w) => w.maintenanceRequestId === requestId)).toBe(0);
  });
});

describe('derived maintenance views', () => {
  it('summary counts every status, priority and category, and the dashboard figures', async () => {
    const res = await call<MaintenanceRequestSummary>('get', '/maintenance-requests/summary');
    const all = db.maintenanceRequests.all();
    expect(res.body.total).toBe(all.length);
    for (const s of MAINTENANCE_REQUEST_STATUSES)
      expect(res.body.byStatus[s]).toBe(all.filter((r) => r.status === s).length);
    for (const p of MAINTENANCE_PRIORITIES)
      expect(res.body.byPriority[p]).toBe(all.filter((r) => r.priority === p).length);
    for (const c of MAINTENANCE_CATEGORIES)
      expect(res.body.byCategory[c]).toBe(all.filter((r) => r.category === c).length);
    const s = res.body.byStatus;
    expect(res.body.open).toBe(s.draft + s.submitted + s.review + s.approved + s.work_order_created);
    expect(res.body.inProgress).toBe(s.in_progress);
    expect(res.body.completed).toBe(s.completed + s.closed);
    expect(res.body.overdue).toBe(all.filter((r) => isOverdue(r, today())).length);
    expect(maintenanceCounts(db, today())).toEqual({
      open: res.body.open,
      inProgress: res.body.inProgress,
      completed: res.body.completed,
      overdue: res.body.overdue,
    });
  });

  it('summary follows changes (computed when asked)', async () => {
    const before = (await call<MaintenanceRequestSummary>('get', '/maintenance-requests/summary')).body;
    await call('post', '/maintenance-requests', { body: validCreate() });
    const after = (await call<MaintenanceRequestSummary>('get', '/maintenance-requests/summary')).body;
    expect(after.byStatus.submitted).toBe(before.byStatus.submitted + 1);
    expect(after.open).toBe(before.open + 1);
  });

  it('overdue lists unfinished requests past their due date, most overdue first, with severity', async () => {
    const res = await call<OverdueMaintenanceRequestList>('get', '/maintenance-requests/overdue');
    expect(res.body.meta.total).toBe(db.maintenanceRequests.count((r) => isOverdue(r, today())));
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const r of res.body.data) {
      expect(r.dueDate! < today()).toBe(true);
      expect(['completed', 'closed', 'cancelled']).not.toContain(r.status);
      expect(r.overdueSeverity).toBe(overdueSeverity(r.daysOverdue));
    }
    const days = res.body.data.map((r) => r.daysOverdue);
    expect(days).toEqual([...days].sort((a, b) => b - a));
  });

  it('lists by unit and by property; 404 for unknown ones', async () => {
    const sample = db.maintenanceRequests.all()[0];
    const byUnit = await call<MaintenanceRequestList>('get', '/maintenance-requests/by-unit/{id}', {
      path: at('/maintenance-requests/by-unit/{id}', sample.unitId),
    });
    expect(byUnit.body.data.every((r) => r.unitId === sample.unitId)).toBe(true);
    expect(byUnit.body.data.map((r) => r.id)).toContain(sample.id);
    const byProperty = await call<MaintenanceRequestList>('get', '/maintenance-requests/by-property/{id}', {
      path: at('/maintenance-requests/by-property/{id}', sample.propertyId),
    });
    expect(byProperty.body.meta.total).toBe(db.maintenanceRequests.count((r) => r.propertyId === sample.propertyId));
    expect(
      (await call('get', '/maintenance-requests/by-unit/{id}', { path: '/maintenance-requests/by-unit/nope' })).status,
    ).toBe(404);
    expect(
      (await call('get', '/maintenance-requests/by-property/{id}', { path: '/maintenance-requests/by-property/nope' }))
        .status,
    ).toBe(404);
  });
});
