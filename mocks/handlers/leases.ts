import { type FieldError, leaseStatusValues, type LeaseStatus } from '@/lib/api/schema.gen';
import { http } from '../http';
import { db } from '../db';
import { newId } from '../db/ids';
import { blankLeaseFields, type LeaseRecord } from '../db/leases';
import { paged, pickDefined, readBody, readQuery } from '../support/request';
import { badRequest, noContent, notFound } from '../support/responses';
import { nowIso } from '../support/time';
import { byStartDesc, cmp } from '../support/order';
import { assignmentsByLease, assignmentView, leaseView } from '../views/tenancy';
import { spec2Rules } from './tenancy-support';
import { actionInput, save } from './leases-support';
import { leaseLifecycleHandlers } from './leases-lifecycle';
import { leaseFinancialHandlers } from './leases-financial';
import { leaseDocumentHandlers } from './leases-documents';
import { leaseLedgerHandlers } from './leases-ledger';

const STATUSES = leaseStatusValues;

/** The stored fields a lease body may set (everything but id, timestamps, termination fields and internal lists). */
const WRITABLE = Object.keys({ leaseNumber: 1, startDate: 1, endDate: 1, ...blankLeaseFields() }).filter(
  (k) => !['terminationDate', 'terminationReason', 'rentHistory', 'documents'].includes(k),
);

/** Rules on the resulting lease beyond the schema (spec 2 §5). */
function leaseRules(lease: Pick<LeaseRecord, 'startDate' | 'endDate' | 'isPetAllowed' | 'petDeposit'>): FieldError[] {
  const errors: FieldError[] = [];
  if (lease.startDate && lease.endDate && lease.endDate <= lease.startDate)
    errors.push({ field: 'endDate', message: 'End date must be after start date' });
  if (lease.isPetAllowed && (lease.petDeposit === null || lease.petDeposit === undefined)) {
    errors.push({ field: 'petDeposit', message: 'Pet deposit is required when pets are allowed' });
  }
  return errors;
}

function leaseSearchText(lease: LeaseRecord, byLease: ReturnType<typeof assignmentsByLease>): string {
  const parts = [lease.leaseNumber, lease.specialTerms ?? ''];
  for (const a of byLease.get(lease.id) ?? []) {
    const t = db.tenants.get(a.tenantId);
    if (t) parts.push(`${t.firstName} ${t.lastName}`);
    const u = db.units.get(a.unitId);
    if (u) parts.push(u.unitNumber);
  }
  return parts.join(' ').toLowerCase();
}

/** The lease itself: list, create, read, update, delete, status and its assignments (openapi/paths/leases*.yaml). */
const leaseRecordHandlers = [
  http.get('/leases', ({ request, response }) => {
    const query = readQuery(request);
    const status = query.enum('status', STATUSES, 'Invalid status');
    if (query.errors.length) return badRequest(query.errors);
    const search = query.text('search')?.toLowerCase();
    const byLease = assignmentsByLease();
    const rows = db.leases
      .where((l) => (!status || l.status === status) && (!search || leaseSearchText(l, byLease).includes(search)))
      .sort((a, b) => cmp(b.startDate, a.startDate) || cmp(a.leaseNumber, b.leaseNumber));
    return response(200).json(paged(rows, query.page(), (l) => leaseView(l, byLease)));
  }),

  http.post('/leases', async ({ request, response }) => {
    const { body, errors, detail } = await readBody(request, spec2Rules('lease'));
    if (errors) return badRequest(errors, detail);
    const now = nowIso();
    const lease: LeaseRecord = {
      id: newId(),
      leaseNumber: '',
      startDate: '',
      endDate: '',
      createdAt: now,
      updatedAt: now,
      ...blankLeaseFields(),
      ...pickDefined<LeaseRecord>(body, WRITABLE),
    };
    const ruleErrors = leaseRules(lease);
    if (ruleErrors.length) return badRequest(ruleErrors);
    lease.rentHistory = [{ date: lease.startDate, reason: 'Initial rent', amount: lease.monthlyRent }];
    db.leases.insert(lease);
    return response(201).json(leaseView(lease));
  }),

  http.get('/leases/{id}', ({ params, response }) => {
    const lease = db.leases.get(params.id);
    if (!lease) return notFound('Lease');
    return response(200).json(leaseView(lease));
  }),

  http.put('/leases/{id}', async ({ params, request, response }) => {
    const lease = db.leases.get(params.id);
    if (!lease) return notFound('Lease');
    const { body, errors } = await readBody(request, spec2Rules('lease', { absentAsEmpty: true }));
    if (errors) return badRequest(errors);
    const next: LeaseRecord = { ...lease, ...pickDefined<LeaseRecord>(body, WRITABLE), updatedAt: nowIso() };
    const ruleErrors = leaseRules(next);
    if (ruleErrors.length) return badRequest(ruleErrors);
    // The initial rent follows an edited rent while no increase has been recorded.
    if (next.rentHistory.length <= 1)
      next.rentHistory = [{ date: next.startDate, reason: 'Initial rent', amount: next.monthlyRent }];
    db.leases.replace(next);
    return response(200).json(leaseView(next));
  }),

  http.delete('/leases/{id}', ({ params }) => {
    const lease = db.leases.get(params.id);
    if (!lease) return notFound('Lease');
    const now = nowIso();
    for (const a of db.assignments.where((x) => x.leaseId === lease.id))
      db.assignments.update(a.id, { leaseId: null, updatedAt: now });
    for (const p of db.payments.where((x) => x.leaseId === lease.id))
      db.payments.update(p.id, { leaseId: null, updatedAt: now });
    for (const l of db.leases.where((x) => x.previousLeaseId === lease.id))
      db.leases.update(l.id, { previousLeaseId: null });
    for (const d of lease.documents) db.files.delete(d.fileKey);
    // Its move-out disposition and the photos uploaded for it go with it.
    db.depositDispositions.delete(lease.id);
    db.files.deleteWhere((f) => f.owner?.table === 'leases' && f.owner.id === lease.id);
    db.leases.delete(lease.id);
    return noContent();
  }),

  http.put('/leases/{id}/status', async ({ params, request, response }) => {
    const { lease, body, error } = await actionInput(params.id, request);
    if (error) return error;
    return response(200).json(leaseView(save(lease, { status: body.status as LeaseStatus })));
  }),

  http.get('/leases/{id}/assignments', ({ params, response }) => {
    if (!db.leases.has(params.id)) return notFound('Lease');
    return response(200).json({
      data: db.assignments
        .where((a) => a.leaseId === params.id)
        .sort(byStartDesc)
        .map(assignmentView),
    });
  }),
];

/**
 * Every lease handler, by sub-resource as openapi/paths/ splits them: the record (here), its lifecycle
 * (./leases-lifecycle.ts), its finances (./leases-financial.ts) and its documents (./leases-documents.ts).
 */
export const leaseHandlers = [
  ...leaseRecordHandlers,
  ...leaseLifecycleHandlers,
  ...leaseFinancialHandlers,
  ...leaseLedgerHandlers,
  ...leaseDocumentHandlers,
];
