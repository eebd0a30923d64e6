import type { FieldError } from '@/lib/api/schema.gen';
import { daysBetween } from '@/lib/format';
import { http } from '../http';
import { db } from '../db';
import { deleteFilesOf } from '../db/files';
import { newId } from '../db/ids';
import {
  FINAL_REQUEST_STATUSES,
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_REQUEST_STATUSES,
  isOverdue,
  maintenanceSummary,
  nextRequestNumber,
  overdueSeverity,
  unitPropertyId,
  type MaintenanceRequestRecord,
} from '../db/maintenance-requests';
import { presentMaintenanceRequest } from '../views/maintenance-requests';
import { MAINTENANCE_CATEGORIES } from '../db/vendors';
import { matchesText, paged, readBody, readQuery, type FieldMessages } from '../support/request';
import { badRequest, conflict, notFound } from '../support/responses';
import { clockNow, nowIso, referenceToday } from '../support/time';

const NOT_FOUND = 'Maintenance request';

/** Spec 3 §5 "Create maintenance request". */
const CREATE_MESSAGES: Record<string, FieldMessages> = {
  propertyId: { required: 'Property is required' },
  unitId: { required: 'Unit is required' },
  title: { required: 'Title is required', maxLength: 'Title cannot be longer than 255 characters' },
  description: { required: 'Description is required', maxLength: 'Description cannot be longer than 5000 characters' },
  category: { required: 'Category is required', invalid: 'Category is required' },
  priority: { required: 'Priority is required' },
};

/** Spec 3 §5 "Edit maintenance request". */
const EDIT_MESSAGES: Record<string, FieldMessages> = {
  title: { required: 'Title is required', maxLength: 'Title must be less than 255 characters' },
  description: { required: 'Description is required', maxLength: 'Description must be less than 5000 characters' },
  category: { required: 'Category is required' },
  priority: { required: 'Priority is required' },
  estimatedCost: { invalid: 'Estimated cost must be positive' },
  actualCost: { invalid: 'Actual cost must be positive' },
  notes: { maxLength: 'Notes must be less than 5000 characters' },
};

/** Newest submitted first (ties by request number, so pages are stable). */
const byNewest = (a: MaintenanceRequestRecord, b: MaintenanceRequestRecord) =>
  b.submittedDate.localeCompare(a.submittedDate) || b.requestNumber.localeCompare(a.requestNumber);

const present = (r: MaintenanceRequestRecord) => presentMaintenanceRequest(db, r);

export const maintenanceRequestHandlers = [
  // ---- literal paths first ----
  http.get('/maintenance-requests/summary', ({ response }) =>
    response(200).json(maintenanceSummary(db, referenceToday())),
  ),

  http.get('/maintenance-requests/overdue', ({ request, response }) => {
    const { page, limit } = readQuery(request).page();
    const today = referenceToday();
    // Most days overdue first = earliest due date first.
    const rows = db.maintenanceRequests
      .where((r) => isOverdue(r, today))
      .sort((a, b) => a.dueDate!.localeCompare(b.dueDate!) || a.requestNumber.localeCompare(b.requestNumber));
    return response(200).json(
      paged(rows, { page, limit }, (r) => {
        const daysOverdue = daysBetween(r.dueDate!, today);
        return { ...present(r), daysOverdue, overdueSeverity: overdueSeverity(daysOverdue) };
      }),
    );
  }),

  http.get('/maintenance-requests/by-unit/{id}', ({ request, params, response }) => {
    if (!db.units.has(params.id)) return notFound('Unit');
    const { page, limit } = readQuery(request).page();
    const rows = db.maintenanceRequests.where((r) => r.unitId === params.id).sort(byNewest);
    return response(200).json(paged(rows, { page, limit }, present));
  }),

  http.get('/maintenance-requests/by-property/{id}', ({ request, params, response }) => {
    if (!db.properties.has(params.id)) return notFound('Property');
    const { page, limit } = readQuery(request).page();
    const rows = db.maintenanceRequests.where((r) => r.propertyId === params.id).sort(byNewest);
    return response(200).json(paged(rows, { page, limit }, present));
  }),

  // ---- collection ----
  http.get('/maintenance-requests', ({ request, response }) => {
    const query = readQuery(request);
    const status = query.enum('status', MAINTENANCE_REQUEST_STATUSES);
    const priority = query.enum('priority', MAINTENANCE_PRIORITIES);
    const category = query.enum('category', MAINTENANCE_CATEGORIES);
    if (query.errors.length) return badRequest(query.errors, 'The query is invalid.');
    const search = query.text('search');
    const { page, limit } = query.page(20);
    const rows = db.maintenanceRequests
      .where(
        (r) =>
          (!status || r.status === status) &&
          (!priority || r.priority === priority) &&
          (!category || r.category === category) &&
          matchesText(search, r.requestNumber, r.title, r.description),
      )
      .sort(byNewest);
    return response(200).json(paged(rows, { page, limit }, present));
  }),

  http.post('/maintenance-requests', async ({ request, response }) => {
    const { body, errors } = await readBody(request, { messages: CREATE_MESSAGES });
    if (errors) return badRequest(errors);
    const relationErrors: FieldError[] = [];
    if (!db.properties.has(body.propertyId))
      relationErrors.push({ field: 'propertyId', message: 'Property not found' });
    if (!db.units.has(body.unitId)) relationErrors.push({ field: 'unitId', message: 'Unit not found' });
    else if (db.properties.has(body.propertyId) && unitPropertyId(db, body.unitId) !== body.propertyId) {
      relationErrors.push({ field: 'unitId', message: 'The unit does not belong to the selected property' });
    }
    if (relationErrors.length) return badRequest(relationErrors);
    const now = nowIso();
    const record: MaintenanceRequestRecord = {
      id: newId(),
      requestNumber: nextRequestNumber(db, clockNow().getUTCFullYear()),
      title: body.title,
      description: body.description,
      category: body.category,
      priority: body.priority,
      status: 'submitted',
      source: body.source ?? 'pm_created',
      propertyId: body.propertyId,
      unitId: body.unitId,
      submittedDate: body.submittedDate ?? now,
      dueDate: body.dueDate ?? null,
      completedDate: null,
      estimatedCost: body.estimatedCost ?? null,
      actualCost: null,
      notes: body.notes ?? null,
      internalNotes: body.internalNotes ?? null,
      photos: body.photos ?? [],
      vendorId: null,
      createdAt: now,
      updatedAt: now,
    };
    db.maintenanceRequests.insert(record);
    return response(201).json(present(record));
  }),

  // ---- one request ----
  http.get('/maintenance-requests/{id}', ({ params, response }) => {
    const record = db.maintenanceRequests.get(params.id);
    if (!record) return notFound(NOT_FOUND);
    return response(200).json(present(record));
  }),

  http.put('/maintenance-requests/{id}', async ({ request, params, response }) => {
    const record = db.maintenanceRequests.get(params.id);
    if (!record) return notFound(NOT_FOUND);
    const { body, errors } = await readBody(request, { messages: EDIT_MESSAGES });
    if (errors) return badRequest(errors);
    // `null` clears an optional field; absent fields keep their value.
    const next: MaintenanceRequestRecord = { ...record, updatedAt: nowIso() };
    for (const key of [
      'title',
      'description',
      'category',
      'priority',
      'notes',
      'estimatedCost',
      'actualCost',
    ] as const) {
      if (key in body) (next as Record<string, unknown>)[key] = body[key];
    }
    db.maintenanceRequests.replace(next);
    return response(200).json(present(next));
  }),

  http.delete('/maintenance-requests/{id}', ({ params, response }) => {
    if (!db.maintenanceRequests.has(params.id)) return notFound(NOT_FOUND);
    const record = db.maintenanceRequests.get(params.id)!;
    for (const w of db.workOrders.where((o) => o.maintenanceRequestId === params.id)) {
      deleteFilesOf(db, [...w.photos, ...(w.invoiceUrl ? [w.invoiceUrl] : [])]);
      db.workOrders.delete(w.id);
    }
    deleteFilesOf(db, record.photos);
    db.maintenanceRequests.delete(params.id);
    return response(204).empty();
  }),

  http.put('/maintenance-requests/{id}/status', async ({ request, params, response }) => {
    const record = db.maintenanceRequests.get(params.id);
    if (!record) return notFound(NOT_FOUND);
    const { body, errors } = await readBody(request);
    if (errors) return badRequest(errors);
    if (FINAL_REQUEST_STATUSES.includes(record.status) && body.status !== record.status) {
      return conflict(`The request is ${record.status}; its status can no longer change.`);
    }
    const now = nowIso();
    const next = db.maintenanceRequests.update(record.id, {
      status: body.status,
      completedDate: body.status === 'completed' && !record.completedDate ? now : record.completedDate,
      updatedAt: now,
    })!;
    return response(200).json(present(next));
  }),

  http.put('/maintenance-requests/{id}/approve', ({ params, response }) => {
    const record = db.maintenanceRequests.get(params.id);
    if (!record) return notFound(NOT_FOUND);
    if (record.status !== 'submitted' && record.status !== 'review') {
      return conflict(`Only submitted or in-review requests can be approved; this one is ${record.status}.`);
    }
    const next = db.maintenanceRequests.update(record.id, { status: 'approved', updatedAt: nowIso() })!;
    return response(200).json(present(next));
  }),
];
