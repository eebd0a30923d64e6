import { roundCents } from '@/lib/late-fees';
import { http } from '../http';
import { db } from '../db';
import { newId } from '../db/ids';
import type { LeaseRecord } from '../db/leases';
import { conflict } from '../support/responses';
import { nowIso, todayIso } from '../support/time';
import { byStartDesc } from '../support/order';
import { leaseView } from '../views/tenancy';
import { endLeaseAssignments } from './tenancy-support';
import { actionInput, save } from './leases-support';

/** Spec 2 §4: sign, execute, move in, move out, terminate; preconditions answer 409 and change nothing. */
export const leaseLifecycleHandlers = [
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
];
