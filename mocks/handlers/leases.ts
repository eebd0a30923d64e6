import { HttpResponse } from 'msw';
import type {
  FieldError,
  LeaseDocument,
  LeaseDocumentType,
  LeaseFinancialSummary,
  LeaseStatus,
} from '@/lib/api/schema.gen';
import { http } from '../http';
import { db } from '../db';
import { newId } from '../db/ids';
import { base64ToBytes } from '../db/files';
import { blankLeaseFields, LEASE_DOCUMENT_FIELD, type LeaseRecord } from '../db/leases';
import { leaseLateFee, roundCents } from '@/lib/late-fees';
import { paged, pickDefined, readBody, readQuery } from '../support/request';
import { badRequest, conflict, noContent, notFound } from '../support/responses';
import { nowIso, todayIso } from '../support/time';
import {
  assignmentsByLease,
  assignmentView,
  byStartDesc,
  cmp,
  endLeaseAssignments,
  leaseView,
  spec2Rules,
} from './tenancy-support';
import { checkedUploads, multipartForm, safeFileName, uploadedFile } from './upload-rules';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@/lib/upload-limits';

const STATUSES: readonly LeaseStatus[] = ['draft', 'active', 'expired', 'terminated', 'renewed'];

/** The stored fields a lease body may set (everything but id, timestamps, termination fields and internal lists). */
const WRITABLE = Object.keys({ leaseNumber: 1, startDate: 1, endDate: 1, ...blankLeaseFields() }).filter(
  (k) => !['terminationDate', 'terminationReason', 'rentHistory', 'documents'].includes(k),
);

const DOCUMENT_TYPES = Object.keys(LEASE_DOCUMENT_FIELD) as LeaseDocumentType[];
const SINGLE_FIELDS = new Set<LeaseDocument['field']>([
  'primaryLeaseDocument',
  'moveInInspectionReport',
  'moveOutInspectionReport',
]);
const ALLOWED_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'image/jpeg',
  'image/png',
]);
const ALLOWED_EXTENSIONS = /\.(pdf|doc|docx|txt|jpe?g|png)$/i;
const typeMessage = 'Only PDF, DOC, DOCX, TXT, JPG and PNG files are allowed';

function isAllowedFile(file: File): boolean {
  if (ALLOWED_TYPES.has(file.type)) return true;
  return (file.type === '' || file.type === 'application/octet-stream') && ALLOWED_EXTENSIONS.test(file.name);
}

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

/** 404, then the body (400), for the lifecycle actions. */
async function actionInput<R extends Request>(id: string, request: R) {
  const lease = db.leases.get(id);
  if (!lease) return { error: notFound('Lease') } as const;
  const { body, errors } = await readBody(request, spec2Rules('lease'));
  if (errors) return { error: badRequest(errors) } as const;
  return { lease, body, error: null } as const;
}

function save(lease: LeaseRecord, patch: Partial<LeaseRecord>): LeaseRecord {
  const next: LeaseRecord = { ...lease, ...patch, updatedAt: nowIso() };
  db.leases.replace(next);
  return next;
}

export const leaseHandlers = [
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
    const { body, errors } = await readBody(request, spec2Rules('lease'));
    if (errors) return badRequest(errors, 'Lease number, start date, and end date are required');
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

  // ---- lifecycle (spec 2 §4): preconditions answer 409 and change nothing
  http.put('/leases/{id}/sign', async ({ params, request, response }) => {
    const { lease, body, error } = await actionInput(params.id, request);
    if (error) return error;
    if (lease.status !== 'draft' || lease.signedDate)
      return conflict('Only a draft lease without a signed date can be signed.');
    const patch: Partial<LeaseRecord> = { status: 'active', signedDate: body.signedDate as string };
    if (body.primaryLeaseDocument !== undefined)
      patch.primaryLeaseDocument = body.primaryLeaseDocument as string | null;
    return response(200).json(leaseView(save(lease, patch)));
  }),

  http.put('/leases/{id}/execute', async ({ params, request, response }) => {
    const { lease, body, error } = await actionInput(params.id, request);
    if (error) return error;
    if (lease.status !== 'active' || !lease.signedDate || lease.effectiveDate)
      return conflict('Only an active, signed lease without an effective date can be executed.');
    return response(200).json(leaseView(save(lease, { effectiveDate: body.effectiveDate as string })));
  }),

  http.put('/leases/{id}/move-in', async ({ params, request, response }) => {
    const { lease, body, error } = await actionInput(params.id, request);
    if (error) return error;
    if (lease.status !== 'active' || lease.actualMoveInDate)
      return conflict('Move-in can be processed only for an active lease without a move-in date.');
    const patch: Partial<LeaseRecord> = { actualMoveInDate: body.actualMoveInDate as string };
    if (body.moveInInspectionReport !== undefined)
      patch.moveInInspectionReport = body.moveInInspectionReport as string | null;
    return response(200).json(leaseView(save(lease, patch)));
  }),

  http.put('/leases/{id}/move-out', async ({ params, request, response }) => {
    const { lease, body, error } = await actionInput(params.id, request);
    if (error) return error;
    if (lease.status !== 'active' || lease.actualMoveOutDate)
      return conflict('Move-out can be processed only for an active lease without a move-out date.');
    const date = body.actualMoveOutDate as string;
    const patch: Partial<LeaseRecord> = { status: 'expired', actualMoveOutDate: date };
    if (body.noticeToVacateDate !== undefined) patch.noticeToVacateDate = body.noticeToVacateDate as string | null;
    if (body.moveOutInspectionReport !== undefined)
      patch.moveOutInspectionReport = body.moveOutInspectionReport as string | null;
    const next = save(lease, patch);
    endLeaseAssignments(next.id, date);
    return response(200).json(leaseView(next));
  }),

  http.put('/leases/{id}/terminate', async ({ params, request, response }) => {
    const { lease, body, error } = await actionInput(params.id, request);
    if (error) return error;
    if (lease.status !== 'active') return conflict('Only an active lease can be terminated.');
    const date = body.terminationDate as string;
    const next = save(lease, {
      status: 'terminated',
      terminationDate: date,
      terminationReason: (body.reason as string | null | undefined) ?? null,
    });
    const fee = next.earlyTerminationFee ?? 0;
    if (body.earlyTerminationFeeApplied === true && fee > 0) {
      const assignments = db.assignments
        .where((a) => a.leaseId === next.id)
        .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || byStartDesc(a, b));
      const holder = assignments[0];
      const unit = holder ? db.units.get(holder.unitId) : undefined;
      if (holder && unit) {
        const now = nowIso();
        const today = todayIso();
        db.payments.insert({
          id: newId(),
          amount: roundCents(fee),
          paymentDate: date < today ? date : today,
          dueDate: date,
          paymentMethod: 'bank_transfer',
          paymentType: 'other',
          status: 'pending',
          tenantId: holder.tenantId,
          unitId: unit.id,
          propertyId: unit.rentalPropertyId,
          leaseId: next.id,
          notes: `Early termination fee (lease ${next.leaseNumber})`,
          referenceNumber: null,
          appliesToPaymentId: null,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
    endLeaseAssignments(next.id, date);
    return response(200).json(leaseView(next));
  }),

  // ---- finances
  http.get('/leases/{id}/fees/calculate', ({ params, request, response }) => {
    const lease = db.leases.get(params.id);
    if (!lease) return notFound('Lease');
    const raw = readQuery(request).text('daysLate');
    const daysLate = raw === undefined ? 0 : Number(raw);
    if (!Number.isInteger(daysLate) || daysLate < 0 || daysLate > 3650)
      return badRequest([{ field: 'daysLate', message: 'daysLate must be a whole number from 0 to 3650' }]);
    const { gracePeriodDays, lateFee } = leaseLateFee(lease, daysLate);
    const additionalFees = { ...(lease.additionalFees ?? {}) };
    const totalFees = roundCents(lateFee + Object.values(additionalFees).reduce((s, v) => s + v, 0));
    return response(200).json({
      data: {
        daysLate,
        gracePeriodDays,
        lateFeeType: lease.lateFeeType ?? 'none',
        lateFee,
        feeBreakdown: { lateFee, additionalFees },
        totalFees,
      },
    });
  }),

  http.post('/leases/{id}/rent-increase', async ({ params, request, response }) => {
    const lease = db.leases.get(params.id);
    if (!lease) return notFound('Lease');
    const { body, errors } = await readBody(request, spec2Rules('lease'));
    if (errors) return badRequest(errors);
    const b = body;
    if (b.increaseType === 'amount' && typeof b.increaseAmount !== 'number')
      return badRequest([{ field: 'increaseAmount', message: 'Increase amount is required' }]);
    if (b.increaseType === 'percentage' && typeof b.increasePercentage !== 'number')
      return badRequest([{ field: 'increasePercentage', message: 'Increase percentage is required' }]);
    if (lease.status === 'expired' || lease.status === 'terminated')
      return conflict(`The rent of a ${lease.status} lease cannot be increased.`);
    const isAmount = b.increaseType === 'amount';
    const monthlyRent = roundCents(
      isAmount
        ? lease.monthlyRent + (b.increaseAmount as number)
        : lease.monthlyRent * (1 + (b.increasePercentage as number) / 100),
    );
    if (monthlyRent > 999999.99)
      return badRequest([
        {
          field: isAmount ? 'increaseAmount' : 'increasePercentage',
          message: 'The new rent cannot exceed $999,999.99',
        },
      ]);
    const effectiveDate = b.effectiveDate as string;
    const next = save(lease, {
      monthlyRent,
      rentIncreaseType: isAmount ? 'fixed_amount' : 'percentage',
      rentIncreaseAmount: isAmount ? (b.increaseAmount as number) : null,
      rentIncreasePercentage: isAmount ? null : (b.increasePercentage as number),
      rentIncreaseEffectiveDate: effectiveDate,
      rentHistory: [
        ...lease.rentHistory,
        {
          date: effectiveDate,
          reason: (typeof b.reason === 'string' && b.reason.trim()) || 'Rent increase',
          amount: monthlyRent,
        },
      ],
    });
    return response(200).json(leaseView(next));
  }),

  http.get('/leases/{id}/financial-summary', ({ params, response }) => {
    const l = db.leases.get(params.id);
    if (!l) return notFound('Lease');
    const history = l.rentHistory.length
      ? l.rentHistory
      : [{ date: l.startDate, reason: 'Initial rent', amount: l.monthlyRent }];
    const data: LeaseFinancialSummary = {
      totalDeposits: roundCents(l.securityDeposit + (l.petDeposit ?? 0)),
      insuranceRequirements: {
        required: Boolean(l.rentersInsuranceRequired),
        minCoverage: l.rentersInsuranceMinCoverage ?? null,
        currentPolicy: {
          carrier: l.rentersInsuranceCarrier ?? null,
          policyNumber: l.rentersInsurancePolicyNumber ?? null,
          expiryDate: l.rentersInsuranceExpiryDate ?? null,
          landlordNamed: Boolean(l.rentersInsuranceLandlordNamed),
        },
      },
      feeStructure: {
        monthlyRent: l.monthlyRent,
        securityDeposit: l.securityDeposit,
        petDeposit: l.petDeposit ?? null,
        lateFeeType: l.lateFeeType ?? 'none',
        lateFeeAmount: l.lateFeeAmount ?? null,
        lateFeePercentage: l.lateFeePercentage ?? null,
        lateFeeDailyAmount: l.lateFeeDailyAmount ?? null,
        lateFeeGracePeriodDays: leaseLateFee(l, 0).gracePeriodDays,
        additionalFees: { ...(l.additionalFees ?? {}) },
        utilitiesIncluded: [...(l.utilitiesIncluded ?? [])],
        earlyTerminationFee: l.earlyTerminationFee ?? null,
      },
      rentHistory: [...history].sort((a, b) => a.date.localeCompare(b.date)),
    };
    return response(200).json({ data });
  }),

  // ---- documents (bytes in db.files; metadata on the lease record)
  http.get('/leases/{id}/documents', ({ params, response }) => {
    const lease = db.leases.get(params.id);
    if (!lease) return notFound('Lease');
    const order = (t: LeaseDocumentType) => DOCUMENT_TYPES.indexOf(t);
    const data = [...lease.documents]
      .sort((a, b) => order(a.documentType) - order(b.documentType) || a.uploadedAt.localeCompare(b.uploadedAt))
      .map(({ fileKey: _k, ...d }) => d);
    return response(200).json({ data });
  }),

  http.post('/leases/{id}/documents', async ({ params, request }) => {
    const lease = db.leases.get(params.id);
    if (!lease) return notFound('Lease');
    const form = await multipartForm(request, 'documents');
    if (form instanceof Response) return form;
    const rawType = form.get('documentType');
    const documentType = typeof rawType === 'string' ? (rawType.trim() as LeaseDocumentType) : undefined;
    if (!documentType) return badRequest([{ field: 'documentType', message: 'documentType is a required field' }]);
    if (!DOCUMENT_TYPES.includes(documentType))
      return badRequest([
        { field: 'documentType', message: `documentType must be one of: ${DOCUMENT_TYPES.join(', ')}` },
      ]);
    const files = checkedUploads(form, 'documents', {
      what: 'documents',
      maxFiles: UPLOAD_MAX_FILES,
      maxBytes: UPLOAD_MAX_BYTES,
      accepts: isAllowedFile,
      typeMessage,
    });
    if (files instanceof Response) return files;
    const field = LEASE_DOCUMENT_FIELD[documentType];
    const now = nowIso();
    const stamp = Date.now();
    let documents = [...lease.documents];
    const added: Array<LeaseDocument & { fileKey: string }> = [];
    const taken = new Set(documents.map((d) => d.name));
    for (const [i, file] of files.entries()) {
      let name = `${stamp}-${safeFileName(file.name)}`;
      for (let n = 2; taken.has(name); n++) name = `${stamp}-${n}-${safeFileName(file.name)}`;
      taken.add(name);
      const fileKey = `lease-${lease.id}-${name}`;
      const stored = await uploadedFile(file, {
        id: fileKey,
        contentType: file.type || 'application/octet-stream',
        filename: file.name || name,
        uploadedAt: now,
        owner: null,
      });
      db.files.insert(stored);
      added.push({
        name,
        originalName: file.name || name,
        path: `leases/${lease.id}/documents/${name}`,
        documentType,
        field,
        contentType: file.type || 'application/octet-stream',
        size: stored.size,
        uploadedAt: new Date(Date.parse(now) + i).toISOString(),
        fileKey,
      });
    }
    const patch: Partial<LeaseRecord> = {};
    if (SINGLE_FIELDS.has(field)) {
      // One file per single-file field: the last upload replaces the previous document.
      const keep = added[added.length - 1];
      const replaced = documents.filter((d) => d.field === field).concat(added.slice(0, -1));
      for (const d of replaced) db.files.delete(d.fileKey);
      documents = documents.filter((d) => d.field !== field).concat(keep);
      (patch as Record<string, unknown>)[field] = keep.path;
    } else {
      documents = documents.concat(added);
      (patch as Record<string, unknown>)[field] = [
        ...((lease[field] as string[] | undefined) ?? []),
        ...added.map((d) => d.path),
      ];
    }
    save(lease, { ...patch, documents });
    const answered = SINGLE_FIELDS.has(field) ? added.slice(-1) : added;
    return HttpResponse.json({ data: answered.map(({ fileKey: _k, ...d }) => d) }, { status: 201 });
  }),

  http.get('/leases/{id}/documents/{name}', ({ params, response }) => {
    const lease = db.leases.get(params.id);
    if (!lease) return notFound('Lease');
    const doc = lease.documents.find((d) => d.name === params.name);
    const file = doc ? db.files.get(doc.fileKey) : undefined;
    if (!doc || !file || file.status !== 'stored') return notFound('Document');
    const bytes = base64ToBytes(file.data);
    // The file's own bytes and type (the contract describes any binary type, which openapi-msw cannot type).
    return response.untyped(
      new HttpResponse(bytes as unknown as BodyInit, {
        status: 200,
        headers: {
          'Content-Type': file.contentType,
          'Content-Length': String(bytes.length),
          'Content-Disposition': `attachment; filename="${(doc.originalName ?? doc.name).replace(/"/g, '')}"`,
        },
      }),
    );
  }),

  http.delete('/leases/{id}/documents/{name}', ({ params }) => {
    const lease = db.leases.get(params.id);
    if (!lease) return notFound('Lease');
    const doc = lease.documents.find((d) => d.name === params.name);
    if (!doc) return notFound('Document');
    const current = lease[doc.field];
    const patch: Record<string, unknown> = { documents: lease.documents.filter((d) => d !== doc) };
    patch[doc.field] = Array.isArray(current)
      ? current.filter((p) => p !== doc.path)
      : current === doc.path
        ? null
        : current;
    db.files.delete(doc.fileKey);
    save(lease, patch as Partial<LeaseRecord>);
    return noContent();
  }),
];
