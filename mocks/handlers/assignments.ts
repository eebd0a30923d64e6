import type { FieldError } from '@/lib/api/schema.gen';
import { http } from '../http';
import { db } from '../db';
import { newId } from '../db/ids';
import { isCurrentAssignment, type AssignmentRecord } from '../db/assignments';
import { paged, readBody, readQuery } from '../support/request';
import { badRequest, conflict, noContent, notFound } from '../support/responses';
import { nowIso, todayIso } from '../support/time';
import { byStartDesc } from '../support/order';
import { assignmentView } from '../views/tenancy';
import { spec2Rules, syncUnitAvailability } from './tenancy-support';

/**
 * Tenant-to-unit assignments. Every change re-derives the unit's `isAvailable` (occupied while it has a
 * current assignment), so units and assignments stay consistent.
 */

function dateRule(startDate: string, endDate: string | null | undefined): FieldError[] {
  return endDate && endDate <= startDate ? [{ field: 'endDate', message: 'End date must be after start date' }] : [];
}

function leaseRule(leaseId: unknown): FieldError[] {
  return typeof leaseId === 'string' && !db.leases.has(leaseId)
    ? [{ field: 'leaseId', message: 'Lease not found' }]
    : [];
}

/** The tenant already has a current assignment to this unit. */
function alreadyAssigned(tenantId: string, unitId: string, today: string): boolean {
  return (
    db.assignments.count((a) => a.tenantId === tenantId && a.unitId === unitId && isCurrentAssignment(a, today)) > 0
  );
}

export const assignmentHandlers = [
  http.get('/tenant-unit-assignments', ({ request, response }) => {
    const query = readQuery(request);
    return response(200).json(paged(db.assignments.all().sort(byStartDesc), query.page(), assignmentView));
  }),

  http.post('/tenant-unit-assignments/bulk', async ({ request, response }) => {
    const { body, errors } = await readBody(request, spec2Rules('assignment'));
    if (errors) return badRequest(errors);
    const b = body as {
      tenantIds: string[];
      unitId: string;
      leaseId?: string | null;
      startDate: string;
      endDate?: string | null;
    };
    const ruleErrors = [
      ...b.tenantIds.flatMap((id, i) =>
        db.tenants.has(id) ? [] : [{ field: `tenantIds.${i}`, message: 'Tenant not found' }],
      ),
      ...(db.units.has(b.unitId) ? [] : [{ field: 'unitId', message: 'Unit not found' }]),
      ...leaseRule(b.leaseId),
      ...dateRule(b.startDate, b.endDate),
    ];
    if (ruleErrors.length) return badRequest(ruleErrors);
    const today = todayIso();
    const taken = b.tenantIds.filter((id) => alreadyAssigned(id, b.unitId, today));
    if (taken.length)
      return conflict(
        `${taken.length === 1 ? 'A selected tenant is' : 'Some selected tenants are'} already assigned to this unit.`,
      );
    const hasPrimary =
      db.assignments.count((a) => a.unitId === b.unitId && a.isPrimary && isCurrentAssignment(a, today)) > 0;
    const now = nowIso();
    const created: AssignmentRecord[] = b.tenantIds.map((tenantId, i) => ({
      id: newId(),
      tenantId,
      unitId: b.unitId,
      leaseId: b.leaseId ?? null,
      isPrimary: !hasPrimary && i === 0,
      startDate: b.startDate,
      endDate: b.endDate ?? null,
      createdAt: now,
      updatedAt: now,
    }));
    for (const a of created) db.assignments.insert(a);
    syncUnitAvailability(b.unitId, today);
    return response(201).json({ data: created.map(assignmentView) });
  }),

  http.get('/tenant-unit-assignments/by-tenant/{id}', ({ params, response }) => {
    if (!db.tenants.has(params.id)) return notFound('Tenant');
    return response(200).json({
      data: db.assignments
        .where((a) => a.tenantId === params.id)
        .sort(byStartDesc)
        .map(assignmentView),
    });
  }),

  http.get('/tenant-unit-assignments/by-unit/{id}', ({ params, response }) => {
    if (!db.units.has(params.id)) return notFound('Unit');
    return response(200).json({
      data: db.assignments
        .where((a) => a.unitId === params.id)
        .sort(byStartDesc)
        .map(assignmentView),
    });
  }),

  http.get('/tenant-unit-assignments/by-lease/{id}', ({ params, response }) => {
    if (!db.leases.has(params.id)) return notFound('Lease');
    return response(200).json({
      data: db.assignments
        .where((a) => a.leaseId === params.id)
        .sort(byStartDesc)
        .map(assignmentView),
    });
  }),

  http.post('/tenant-unit-assignments', async ({ request, response }) => {
    const { body, errors } = await readBody(request, spec2Rules('assignment'));
    if (errors) return badRequest(errors);
    const b = body as {
      tenantId: string;
      unitId: string;
      leaseId?: string | null;
      isPrimary?: boolean;
      startDate: string;
      endDate?: string | null;
    };
    const ruleErrors = [
      ...(db.tenants.has(b.tenantId) ? [] : [{ field: 'tenantId', message: 'Tenant not found' }]),
      ...(db.units.has(b.unitId) ? [] : [{ field: 'unitId', message: 'Unit not found' }]),
      ...leaseRule(b.leaseId),
      ...dateRule(b.startDate, b.endDate),
    ];
    if (ruleErrors.length) return badRequest(ruleErrors);
    const today = todayIso();
    if (alreadyAssigned(b.tenantId, b.unitId, today)) return conflict('This tenant is already assigned to this unit.');
    const now = nowIso();
    const assignment: AssignmentRecord = {
      id: newId(),
      tenantId: b.tenantId,
      unitId: b.unitId,
      leaseId: b.leaseId ?? null,
      isPrimary: b.isPrimary ?? true,
      startDate: b.startDate,
      endDate: b.endDate ?? null,
      createdAt: now,
      updatedAt: now,
    };
    db.assignments.insert(assignment);
    syncUnitAvailability(b.unitId, today);
    return response(201).json(assignmentView(assignment));
  }),

  http.get('/tenant-unit-assignments/{id}', ({ params, response }) => {
    const a = db.assignments.get(params.id);
    if (!a) return notFound('Assignment');
    return response(200).json(assignmentView(a));
  }),

  http.put('/tenant-unit-assignments/{id}', async ({ params, request, response }) => {
    const a = db.assignments.get(params.id);
    if (!a) return notFound('Assignment');
    const { body, errors } = await readBody(request, spec2Rules('assignment-update', { absentAsEmpty: true }));
    if (errors) return badRequest(errors);
    const b = body as Partial<Pick<AssignmentRecord, 'leaseId' | 'isPrimary' | 'startDate' | 'endDate'>>;
    const next: AssignmentRecord = {
      ...a,
      ...(b.leaseId !== undefined ? { leaseId: b.leaseId } : {}),
      ...(b.isPrimary !== undefined ? { isPrimary: b.isPrimary } : {}),
      ...(b.startDate !== undefined ? { startDate: b.startDate } : {}),
      ...(b.endDate !== undefined ? { endDate: b.endDate } : {}),
      updatedAt: nowIso(),
    };
    const ruleErrors = [...leaseRule(b.leaseId), ...dateRule(next.startDate, next.endDate)];
    if (ruleErrors.length) return badRequest(ruleErrors);
    db.assignments.replace(next);
    syncUnitAvailability(next.unitId);
    return response(200).json(assignmentView(next));
  }),

  http.delete('/tenant-unit-assignments/{id}', ({ params }) => {
    const a = db.assignments.get(params.id);
    if (!a) return notFound('Assignment');
    db.assignments.delete(a.id);
    syncUnitAvailability(a.unitId);
    return noContent();
  }),
];
