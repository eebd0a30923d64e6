import type { DepositDeduction, DepositDeductionInput, PaymentMethod } from '@/lib/api/schema.gen';
import { DEPOSIT_MESSAGES, dispositionFigures, moveOutChargeNotes } from '@/lib/deposit-disposition';
import { newId } from './ids';
import type { Db, DepositDispositionRecord, DispositionStatement, LeaseRecord, PaymentRecord } from './tables';

export type { DepositDispositionRecord, DispositionStatement } from './tables';

/**
 * The saved move-out dispositions of leases' deposits (rules: src/lib/deposit-disposition.ts and the
 * contract's `DepositDisposition`): one record per lease, keyed by the lease's id, written by saving a
 * draft and frozen by finalizing it.
 */

/** A new record's fields before anything is saved. */
export function blankDispositionFields(): Pick<DepositDispositionRecord, 'deductions' | 'notes' | 'final'> {
  return { deductions: [], notes: null, final: null };
}

/** Why the lease's disposition cannot change now (`409`), or null: it is final, or there is no move-out yet. */
export function dispositionConflict(db: Db, lease: LeaseRecord): string | null {
  if (db.depositDispositions.get(lease.id)?.final) return DEPOSIT_MESSAGES.finalOnly;
  if (!lease.actualMoveOutDate) return DEPOSIT_MESSAGES.noMoveOut;
  return null;
}

/**
 * The manager's lines as saved: a line sent with the id of a saved line keeps it, any other gets a new
 * one; text is trimmed and an absent photo list is empty.
 */
export function savedLines(
  lines: readonly DepositDeductionInput[],
  saved: readonly DepositDeduction[],
  makeId: () => string = newId,
): DepositDeduction[] {
  const known = new Set(saved.map((line) => line.id));
  const used = new Set<string>();
  return lines.map((line) => {
    const keep = line.id && known.has(line.id) && !used.has(line.id) ? line.id : null;
    const id = keep ?? makeId();
    used.add(id);
    return {
      id,
      kind: line.kind,
      description: line.description.trim(),
      amount: line.amount,
      photos: [...(line.photos ?? [])],
    };
  });
}

/** Saves the manager's lines and notes of a lease's draft disposition (the caller checked the conflict). */
export function saveDisposition(
  db: Db,
  leaseId: string,
  input: { deductions: readonly DepositDeductionInput[]; notes?: string | null },
  now: string,
  makeId: () => string = newId,
): DepositDispositionRecord {
  const known = db.depositDispositions.get(leaseId);
  const record: DepositDispositionRecord = {
    id: leaseId,
    leaseId,
    ...blankDispositionFields(),
    createdAt: known?.createdAt ?? now,
    ...known,
    deductions: savedLines(input.deductions, known?.deductions ?? [], makeId),
    notes: input.notes === undefined ? (known?.notes ?? null) : input.notes?.trim() || null,
    updatedAt: now,
  };
  if (known) db.depositDispositions.replace(record);
  else db.depositDispositions.insert(record);
  return record;
}

/** Who the payments finalize writes are for: the lease's tenant, unit and the unit's property. */
export interface DispositionParty {
  tenantId: string;
  unitId: string;
  propertyId: string;
}

export interface FinalizeInput {
  refundDate: string;
  paymentMethod: PaymentMethod;
  referenceNumber: string | null;
  now: string;
  /** The ids of the payments written (random unless the seed makes them). */
  makeId?: () => string;
}

/**
 * Finalizes a lease's disposition: writes its payments (each manager line a `pending` `move_out_charge`
 * bill due on the refund date; the deposit applied to the deductions, `completed`, when both exist; the
 * refund, `completed`, when above 0) and freezes `open`, the disposition as computed for the call, as the
 * final statement. The caller checked the conflict and the refund date. Answers the final statement.
 */
export function finalizeDisposition(
  db: Db,
  lease: LeaseRecord,
  party: DispositionParty,
  open: DispositionStatement,
  input: FinalizeInput,
): DispositionStatement {
  const { refundDate, now } = input;
  const makeId = input.makeId ?? newId;
  const payment = (fields: Pick<PaymentRecord, 'amount' | 'paymentType' | 'status' | 'notes'>): PaymentRecord => ({
    id: makeId(),
    paymentDate: refundDate,
    dueDate: refundDate,
    paymentMethod: input.paymentMethod,
    ...party,
    leaseId: lease.id,
    referenceNumber: null,
    appliesToPaymentId: null,
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
  const written: PaymentRecord[] = open.deductions.map((line) =>
    payment({
      amount: line.amount,
      paymentType: 'move_out_charge',
      status: 'pending',
      notes: moveOutChargeNotes(line),
    }),
  );
  const { applied, refundDue } = dispositionFigures({
    held: open.held,
    ledger: open.ledgerDeductions,
    deductions: open.deductions,
  });
  const appliedPayment =
    applied > 0
      ? payment({
          amount: applied,
          paymentType: 'deposit_applied',
          status: 'completed',
          notes: 'Deposit applied to the deductions at move-out',
        })
      : null;
  const refundPayment =
    refundDue > 0
      ? {
          ...payment({
            amount: refundDue,
            paymentType: 'deposit_refund',
            status: 'completed',
            notes: 'Deposit refund at move-out',
          }),
          referenceNumber: input.referenceNumber,
        }
      : null;
  for (const p of [...written, appliedPayment, refundPayment]) if (p) db.payments.insert(p);
  const final: DispositionStatement = {
    ...statementOf(open),
    status: 'final',
    daysLeft: null,
    finalizedAt: now,
    refundDate,
    refundPaymentId: refundPayment?.id ?? null,
    appliedPaymentId: appliedPayment?.id ?? null,
    returnedLate: open.deadline !== null && refundDate > open.deadline,
  };
  const known = db.depositDispositions.get(lease.id);
  const record: DepositDispositionRecord = {
    id: lease.id,
    leaseId: lease.id,
    deductions: open.deductions,
    notes: open.notes,
    createdAt: known?.createdAt ?? now,
    updatedAt: now,
    final,
  };
  if (known) db.depositDispositions.replace(record);
  else db.depositDispositions.insert(record);
  return final;
}

/** The statement part of a disposition (the lease's own references are joined when asked, never stored). */
export function statementOf(d: DispositionStatement & Record<string, unknown>): DispositionStatement {
  const { leaseId: _l, leaseNumber: _n, tenant: _t, unit: _u, property: _p, ...statement } = d;
  return statement as DispositionStatement;
}
