import type { DepositDeductionInput, FieldError, PaymentMethod } from '@/lib/api/schema.gen';
import { DEPOSIT_MESSAGES, deductionErrors, refundDateError } from '@/lib/deposit-disposition';
import { http } from '../http';
import { db } from '../db';
import { dispositionConflict, finalizeDisposition, saveDisposition } from '../db/deposit-dispositions';
import { PHOTO_TYPE_MESSAGE, reserveFile } from '../db/files';
import { depositReturns, dispositionOf } from '../queries/deposits';
import { partiesByLease } from '../queries/accounts';
import { paged, readBody, readQuery, type BodyRules } from '../support/request';
import type { ContractFailure } from '../support/contract-failures';
import { badRequest, conflict, notFound } from '../support/responses';
import { clockNow, nowIso, todayIso } from '../support/time';
import { depositReturnView } from '../views/deposits';

/**
 * The move-out disposition of a lease's deposits and the deposit returns due (rules: the contract's
 * `openapi/paths/leases_{id}_deposit-disposition*.yaml` and `deposit-returns.yaml`, and
 * src/lib/deposit-disposition.ts). HTTP only: the record and its writes are ../db/deposit-dispositions.ts,
 * the figures ../queries/deposits.ts.
 */

/** `deductions.2.amount` (the validator's path) as the contract names it: `deductions[2].amount`. */
const fieldName = (field: string) => field.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

/** The product's words for a line's failures, by the line's field and kind of failure. */
function lineMessage(failure: ContractFailure): string | undefined {
  const field = failure.field.replace(/^deductions\.\d+\./, '');
  if (field === failure.field) {
    if (failure.field === 'deductions' && failure.kind === 'maxItems') return DEPOSIT_MESSAGES.linesMax;
    if (failure.field === 'notes' && failure.kind === 'maxLength') return DEPOSIT_MESSAGES.notesMax;
    return undefined;
  }
  if (field === 'kind') return DEPOSIT_MESSAGES.kind;
  if (field === 'description')
    return failure.kind === 'maxLength' ? DEPOSIT_MESSAGES.descriptionMax : DEPOSIT_MESSAGES.descriptionRequired;
  if (field === 'amount') return failure.kind === 'maximum' ? DEPOSIT_MESSAGES.amountMax : DEPOSIT_MESSAGES.amountMin;
  if (field === 'photos' && failure.kind === 'maxItems') return DEPOSIT_MESSAGES.photosMax;
  return undefined;
}

const SAVE_RULES: BodyRules = { otherwise: lineMessage };

const named = (errors: FieldError[]) => errors.map((e) => ({ ...e, field: fieldName(e.field) }));

export const depositHandlers = [
  http.get('/deposit-returns', ({ request, response }) => {
    const query = readQuery(request);
    const status = query.enum('status', ['open', 'final', 'all'] as const);
    const propertyId = query.text('propertyId');
    const search = query.text('search');
    if (query.errors.length) return badRequest(query.errors);
    const { rows, summary } = depositReturns(todayIso(), { status, propertyId, search });
    return response(200).json({ ...paged(rows, query.page(20), depositReturnView), summary });
  }),

  http.get('/leases/{id}/deposit-disposition', ({ params, response }) => {
    const lease = db.leases.get(params.id);
    if (!lease) return notFound('Lease');
    return response(200).json(dispositionOf(lease, todayIso()));
  }),

  http.put('/leases/{id}/deposit-disposition', async ({ params, request, response }) => {
    const lease = db.leases.get(params.id);
    if (!lease) return notFound('Lease');
    const { body, errors } = await readBody(request, SAVE_RULES);
    if (errors) return badRequest(named(errors));
    const lines = body.deductions as DepositDeductionInput[];
    const lineErrors = deductionErrors(lines);
    if (lineErrors.length) return badRequest(lineErrors);
    const refused = dispositionConflict(db, lease);
    if (refused) return conflict(refused);
    saveDisposition(db, lease.id, { deductions: lines, notes: body.notes }, nowIso());
    return response(200).json(dispositionOf(lease, todayIso()));
  }),

  http.post('/leases/{id}/deposit-disposition/finalize', async ({ params, request, response }) => {
    const lease = db.leases.get(params.id);
    if (!lease) return notFound('Lease');
    const read = await readBody(request, { absentAsEmpty: true });
    if (read.errors) return badRequest(read.errors);
    const body = read.body ?? {};
    const refused = dispositionConflict(db, lease);
    if (refused) return conflict(refused);
    const today = todayIso();
    const refundDate = (body.refundDate as string | undefined) ?? today;
    const dateError = refundDateError(refundDate, { moveOutDate: lease.actualMoveOutDate!, today });
    if (dateError) return badRequest([{ field: 'refundDate', message: dateError }]);
    const party = partiesByLease().get(lease.id);
    const unit = party ? db.units.get(party.unitId) : undefined;
    if (!party || !unit)
      return conflict('The lease has no tenant and unit to record the deposit refund for: assign them first.');
    finalizeDisposition(
      db,
      lease,
      { tenantId: party.tenantId, unitId: unit.id, propertyId: unit.rentalPropertyId },
      dispositionOf(lease, today),
      {
        refundDate,
        paymentMethod: (body.paymentMethod as PaymentMethod | undefined) ?? 'check',
        referenceNumber: (body.referenceNumber as string | null | undefined)?.trim() || null,
        now: nowIso(),
      },
    );
    return response(200).json(dispositionOf(lease, today));
  }),

  http.post('/leases/{id}/deposit-disposition/photos/upload-url', async ({ params, request, response }) => {
    const lease = db.leases.get(params.id);
    if (!lease) return notFound('Lease');
    const { body, errors } = await readBody(request, {
      otherwise: (e) => (e.field === 'filename' && e.kind === 'pattern' ? PHOTO_TYPE_MESSAGE : undefined),
    });
    if (errors) return badRequest(errors);
    const refused = dispositionConflict(db, lease);
    if (refused) return conflict(refused);
    return response(200).json(reserveFile(db, { table: 'leases', id: lease.id }, body.filename, clockNow()));
  }),
];
