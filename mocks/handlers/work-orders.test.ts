import type { WorkOrder, WorkOrderList, WorkOrderStatus } from '@/lib/api/schema.gen';
import { apiBaseUrl } from '@/lib/config';
import { WORK_ORDER_TRANSITIONS, isWorkOrderActionAllowed, type WorkOrderActionName } from '@/lib/work-order-status';
import { createMaintenanceRequest, createVendor, createWorkOrder } from '@/testing/factories';
import { db } from '../db';
import { WORK_ORDER_STATUSES, type WorkOrderRecord } from '../db/work-orders';
import { localToday } from '../support/time';
import { at, call } from '../testing/api-fetch';
import type { MultipartFile } from '../testing/multipart';

const DAY = 86_400_000;
const localDay = (offsetDays: number) => localToday(new Date(Date.now() + offsetDays * DAY));

function activeVendor() {
  return db.vendors.find((v) => v.isActive)!;
}

/** A work order of the test's own in `status` (with an active vendor), so each action can be tried from it. */
function workOrderIn(status: WorkOrderStatus): WorkOrderRecord {
  return createWorkOrder({ status, vendorId: createVendor().id });
}

function pdfForm(
  type = 'application/pdf',
  name = 'invoice.pdf',
  bytes: string | Uint8Array = '%PDF-1.4 test invoice',
): MultipartFile[] {
  return [{ field: 'invoice', name, type, content: bytes }];
}

/** A valid request for each action. */
const ACTIONS: Record<
  WorkOrderActionName,
  { method: 'put' | 'post'; template: string; request: () => { body?: unknown; form?: MultipartFile[] } }
> = {
  assignVendor: {
    method: 'put',
    template: '/work-orders/{id}/assign-vendor',
    request: () => ({ body: { vendorId: activeVendor().id, assignmentNotes: 'Tenant prefers mornings.' } }),
  },
  schedule: {
    method: 'put',
    template: '/work-orders/{id}/schedule',
    request: () => ({
      body: { scheduledDate: `${localDay(1)}T09:30:00`, estimatedDuration: 2, schedulingNotes: 'Key at desk' },
    }),
  },
  reschedule: {
    method: 'put',
    template: '/work-orders/{id}/reschedule',
    request: () => ({ body: { scheduledDate: `${localDay(2)}T13:00:00`, reason: 'Vendor van broke down' } }),
  },
  startWork: {
    method: 'put',
    template: '/work-orders/{id}/start',
    request: () => ({ body: { actualStartTime: `${localDay(0)}T00:00:00`, startNotes: 'Water off' } }),
  },
  completeWork: {
    method: 'put',
    template: '/work-orders/{id}/complete',
    request: () => ({ body: { completionNotes: 'Replaced the trap; no leaks.', laborCost: 120, materialCost: 30.5 } }),
  },
  uploadInvoice: { method: 'post', template: '/work-orders/{id}/invoice', request: () => ({ form: pdfForm() }) },
  closeWorkOrder: { method: 'put', template: '/work-orders/{id}', request: () => ({ body: { status: 'closed' } }) },
};

/** The handlers answer as the state machine says (its rules are tested in src/lib/work-order-status.test.ts). */
describe('work order lifecycle (spec 3 §4)', () => {
  const cases = (Object.keys(ACTIONS) as WorkOrderActionName[]).flatMap((action) =>
    WORK_ORDER_STATUSES.map((status) => ({ action, status, allowed: isWorkOrderActionAllowed(action, status) })),
  );

  it.each(cases.filter((c) => c.allowed))('$action is allowed from $status', async ({ action, status }) => {
    const record = workOrderIn(status);
    const spec = ACTIONS[action];
    const res = await call<WorkOrder>(spec.method, spec.template, {
      path: at(spec.template, record.id),
      ...spec.request(),
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(WORK_ORDER_TRANSITIONS[action].to);
    expect(db.workOrders.get(record.id)!.status).toBe(WORK_ORDER_TRANSITIONS[action].to);
  });

  it.each(cases.filter((c) => !c.allowed))(
    '$action is refused with 409 from $status, nothing changed',
    async ({ action, status }) => {
      const record = workOrderIn(status);
      const before = structuredClone(db.workOrders.get(record.id));
      const spec = ACTIONS[action];
      const res = await call(spec.method, spec.template, { path: at(spec.template, record.id), ...spec.request() });
      expect(res.status).toBe(409);
      expect(res.body.detail).toContain(status);
      expect(db.workOrders.get(record.id)).toEqual(before);
    },
  );

  it('accepts every half-hour slot from 08:00 to 18:30 (spec 3 §5), with or without seconds', async () => {
    const record = workOrderIn('scheduled');
    const slots = Array.from(
      { length: 22 },
      (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
    );
    expect(slots[0]).toBe('08:00');
    expect(slots.at(-1)).toBe('18:30');
    for (const [i, slot] of slots.entries()) {
      const scheduledDate = `${localDay(1)}T${slot}${i % 2 ? ':00' : ''}`;
      const res = await call<WorkOrder>('put', '/work-orders/{id}/reschedule', {
        path: at('/work-orders/{id}/reschedule', record.id),
        body: { scheduledDate },
      });
      expect({ scheduledDate, status: res.status }).toEqual({ scheduledDate, status: 200 });
      expect(res.body.scheduledDate).toBe(scheduledDate);
    }
  });

  it('answers 404 for an unknown work order', async () => {
    const res = await call('put', '/work-orders/{id}/start', {
      path: '/work-orders/nope/start',
      body: { actualStartTime: `${localDay(0)}T00:00:00` },
    });
    expect(res.status).toBe(404);
  });

  it('stores what each action sends', async () => {
    const record = workOrderIn('created');
    const vendor = activeVendor();
    await call('put', '/work-orders/{id}/assign-vendor', {
      path: at('/work-orders/{id}/assign-vendor', record.id),
      body: { vendorId: vendor.id, assignmentNotes: 'Call first' },
    });
    const scheduled = await call<WorkOrder>('put', '/work-orders/{id}/schedule', {
      path: at('/work-orders/{id}/schedule', record.id),
      body: { scheduledDate: `${localDay(3)}T08:00:00`, estimatedDuration: 3.5, schedulingNotes: 'Gate code 1234' },
    });
    expect(scheduled.body).toMatchObject({
      vendorId: vendor.id,
      vendor: { companyName: vendor.companyName },
      assignmentNotes: 'Call first',
      scheduledDate: `${localDay(3)}T08:00:00`,
      estimatedDuration: 3.5,
      schedulingNotes: 'Gate code 1234',
    });
    const rescheduled = await call<WorkOrder>('put', '/work-orders/{id}/reschedule', {
      path: at('/work-orders/{id}/reschedule', record.id),
      body: { scheduledDate: `${localDay(4)}T10:30:00`, estimatedDuration: 4, reason: 'Rain' },
    });
    expect(rescheduled.body).toMatchObject({
      status: 'scheduled',
      scheduledDate: `${localDay(4)}T10:30:00`,
      estimatedDuration: 4,
      schedulingNotes: 'Rain',
    });
    await call('put', '/work-orders/{id}/start', {
      path: at('/work-orders/{id}/start', record.id),
      body: { actualStartTime: `${localDay(0)}T00:00:00`, startNotes: 'On site' },
    });
    const completed = await call<WorkOrder>('put', '/work-orders/{id}/complete', {
      path: at('/work-orders/{id}/complete', record.id),
      body: { completionNotes: 'Fixed and tested it.', laborCost: 200, materialCost: 49.99 },
    });
    expect(completed.body).toMatchObject({
      status: 'completed',
      actualStartTime: `${localDay(0)}T00:00:00`,
      startNotes: 'On site',
      laborCost: 200,
      materialCost: 49.99,
      totalCost: 249.99,
      // The estimate the reschedule set (3.5 at scheduling, then 4).
      actualDuration: 4,
    });
    expect(completed.body.completedDate).toEqual(expect.any(String));
  });
});

describe('work order validation: 400 and nothing changed', () => {
  const invalid: Array<[string, string, () => unknown, WorkOrderStatus, string, string]> = [
    [
      'assign-vendor without vendorId',
      '/work-orders/{id}/assign-vendor',
      () => ({ assignmentNotes: 'x' }),
      'created',
      'vendorId',
      'Please select a vendor',
    ],
    [
      'assignment notes over 1000',
      '/work-orders/{id}/assign-vendor',
      () => ({ vendorId: activeVendor().id, assignmentNotes: 'a'.repeat(1001) }),
      'created',
      'assignmentNotes',
      'Assignment notes cannot be longer than 1000 characters',
    ],
    [
      'an inactive vendor',
      '/work-orders/{id}/assign-vendor',
      () => ({ vendorId: db.vendors.find((v) => !v.isActive)!.id }),
      'created',
      'vendorId',
      'The vendor is inactive',
    ],
    [
      'schedule without a date',
      '/work-orders/{id}/schedule',
      () => ({ estimatedDuration: 2 }),
      'created',
      'scheduledDate',
      'Scheduled date is required',
    ],
    [
      'a scheduled day in the past',
      '/work-orders/{id}/schedule',
      () => ({ scheduledDate: `${localDay(-1)}T09:00:00` }),
      'created',
      'scheduledDate',
      'Scheduled date must be today or in the future',
    ],
    [
      'a scheduling duration above 24',
      '/work-orders/{id}/schedule',
      () => ({ scheduledDate: `${localDay(1)}T09:00:00`, estimatedDuration: 24.5 }),
      'created',
      'estimatedDuration',
      'Estimated duration must be a valid number between 0.5 and 24 hours',
    ],
    [
      'a scheduling duration below 0.5',
      '/work-orders/{id}/schedule',
      () => ({ scheduledDate: `${localDay(1)}T09:00:00`, estimatedDuration: 0.4 }),
      'created',
      'estimatedDuration',
      'Estimated duration must be a valid number between 0.5 and 24 hours',
    ],
    [
      'scheduling notes over 1000',
      '/work-orders/{id}/schedule',
      () => ({ scheduledDate: `${localDay(1)}T09:00:00`, schedulingNotes: 'a'.repeat(1001) }),
      'created',
      'schedulingNotes',
      'Scheduling notes cannot be longer than 1000 characters',
    ],
    [
      'a malformed date',
      '/work-orders/{id}/schedule',
      () => ({ scheduledDate: 'next tuesday' }),
      'created',
      'scheduledDate',
      '',
    ],
    [
      'a schedule without a time',
      '/work-orders/{id}/schedule',
      () => ({ scheduledDate: localDay(1) }),
      'created',
      'scheduledDate',
      'Scheduled time is required',
    ],
    [
      'a time before 08:00',
      '/work-orders/{id}/schedule',
      () => ({ scheduledDate: `${localDay(1)}T07:30:00` }),
      'created',
      'scheduledDate',
      'Scheduled time must be a half-hour slot from 08:00 to 18:30',
    ],
    [
      'a time after 18:30',
      '/work-orders/{id}/schedule',
      () => ({ scheduledDate: `${localDay(1)}T19:00:00` }),
      'created',
      'scheduledDate',
      'Scheduled time must be a half-hour slot from 08:00 to 18:30',
    ],
    [
      'a time between slots',
      '/work-orders/{id}/schedule',
      () => ({ scheduledDate: `${localDay(1)}T09:15` }),
      'vendor_assigned',
      'scheduledDate',
      'Scheduled time must be a half-hour slot from 08:00 to 18:30',
    ],
    [
      'a time with seconds off the slot',
      '/work-orders/{id}/schedule',
      () => ({ scheduledDate: `${localDay(1)}T09:30:05` }),
      'created',
      'scheduledDate',
      'Scheduled time must be a half-hour slot from 08:00 to 18:30',
    ],
    [
      'a reschedule without a time',
      '/work-orders/{id}/reschedule',
      () => ({ scheduledDate: localDay(2) }),
      'scheduled',
      'scheduledDate',
      'Scheduled time is required',
    ],
    [
      'a reschedule off the slots',
      '/work-orders/{id}/reschedule',
      () => ({ scheduledDate: `${localDay(2)}T18:45:00` }),
      'scheduled',
      'scheduledDate',
      'Scheduled time must be a half-hour slot from 08:00 to 18:30',
    ],
    [
      'a reschedule into the past',
      '/work-orders/{id}/reschedule',
      () => ({ scheduledDate: `${localDay(-2)}T09:00:00` }),
      'scheduled',
      'scheduledDate',
      'Scheduled date must be today or in the future',
    ],
    [
      'a start time in the future',
      '/work-orders/{id}/start',
      () => ({ actualStartTime: `${localDay(2)}T09:00:00` }),
      'scheduled',
      'actualStartTime',
      'Start date cannot be in the future',
    ],
    [
      'start without a time',
      '/work-orders/{id}/start',
      () => ({ startNotes: 'x' }),
      'scheduled',
      'actualStartTime',
      'Start date is required',
    ],
    [
      'start notes over 500',
      '/work-orders/{id}/start',
      () => ({ actualStartTime: `${localDay(0)}T00:00:00`, startNotes: 'a'.repeat(501) }),
      'scheduled',
      'startNotes',
      'Start notes cannot be longer than 500 characters',
    ],
    [
      'no completion notes',
      '/work-orders/{id}/complete',
      () => ({ laborCost: 5 }),
      'in_progress',
      'completionNotes',
      'Completion notes are required',
    ],
    [
      'completion notes under 10',
      '/work-orders/{id}/complete',
      () => ({ completionNotes: 'too short' }),
      'in_progress',
      'completionNotes',
      'Completion notes must be at least 10 characters',
    ],
    [
      'completion notes over 5000',
      '/work-orders/{id}/complete',
      () => ({ completionNotes: 'a'.repeat(5001) }),
      'in_progress',
      'completionNotes',
      'Completion notes cannot be longer than 5000 characters',
    ],
    [
      'an actual duration above 48',
      '/work-orders/{id}/complete',
      () => ({ completionNotes: 'Fixed it all up.', actualDuration: 48.5 }),
      'in_progress',
      'actualDuration',
      'Actual duration must be a valid number between 0.1 and 48 hours',
    ],
    [
      'an actual duration below 0.1',
      '/work-orders/{id}/complete',
      () => ({ completionNotes: 'Fixed it all up.', actualDuration: 0.05 }),
      'in_progress',
      'actualDuration',
      'Actual duration must be a valid number between 0.1 and 48 hours',
    ],
    [
      'a negative labor cost',
      '/work-orders/{id}/complete',
      () => ({ completionNotes: 'Fixed it all up.', laborCost: -1 }),
      'in_progress',
      'laborCost',
      'Labor cost must be a valid number',
    ],
    [
      'a negative material cost',
      '/work-orders/{id}/complete',
      () => ({ completionNotes: 'Fixed it all up.', materialCost: -0.01 }),
      'in_progress',
      'materialCost',
      'Material cost must be a valid number',
    ],
  ];

  it.each(invalid)('refuses %s', async (_name, template, body, status, field, message) => {
    const record = workOrderIn(status);
    const snapshot = structuredClone(db.workOrders.all());
    const res = await call('put', template, { path: at(template, record.id), body: body() });
    expect(res.status).toBe(400);
    const error = res.body.errors.find((e: { field: string }) => e.field === field);
    expect(error).toBeDefined();
    expect(error).toMatchObject(message ? { message } : {});
    expect(db.workOrders.all()).toEqual(snapshot);
  });

  it('refuses an invoice of another type or without a file', async () => {
    const record = workOrderIn('completed');
    const wrongType = await call('post', '/work-orders/{id}/invoice', {
      path: at('/work-orders/{id}/invoice', record.id),
      form: pdfForm('text/plain', 'invoice.txt'),
    });
    expect(wrongType.status).toBe(400);
    const otherField = await call('post', '/work-orders/{id}/invoice', {
      path: at('/work-orders/{id}/invoice', record.id),
      form: [{ field: 'file', name: 'a.pdf', type: 'application/pdf', content: '%PDF' }],
    });
    expect(otherField.status).toBe(400);
    const tooLarge = await call('post', '/work-orders/{id}/invoice', {
      path: at('/work-orders/{id}/invoice', record.id),
      form: pdfForm('application/pdf', 'big.pdf', new Uint8Array(10 * 1024 * 1024 + 1)),
    });
    expect(tooLarge.status).toBe(413);
    expect(db.workOrders.get(record.id)!.status).toBe('completed');
  });
});

describe('creating, updating and deleting work orders', () => {
  const approvedRequest = () => createMaintenanceRequest({ status: 'approved' });

  it('creates a work order and moves its request to work_order_created', async () => {
    const req = approvedRequest();
    const count = db.workOrders.count();
    const res = await call<WorkOrder>('post', '/work-orders', {
      body: { maintenanceRequestId: req.id, instructions: 'Fix the leak.', priority: 'high' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'created',
      vendorId: null,
      vendor: null,
      maintenanceRequestId: req.id,
      priority: 'high',
      totalCost: null,
      photos: [],
    });
    expect(res.body.maintenanceRequest).toMatchObject({
      id: req.id,
      category: req.category,
      propertyId: req.propertyId,
    });
    expect(res.body.maintenanceRequest!.property!.name).toBeTruthy();
    expect(res.body.maintenanceRequest!.unit!.unitNumber).toBeTruthy();
    expect(res.body.workOrderNumber).toMatch(/^WO-\d{4}-\d{4}$/);
    expect(db.workOrders.count()).toBe(count + 1);
    expect(db.maintenanceRequests.get(req.id)!.status).toBe('work_order_created');
  });

  it('starts as vendor_assigned with a vendor and as scheduled with a date', async () => {
    const req = approvedRequest();
    const vendor = activeVendor();
    const withVendor = await call<WorkOrder>('post', '/work-orders', {
      body: {
        maintenanceRequestId: req.id,
        instructions: 'A',
        priority: 'low',
        vendorId: vendor.id,
        estimatedDuration: 1.5,
      },
    });
    expect(withVendor.body.status).toBe('vendor_assigned');
    expect(db.maintenanceRequests.get(req.id)!.vendorId).toBe(vendor.id);
    const withDate = await call<WorkOrder>('post', '/work-orders', {
      body: {
        maintenanceRequestId: req.id,
        instructions: 'B',
        priority: 'low',
        scheduledDate: `${localDay(1)}T09:00:00`,
      },
    });
    expect(withDate.body.status).toBe('scheduled');
  });

  it.each([
    ['no instructions', { instructions: '', priority: 'medium' }],
    ['no priority', { instructions: 'Fix' }],
    ['instructions over 5000', { instructions: 'a'.repeat(5001), priority: 'medium' }],
    ['an unknown priority', { instructions: 'Fix', priority: 'urgent' }],
    ['a duration below 0.5', { instructions: 'Fix', priority: 'medium', estimatedDuration: 0.25 }],
    ['a duration above 100', { instructions: 'Fix', priority: 'medium', estimatedDuration: 100.5 }],
    ['a duration off the 0.5 step', { instructions: 'Fix', priority: 'medium', estimatedDuration: 1.25 }],
    ['an unknown request', { instructions: 'Fix', priority: 'medium', maintenanceRequestId: 'missing' }],
    ['an inactive vendor', { instructions: 'Fix', priority: 'medium', vendorId: '__inactive__' }],
  ])('refuses %s with 400 and stores nothing', async (_name, fields) => {
    const req = approvedRequest();
    const body: Record<string, unknown> = { maintenanceRequestId: req.id, ...fields };
    if (body.vendorId === '__inactive__') body.vendorId = db.vendors.find((v) => !v.isActive)!.id;
    const snapshot = structuredClone({ orders: db.workOrders.all(), request: db.maintenanceRequests.get(req.id) });
    const res = await call('post', '/work-orders', { body });
    expect(res.status).toBe(400);
    expect(res.body.errors.length).toBeGreaterThan(0);
    expect(db.workOrders.all()).toEqual(snapshot.orders);
    expect(db.maintenanceRequests.get(req.id)).toEqual(snapshot.request);
  });

  it('words the create errors as the spec does', async () => {
    const req = approvedRequest();
    const res = await call('post', '/work-orders', {
      body: { maintenanceRequestId: req.id, instructions: '', priority: 'urgent', estimatedDuration: 0.25 },
    });
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'instructions', message: 'Work instructions are required' },
        { field: 'priority', message: 'Invalid priority' },
        { field: 'estimatedDuration', message: 'Estimated duration must be a valid number' },
      ]),
    );
    const missing = await call('post', '/work-orders', {
      body: { maintenanceRequestId: req.id, instructions: 'i'.repeat(5001) },
    });
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'instructions', message: 'Instructions cannot be longer than 5000 characters' },
        { field: 'priority', message: 'Priority is required' },
      ]),
    );
  });

  it('refuses a work order for a cancelled request', async () => {
    const req = createMaintenanceRequest({ status: 'cancelled' });
    const res = await call('post', '/work-orders', {
      body: { maintenanceRequestId: req.id, instructions: 'Fix', priority: 'low' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('maintenanceRequestId');
  });

  it('updates descriptive fields and recomputes the total, but refuses a status', async () => {
    const record = workOrderIn('in_progress');
    const res = await call<WorkOrder>('put', '/work-orders/{id}', {
      path: at('/work-orders/{id}', record.id),
      body: { laborCost: 10, materialCost: 5, instructions: 'New text' },
    });
    expect(res.body).toMatchObject({
      laborCost: 10,
      materialCost: 5,
      totalCost: 15,
      instructions: 'New text',
      status: 'in_progress',
    });
    const refused = await call('put', '/work-orders/{id}', {
      path: at('/work-orders/{id}', record.id),
      body: { status: 'paid' },
    });
    expect(refused.status).toBe(400);
    expect(db.workOrders.get(record.id)!.status).toBe('in_progress');
  });

  it('deletes a work order that has not started and refuses one in progress', async () => {
    const notStarted = createWorkOrder();
    expect((await call('delete', '/work-orders/{id}', { path: at('/work-orders/{id}', notStarted.id) })).status).toBe(
      204,
    );
    expect(db.workOrders.get(notStarted.id)).toBeUndefined();
    const started = workOrderIn('in_progress');
    expect((await call('delete', '/work-orders/{id}', { path: at('/work-orders/{id}', started.id) })).status).toBe(409);
    expect(db.workOrders.get(started.id)).toBeDefined();
  });
});

describe('request status follows its work orders', () => {
  it('starting moves the request to in_progress; completing the last one completes it with the summed cost', async () => {
    const req = createMaintenanceRequest({ status: 'approved' });
    const first = await call<WorkOrder>('post', '/work-orders', {
      body: { maintenanceRequestId: req.id, instructions: 'One', priority: 'medium', vendorId: activeVendor().id },
    });
    const second = await call<WorkOrder>('post', '/work-orders', {
      body: { maintenanceRequestId: req.id, instructions: 'Two', priority: 'medium', vendorId: activeVendor().id },
    });
    for (const wo of [first.body, second.body]) {
      await call('put', '/work-orders/{id}/start', {
        path: at('/work-orders/{id}/start', wo.id),
        body: { actualStartTime: `${localDay(0)}T00:00:00` },
      });
    }
    expect(db.maintenanceRequests.get(req.id)!.status).toBe('in_progress');
    await call('put', '/work-orders/{id}/complete', {
      path: at('/work-orders/{id}/complete', first.body.id),
      body: { completionNotes: 'First part done.', laborCost: 100 },
    });
    expect(db.maintenanceRequests.get(req.id)!.status).toBe('in_progress');
    await call('put', '/work-orders/{id}/complete', {
      path: at('/work-orders/{id}/complete', second.body.id),
      body: { completionNotes: 'Second part done.', laborCost: 50, materialCost: 12.5 },
    });
    const done = db.maintenanceRequests.get(req.id)!;
    expect(done.status).toBe('completed');
    expect(done.actualCost).toBe(162.5);
    expect(done.completedDate).toEqual(expect.any(String));
  });
});

describe('invoice upload', () => {
  it('stores the file, serves it back and records its path', async () => {
    const record = workOrderIn('completed');
    const res = await call<WorkOrder>('post', '/work-orders/{id}/invoice', {
      path: at('/work-orders/{id}/invoice', record.id),
      form: pdfForm('application/pdf', 'inv.pdf', '%PDF-1.4 hello'),
    });
    expect(res.body.status).toBe('invoice_received');
    expect(res.body.invoiceUrl).toMatch(/\/api\/files\//);
    const file = await fetch(new URL(res.body.invoiceUrl!, apiBaseUrl()));
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.4 hello');
  });
});

describe('work order lists', () => {
  it('pages 20 by default, newest first, with the paging meta', async () => {
    const res = await call<WorkOrderList>('get', '/work-orders');
    const total = db.workOrders.count();
    expect(res.body.meta).toEqual({ total, page: 1, limit: 20, totalPages: Math.ceil(total / 20) });
    expect(res.body.data).toHaveLength(Math.min(20, total));
    const created = res.body.data.map((w) => w.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const page2 = await call<WorkOrderList>('get', '/work-orders', { query: { page: 2, limit: 5 } });
    expect(page2.body.data.map((w) => w.id)).toEqual(
      (await call<WorkOrderList>('get', '/work-orders', { query: { limit: 10 } })).body.data
        .slice(5, 10)
        .map((w) => w.id),
    );
  });

  it('filters by status, priority, vendor, request and search text', async () => {
    const sample = db.workOrders.find((w) => w.vendorId !== null)!;
    const byStatus = await call<WorkOrderList>('get', '/work-orders', { query: { status: 'scheduled', limit: 100 } });
    expect(byStatus.body.data.length).toBe(db.workOrders.count((w) => w.status === 'scheduled'));
    expect(byStatus.body.data.every((w) => w.status === 'scheduled')).toBe(true);
    const byPriority = await call<WorkOrderList>('get', '/work-orders', {
      query: { priority: 'emergency', limit: 100 },
    });
    expect(byPriority.body.meta.total).toBe(db.workOrders.count((w) => w.priority === 'emergency'));
    const byVendor = await call<WorkOrderList>('get', '/work-orders', {
      query: { vendorId: sample.vendorId!, limit: 100 },
    });
    expect(byVendor.body.meta.total).toBe(db.workOrders.count((w) => w.vendorId === sample.vendorId));
    expect(byVendor.body.data.every((w) => w.vendor?.id === sample.vendorId)).toBe(true);
    const byRequest = await call<WorkOrderList>('get', '/work-orders', {
      query: { maintenanceRequestId: sample.maintenanceRequestId },
    });
    expect(byRequest.body.data.map((w) => w.id)).toContain(sample.id);
    expect(byRequest.body.data.every((w) => w.maintenanceRequestId === sample.maintenanceRequestId)).toBe(true);
    const bySearch = await call<WorkOrderList>('get', '/work-orders', {
      query: { search: sample.workOrderNumber.toLowerCase() },
    });
    expect(bySearch.body.data.map((w) => w.id)).toEqual([sample.id]);
    const empty = await call<WorkOrderList>('get', '/work-orders', { query: { search: 'zzz-no-such-thing' } });
    expect(empty.body).toEqual({ data: [], meta: { total: 0, page: 1, limit: 20, totalPages: 0 } });
    const ignored = await call<WorkOrderList>('get', '/work-orders', { path: '/work-orders?status=&search=' });
    expect(ignored.body.meta.total).toBe(db.workOrders.count());
    expect((await call('get', '/work-orders', { query: { status: 'finished' } })).status).toBe(400);
  });

  it('lists active and pending-payment work orders', async () => {
    const active = await call<WorkOrderList>('get', '/work-orders/active');
    expect(new Set(active.body.data.map((w) => w.status))).toEqual(
      new Set(['created', 'vendor_assigned', 'scheduled', 'in_progress']),
    );
    expect(active.body.meta.total).toBe(
      db.workOrders.count((w) => !['completed', 'closed', 'invoice_received', 'paid'].includes(w.status)),
    );
    const pending = await call<WorkOrderList>('get', '/work-orders/pending-payment');
    expect(new Set(pending.body.data.map((w) => w.status))).toEqual(new Set(['completed', 'invoice_received']));
  });

  it('lists by vendor and by property, 404 for unknown ids', async () => {
    const sample = db.workOrders.find((w) => w.vendorId !== null)!;
    const byVendor = await call<WorkOrderList>('get', '/work-orders/by-vendor/{id}', {
      path: at('/work-orders/by-vendor/{id}', sample.vendorId!),
    });
    expect(byVendor.body.data.map((w) => w.id)).toContain(sample.id);
    const propertyId = db.maintenanceRequests.get(sample.maintenanceRequestId)!.propertyId;
    const byProperty = await call<WorkOrderList>('get', '/work-orders/by-property/{id}', {
      path: at('/work-orders/by-property/{id}', propertyId),
    });
    expect(byProperty.body.data.map((w) => w.id)).toContain(sample.id);
    expect(byProperty.body.data.every((w) => w.maintenanceRequest?.propertyId === propertyId)).toBe(true);
    expect((await call('get', '/work-orders/by-vendor/{id}', { path: '/work-orders/by-vendor/nope' })).status).toBe(
      404,
    );
    expect((await call('get', '/work-orders/by-property/{id}', { path: '/work-orders/by-property/nope' })).status).toBe(
      404,
    );
    expect((await call('get', '/work-orders/{id}', { path: '/work-orders/nope' })).status).toBe(404);
  });
});
