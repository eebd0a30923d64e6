import type { FieldError, WorkOrderStatus } from '@/lib/api/schema.gen';
import { roundCents } from '@/lib/late-fees';
import { UPLOAD_MAX_BYTES } from '@/lib/upload-limits';
import {
  NOT_STARTED_WORK_ORDER_STATUSES,
  PENDING_PAYMENT_WORK_ORDER_STATUSES,
  WORK_ORDER_TRANSITIONS,
  isWorkOrderActionAllowed,
  isWorkOrderDone,
  type WorkOrderActionName,
} from '@/lib/work-order-status';
import { http } from '../http';
import { db } from '../db';
import { newId } from '../db/ids';
import {
  FINAL_REQUEST_STATUSES,
  MAINTENANCE_PRIORITIES,
  type MaintenanceRequestRecord,
} from '../db/maintenance-requests';
import {
  WORK_ORDER_STATUSES,
  nextWorkOrderNumber,
  blankWorkOrderFields,
  storeInvoice,
  totalCostOf,
  type WorkOrderRecord,
} from '../db/work-orders';
import { presentWorkOrder } from '../views/work-orders';
import { matchesText, paged, readBody, readQuery, type FieldMessages } from '../support/request';
import { badRequest, conflict, notFound, problem } from '../support/responses';
import { clockNow, dayOf, instantOf, localToday, nowIso } from '../support/time';

const NOT_FOUND = 'Work order';

/** A date-time as WorkOrderDateTime allows it, with its time part. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * Why a scheduledDate failed WorkOrderScheduledDateTime: no time (spec 3 §5: Scheduled time is required),
 * a time off the half-hour slots 08:00 to 18:30 (the contract's wording), or not a date-time at all.
 */
export function scheduledDateMessage(value: unknown): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return 'Scheduled time is required';
  if (typeof value === 'string' && DATE_TIME.test(value))
    return 'Scheduled time must be a half-hour slot from 08:00 to 18:30';
  return 'Scheduled date must be a date and time, e.g. 2026-11-25T09:30:00';
}

/** Spec 3 §5 messages of the work order forms and dialogs. */
const MESSAGES = {
  create: {
    instructions: {
      required: 'Work instructions are required',
      maxLength: 'Instructions cannot be longer than 5000 characters',
    },
    priority: { required: 'Priority is required', invalid: 'Invalid priority' },
    estimatedDuration: { invalid: 'Estimated duration must be a valid number' },
  },
  assign: {
    vendorId: { required: 'Please select a vendor' },
    assignmentNotes: { maxLength: 'Assignment notes cannot be longer than 1000 characters' },
  },
  schedule: {
    scheduledDate: { required: 'Scheduled date is required', invalid: scheduledDateMessage },
    estimatedDuration: { invalid: 'Estimated duration must be a valid number between 0.5 and 24 hours' },
    schedulingNotes: { maxLength: 'Scheduling notes cannot be longer than 1000 characters' },
  },
  reschedule: {
    scheduledDate: { required: 'Scheduled date is required', invalid: scheduledDateMessage },
    estimatedDuration: { invalid: 'Estimated duration must be a valid number between 0.5 and 24 hours' },
    reason: { maxLength: 'Scheduling notes cannot be longer than 1000 characters' },
  },
  start: {
    actualStartTime: { required: 'Start date is required' },
    startNotes: { maxLength: 'Start notes cannot be longer than 500 characters' },
  },
  complete: {
    completionNotes: {
      required: 'Completion notes are required',
      minLength: 'Completion notes must be at least 10 characters',
      maxLength: 'Completion notes cannot be longer than 5000 characters',
    },
    actualDuration: { invalid: 'Actual duration must be a valid number between 0.1 and 48 hours' },
    laborCost: { invalid: 'Labor cost must be a valid number' },
    materialCost: { invalid: 'Material cost must be a valid number' },
  },
} satisfies Record<string, Record<string, FieldMessages>>;
const INVOICE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];

const byNewest = (a: WorkOrderRecord, b: WorkOrderRecord) =>
  b.createdAt.localeCompare(a.createdAt) || b.workOrderNumber.localeCompare(a.workOrderNumber);

const present = (w: WorkOrderRecord) => presentWorkOrder(db, w);

/** Request statuses that creating a work order moves to `work_order_created` (later ones are kept). */
const BEFORE_WORK_ORDER = ['draft', 'submitted', 'review', 'approved'];
/** Request statuses that starting a work order moves to `in_progress`. */
const BEFORE_IN_PROGRESS = ['draft', 'submitted', 'review', 'approved', 'work_order_created'];

function activeVendorError(vendorId: string): FieldError | null {
  const vendor = db.vendors.get(vendorId);
  if (!vendor) return { field: 'vendorId', message: 'Vendor not found' };
  if (!vendor.isActive) return { field: 'vendorId', message: 'The vendor is inactive' };
  return null;
}

/** What a refused action could not do, for the 409's detail. */
const REFUSED: Record<WorkOrderActionName, string> = {
  assignVendor: 'assign vendor',
  schedule: 'schedule',
  startWork: 'start',
  reschedule: 'reschedule',
  completeWork: 'complete',
  uploadInvoice: 'receive an invoice',
  closeWorkOrder: 'close',
};

/** 409 unless the action is allowed in the work order's status (spec 3 §4). */
function refusal(record: WorkOrderRecord, action: WorkOrderActionName) {
  if (isWorkOrderActionAllowed(action, record.status)) return null;
  return conflict(
    `A work order in status ${record.status} cannot ${REFUSED[action]}; allowed from: ${WORK_ORDER_TRANSITIONS[action].from.join(', ')}.`,
  );
}

function save(record: WorkOrderRecord, patch: Partial<WorkOrderRecord>): WorkOrderRecord {
  const next: WorkOrderRecord = { ...record, ...patch, updatedAt: nowIso() };
  db.workOrders.replace(next);
  return next;
}

function updateRequest(requestId: string, patch: Partial<MaintenanceRequestRecord>) {
  if (db.maintenanceRequests.has(requestId))
    db.maintenanceRequests.update(requestId, { ...patch, updatedAt: nowIso() });
}

/** Scheduled day must be today or later (local calendar day, as the user picked it). */
function pastDayError(field: string, value: string): FieldError | null {
  return dayOf(value) < localToday() ? { field, message: 'Scheduled date must be today or in the future' } : null;
}

export const workOrderHandlers = [
  // ---- literal paths first ----
  http.get('/work-orders/active', ({ request, response }) => {
    const { page, limit } = readQuery(request).page();
    const rows = db.workOrders.where((w) => !isWorkOrderDone(w.status)).sort(byNewest);
    return response(200).json(paged(rows, { page, limit }, present));
  }),

  http.get('/work-orders/pending-payment', ({ request, response }) => {
    const { page, limit } = readQuery(request).page();
    const rows = db.workOrders
      .where((w) => PENDING_PAYMENT_WORK_ORDER_STATUSES.includes(w.status))
      .sort(
        (a, b) =>
          (a.completedDate ?? '').localeCompare(b.completedDate ?? '') ||
          a.workOrderNumber.localeCompare(b.workOrderNumber),
      );
    return response(200).json(paged(rows, { page, limit }, present));
  }),

  http.get('/work-orders/by-vendor/{id}', ({ request, params, response }) => {
    if (!db.vendors.has(params.id)) return notFound('Vendor');
    const { page, limit } = readQuery(request).page();
    const rows = db.workOrders.where((w) => w.vendorId === params.id).sort(byNewest);
    return response(200).json(paged(rows, { page, limit }, present));
  }),

  http.get('/work-orders/by-property/{id}', ({ request, params, response }) => {
    if (!db.properties.has(params.id)) return notFound('Property');
    const { page, limit } = readQuery(request).page();
    const requestIds = new Set(db.maintenanceRequests.where((r) => r.propertyId === params.id).map((r) => r.id));
    const rows = db.workOrders.where((w) => requestIds.has(w.maintenanceRequestId)).sort(byNewest);
    return response(200).json(paged(rows, { page, limit }, present));
  }),

  // ---- collection ----
  http.get('/work-orders', ({ request, response }) => {
    const query = readQuery(request);
    const status = query.enum('status', WORK_ORDER_STATUSES);
    const priority = query.enum('priority', MAINTENANCE_PRIORITIES);
    if (query.errors.length) return badRequest(query.errors, 'The query is invalid.');
    const vendorId = query.text('vendorId');
    const maintenanceRequestId = query.text('maintenanceRequestId');
    const search = query.text('search');
    const { page, limit } = query.page(20);
    const rows = db.workOrders
      .where((w) => {
        if (status && w.status !== status) return false;
        if (priority && w.priority !== priority) return false;
        if (vendorId && w.vendorId !== vendorId) return false;
        if (maintenanceRequestId && w.maintenanceRequestId !== maintenanceRequestId) return false;
        if (!search) return true;
        const vendor = w.vendorId ? db.vendors.get(w.vendorId) : undefined;
        const req = db.maintenanceRequests.get(w.maintenanceRequestId);
        return matchesText(search, w.workOrderNumber, w.instructions, vendor?.companyName, req?.title);
      })
      .sort(byNewest);
    return response(200).json(paged(rows, { page, limit }, present));
  }),

  http.post('/work-orders', async ({ request, response }) => {
    const { body, errors } = await readBody(request, { messages: MESSAGES.create });
    if (errors) return badRequest(errors);
    const relationErrors: FieldError[] = [];
    const req = db.maintenanceRequests.get(body.maintenanceRequestId);
    if (!req) relationErrors.push({ field: 'maintenanceRequestId', message: 'Maintenance request not found' });
    else if (FINAL_REQUEST_STATUSES.includes(req.status)) {
      relationErrors.push({ field: 'maintenanceRequestId', message: `The maintenance request is ${req.status}` });
    }
    if (body.vendorId) {
      const vendorError = activeVendorError(body.vendorId);
      if (vendorError) relationErrors.push(vendorError);
    }
    if (relationErrors.length || !req) return badRequest(relationErrors);
    const now = nowIso();
    const status: WorkOrderStatus = body.scheduledDate ? 'scheduled' : body.vendorId ? 'vendor_assigned' : 'created';
    const record: WorkOrderRecord = {
      id: newId(),
      workOrderNumber: nextWorkOrderNumber(db, clockNow().getUTCFullYear()),
      maintenanceRequestId: req.id,
      instructions: body.instructions,
      priority: body.priority,
      status,
      ...blankWorkOrderFields(),
      vendorId: body.vendorId ?? null,
      scheduledDate: body.scheduledDate ?? null,
      estimatedDuration: body.estimatedDuration ?? null,
      createdAt: now,
      updatedAt: now,
    };
    db.workOrders.insert(record);
    updateRequest(req.id, {
      status: BEFORE_WORK_ORDER.includes(req.status) ? 'work_order_created' : req.status,
      vendorId: body.vendorId ?? req.vendorId,
    });
    return response(201).json(present(record));
  }),

  // ---- one work order ----
  http.get('/work-orders/{id}', ({ params, response }) => {
    const record = db.workOrders.get(params.id);
    if (!record) return notFound(NOT_FOUND);
    return response(200).json(present(record));
  }),

  http.put('/work-orders/{id}', async ({ request, params, response }) => {
    const record = db.workOrders.get(params.id);
    if (!record) return notFound(NOT_FOUND);
    const { body, errors } = await readBody(request, { messages: MESSAGES.create });
    if (errors) return badRequest(errors);
    const patch: Partial<WorkOrderRecord> = {};
    for (const key of ['instructions', 'priority', 'estimatedDuration', 'laborCost', 'materialCost'] as const) {
      if (key in body) (patch as Record<string, unknown>)[key] = body[key];
    }
    if (body.status === 'closed') {
      const refused = refusal(record, 'closeWorkOrder');
      if (refused) return refused;
      patch.status = WORK_ORDER_TRANSITIONS.closeWorkOrder.to;
    }
    return response(200).json(present(save(record, patch)));
  }),

  http.delete('/work-orders/{id}', ({ params, response }) => {
    const record = db.workOrders.get(params.id);
    if (!record) return notFound(NOT_FOUND);
    if (!NOT_STARTED_WORK_ORDER_STATUSES.includes(record.status)) {
      return conflict(
        `A work order in status ${record.status} cannot be deleted; allowed from: ${NOT_STARTED_WORK_ORDER_STATUSES.join(', ')}.`,
      );
    }
    db.workOrders.delete(record.id);
    return response(204).empty();
  }),

  // ---- actions (spec 3 §4) ----
  http.put('/work-orders/{id}/assign-vendor', async ({ request, params, response }) => {
    const record = db.workOrders.get(params.id);
    if (!record) return notFound(NOT_FOUND);
    const { body, errors } = await readBody(request, { messages: MESSAGES.assign });
    if (errors) return badRequest(errors);
    const refused = refusal(record, 'assignVendor');
    if (refused) return refused;
    const vendorError = activeVendorError(body.vendorId);
    if (vendorError) return badRequest([vendorError]);
    const next = save(record, {
      status: WORK_ORDER_TRANSITIONS.assignVendor.to,
      vendorId: body.vendorId,
      assignmentNotes: body.assignmentNotes ?? null,
    });
    updateRequest(record.maintenanceRequestId, { vendorId: body.vendorId });
    return response(200).json(present(next));
  }),

  http.put('/work-orders/{id}/schedule', async ({ request, params, response }) => {
    const record = db.workOrders.get(params.id);
    if (!record) return notFound(NOT_FOUND);
    const { body, errors } = await readBody(request, { messages: MESSAGES.schedule });
    if (errors) return badRequest(errors);
    const refused = refusal(record, 'schedule');
    if (refused) return refused;
    const dayError = pastDayError('scheduledDate', body.scheduledDate);
    if (dayError) return badRequest([dayError]);
    const next = save(record, {
      status: WORK_ORDER_TRANSITIONS.schedule.to,
      scheduledDate: body.scheduledDate,
      estimatedDuration: body.estimatedDuration ?? record.estimatedDuration,
      schedulingNotes: body.schedulingNotes ?? null,
    });
    return response(200).json(present(next));
  }),

  http.put('/work-orders/{id}/reschedule', async ({ request, params, response }) => {
    const record = db.workOrders.get(params.id);
    if (!record) return notFound(NOT_FOUND);
    const { body, errors } = await readBody(request, { messages: MESSAGES.reschedule });
    if (errors) return badRequest(errors);
    const refused = refusal(record, 'reschedule');
    if (refused) return refused;
    const dayError = pastDayError('scheduledDate', body.scheduledDate);
    if (dayError) return badRequest([dayError]);
    const next = save(record, {
      scheduledDate: body.scheduledDate,
      estimatedDuration: body.estimatedDuration ?? record.estimatedDuration,
      schedulingNotes: body.reason ?? record.schedulingNotes,
    });
    return response(200).json(present(next));
  }),

  http.put('/work-orders/{id}/start', async ({ request, params, response }) => {
    const record = db.workOrders.get(params.id);
    if (!record) return notFound(NOT_FOUND);
    const { body, errors } = await readBody(request, { messages: MESSAGES.start });
    if (errors) return badRequest(errors);
    const refused = refusal(record, 'startWork');
    if (refused) return refused;
    // A minute of slack for clocks; a bare date counts as its local midnight.
    if (instantOf(body.actualStartTime) > clockNow().getTime() + 60_000) {
      return badRequest([{ field: 'actualStartTime', message: 'Start date cannot be in the future' }]);
    }
    const next = save(record, {
      status: WORK_ORDER_TRANSITIONS.startWork.to,
      actualStartTime: body.actualStartTime,
      startNotes: body.startNotes ?? null,
    });
    const req = db.maintenanceRequests.get(record.maintenanceRequestId);
    if (req && BEFORE_IN_PROGRESS.includes(req.status)) updateRequest(req.id, { status: 'in_progress' });
    return response(200).json(present(next));
  }),

  http.put('/work-orders/{id}/complete', async ({ request, params, response }) => {
    const record = db.workOrders.get(params.id);
    if (!record) return notFound(NOT_FOUND);
    const { body, errors } = await readBody(request, { messages: MESSAGES.complete });
    if (errors) return badRequest(errors);
    const refused = refusal(record, 'completeWork');
    if (refused) return refused;
    const now = nowIso();
    const next = save(record, {
      status: WORK_ORDER_TRANSITIONS.completeWork.to,
      completedDate: now,
      completionNotes: body.completionNotes,
      actualDuration: body.actualDuration ?? record.estimatedDuration,
      laborCost: body.laborCost ?? record.laborCost,
      materialCost: body.materialCost ?? record.materialCost,
      photos: [...record.photos, ...(body.photos ?? []).filter((p) => !record.photos.includes(p))],
    });
    // The request is completed once every one of its work orders is done.
    const req = db.maintenanceRequests.get(record.maintenanceRequestId);
    const siblings = db.workOrders.where((w) => w.maintenanceRequestId === record.maintenanceRequestId);
    if (
      req &&
      !['completed', ...FINAL_REQUEST_STATUSES].includes(req.status) &&
      siblings.every((w) => isWorkOrderDone(w.status))
    ) {
      updateRequest(req.id, {
        status: 'completed',
        completedDate: now,
        actualCost: roundCents(siblings.reduce((sum, w) => sum + (totalCostOf(w) ?? 0), 0)),
      });
    }
    return response(200).json(present(next));
  }),

  http.post('/work-orders/{id}/invoice', async ({ request, params, response }) => {
    const record = db.workOrders.get(params.id);
    if (!record) return notFound(NOT_FOUND);
    // Duck-typed: in tests the File class of the page (jsdom) differs from the one fetch hands over.
    let file: (Blob & { name?: string }) | null = null;
    try {
      const form = await request.formData();
      const value = form.get('invoice') as unknown;
      file = value && typeof value === 'object' && 'arrayBuffer' in value ? (value as Blob & { name?: string }) : null;
    } catch {
      file = null;
    }
    if (!file) return badRequest([{ field: 'invoice', message: 'An invoice file is required' }]);
    if (!INVOICE_TYPES.includes(file.type)) {
      return badRequest([{ field: 'invoice', message: 'Only PDF, JPEG, PNG and WebP invoices are allowed' }]);
    }
    if (file.size > UPLOAD_MAX_BYTES) return problem(413, 'File size exceeds 10MB limit');
    const refused = refusal(record, 'uploadInvoice');
    if (refused) return refused;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const invoiceUrl = storeInvoice(db, record, nowIso(), false, {
      bytes,
      contentType: file.type,
      filename: file.name || 'invoice',
    });
    const next = save(record, { status: WORK_ORDER_TRANSITIONS.uploadInvoice.to, invoiceUrl });
    return response(200).json(present(next));
  }),
];
