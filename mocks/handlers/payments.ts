import {
  overdueSeverityValues,
  pathsPaymentsGetParametersQueryDateFieldValues,
  paymentStatusValues,
  paymentTypeValues,
  type FieldError,
  type PaymentStatus,
  type PaymentType,
  type RentRollProperty,
  type RentRollUnit,
} from '@/lib/api/schema.gen';
import { DEPOSIT_MESSAGES, DISPOSITION_PAYMENT_TYPES } from '@/lib/deposit-disposition';
import { daysBetween } from '@/lib/format';
import { roundCents } from '@/lib/late-fees';
import { http } from '../http';
import { db } from '../db';
import { leaseOfTenancy } from '../db/assignments';
import { newId } from '../db/ids';
import { isoDay } from '../db/seed-context';
import type { PaymentRecord } from '../db/payments';
import { paged, pickDefined, readBody, readQuery } from '../support/request';
import { badRequest, conflict, noContent, notFound } from '../support/responses';
import { nowIso, todayIso } from '../support/time';
import { overdueItemOf, overduePayments, overdueSummary, paymentsInListOrder, paymentsOf } from '../queries/payments';
import { aging } from '../queries/ledger';
import { rentRollUnits } from '../queries/rent-roll';
import { byDueDateDesc } from '../support/order';
import { paymentView, propertyRef } from '../views/tenancy';
import { spec2Rules } from './tenancy-support';

const STATUSES = paymentStatusValues;
const TYPES = paymentTypeValues;
const SEVERITIES = overdueSeverityValues;
const DATE_FIELDS = pathsPaymentsGetParametersQueryDateFieldValues;
const WRITABLE = [
  'amount',
  'paymentDate',
  'dueDate',
  'paymentMethod',
  'paymentType',
  'status',
  'tenantId',
  'unitId',
  'propertyId',
  'leaseId',
  'notes',
  'referenceNumber',
] as const;

/** Rules of a (resulting) payment beyond the schema: not in the future, and relations that exist and agree. */
function paymentRules(
  p: Pick<PaymentRecord, 'paymentDate' | 'tenantId' | 'unitId' | 'propertyId' | 'leaseId'>,
): FieldError[] {
  const errors: FieldError[] = [];
  // One day of slack: a user ahead of UTC may record a payment made "today" in their time zone.
  if (p.paymentDate > isoDay(new Date(`${todayIso()}T00:00:00Z`), 1))
    errors.push({ field: 'paymentDate', message: 'Payment date cannot be in the future' });
  if (!db.tenants.has(p.tenantId)) errors.push({ field: 'tenantId', message: 'Tenant not found' });
  const unit = db.units.get(p.unitId);
  if (!unit) errors.push({ field: 'unitId', message: 'Unit not found' });
  if (!db.properties.has(p.propertyId)) errors.push({ field: 'propertyId', message: 'Property not found' });
  else if (unit && unit.rentalPropertyId !== p.propertyId)
    errors.push({ field: 'unitId', message: 'The unit does not belong to the selected property' });
  if (p.leaseId && !db.leases.has(p.leaseId)) errors.push({ field: 'leaseId', message: 'Lease not found' });
  return errors;
}

/** A type only finalizing a move-out disposition writes is refused on a payment sent by a client. */
function writtenByFinalize(type: unknown): FieldError[] | null {
  return DISPOSITION_PAYMENT_TYPES.has(type as PaymentType)
    ? [{ field: 'paymentType', message: DEPOSIT_MESSAGES.systemPaymentType }]
    : null;
}

/** Records the late fee of an overdue payment (the caller checked that it applies). */
function createLateFee(charge: PaymentRecord, amount: number, today: string): PaymentRecord {
  const now = nowIso();
  const fee: PaymentRecord = {
    id: newId(),
    amount,
    paymentDate: today,
    dueDate: today,
    paymentMethod: charge.paymentMethod,
    paymentType: 'late_fee',
    status: 'pending',
    tenantId: charge.tenantId,
    unitId: charge.unitId,
    propertyId: charge.propertyId,
    leaseId: charge.leaseId,
    notes: `Late fee for rent due ${charge.dueDate}`,
    referenceNumber: null,
    appliesToPaymentId: charge.id,
    createdAt: now,
    updatedAt: now,
  };
  db.payments.insert(fee);
  return fee;
}

/**
 * The rent roll of a month (see openapi/paths/payments_rent-roll.yaml): each unit's row
 * (`rentRollUnits`, shared with the owner statement) and the totals over every unit.
 */
function rentRoll(month: string) {
  const units = db.units.all();
  const rows = rentRollUnits(month, units);
  let totalExpected = 0;
  let totalCollected = 0;
  let outstandingBalance = 0;
  let unitsPaid = 0;
  let occupiedUnits = 0;
  let unitsBilled = 0;
  const unitsByProperty = new Map<string, RentRollUnit[]>();
  for (const [i, unit] of units.entries()) {
    const row = rows[i]!;
    (
      unitsByProperty.get(unit.rentalPropertyId) ??
      unitsByProperty.set(unit.rentalPropertyId, []).get(unit.rentalPropertyId)!
    ).push(row);
    totalExpected += row.expectedRent;
    totalCollected += row.amountPaid;
    outstandingBalance += Math.max(0, row.expectedRent - row.amountPaid);
    if (row.tenant) {
      occupiedUnits++;
      if (row.expectedRent > 0) {
        unitsBilled++;
        if (row.amountPaid >= row.expectedRent) unitsPaid++;
      }
    }
  }
  const properties = db.properties.all().sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return {
    summary: {
      totalExpected: roundCents(totalExpected),
      totalCollected: roundCents(totalCollected),
      outstandingBalance: roundCents(outstandingBalance),
      unitsPaid,
      occupiedUnits,
      unitsBilled,
    },
    properties,
    present: (p: (typeof properties)[number]): RentRollProperty => ({
      property: propertyRef(p),
      units: (unitsByProperty.get(p.id) ?? []).sort((a, b) =>
        a.unit.unitNumber.localeCompare(b.unit.unitNumber, undefined, { numeric: true }),
      ),
    }),
  };
}

export const paymentHandlers = [
  http.get('/payments', ({ request, response }) => {
    const query = readQuery(request);
    const start = query.date('startDate');
    const end = query.date('endDate');
    const type = query.enum('paymentType', TYPES, 'Invalid payment type');
    const status = query.enum('status', STATUSES, 'Invalid status');
    const key = query.enum('dateField', DATE_FIELDS, 'dateField must be paymentDate or dueDate') ?? 'paymentDate';
    if (query.errors.length) return badRequest(query.errors);
    const { page, limit } = query.page();
    const { head, total } = paymentsInListOrder(
      start || end || type || status
        ? (p) =>
            (!start || p[key] >= start) &&
            (!end || p[key] <= end) &&
            (!type || p.paymentType === type) &&
            (!status || p.status === status)
        : undefined,
      page * limit,
    );
    // `paged` over the rows up to this page: the same envelope, the total of every matching row.
    const answer = paged(head, { page, limit }, paymentView);
    return response(200).json({ ...answer, meta: { ...answer.meta, total, totalPages: Math.ceil(total / limit) } });
  }),

  http.post('/payments', async ({ request, response }) => {
    const { body, errors } = await readBody(request, spec2Rules('payment'));
    if (errors) return badRequest(errors);
    const refused = writtenByFinalize(body.paymentType);
    if (refused) return badRequest(refused);
    const now = nowIso();
    const payment: PaymentRecord = {
      id: newId(),
      amount: 0,
      paymentDate: '',
      dueDate: '',
      paymentMethod: 'cash',
      paymentType: 'rent',
      status: 'completed',
      tenantId: '',
      unitId: '',
      propertyId: '',
      leaseId: null,
      notes: null,
      referenceNumber: null,
      appliesToPaymentId: null,
      createdAt: now,
      updatedAt: now,
      ...pickDefined<PaymentRecord>(body, WRITABLE),
    };
    const ruleErrors = paymentRules(payment);
    if (ruleErrors.length) return badRequest(ruleErrors);
    if (!payment.leaseId) payment.leaseId = leaseOfTenancy(db, payment.tenantId, payment.unitId, payment.dueDate);
    db.payments.insert(payment);
    return response(201).json(paymentView(payment));
  }),

  http.get('/payments/rent-roll', ({ request, response }) => {
    const query = readQuery(request);
    const current = todayIso().slice(0, 7);
    const month = query.text('month') ?? current;
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) query.errors.push({ field: 'month', message: 'month must be YYYY-MM' });
    else if (month > current)
      query.errors.push({ field: 'month', message: 'The rent roll cannot show a future month' });
    if (query.errors.length) return badRequest(query.errors);
    const roll = rentRoll(month);
    const page = paged(roll.properties, query.page(), roll.present);
    return response(200).json({ month, summary: roll.summary, ...page });
  }),

  http.get('/payments/aging', ({ request, response }) => {
    const query = readQuery(request);
    const asOf = query.date('asOf') ?? todayIso();
    const propertyId = query.text('propertyId');
    if (query.errors.length) return badRequest(query.errors);
    const { rows, summary, propertyTotals } = aging(asOf, propertyId);
    return response(200).json({ asOf, summary, propertyTotals, ...paged(rows, query.page()) });
  }),

  http.get('/payments/overdue', ({ request, response }) => {
    const query = readQuery(request);
    const severity = query.enum('severity', SEVERITIES, 'Invalid severity');
    if (query.errors.length) return badRequest(query.errors);
    const data = overduePayments({ propertyId: query.text('propertyId'), severity });
    const summary = overdueSummary(data);
    // Paged only when asked (the report's screen); without page or limit every item (export, late-fee preview).
    if (!query.text('page') && !query.text('limit')) return response(200).json({ data, summary });
    return response(200).json({ ...paged(data, query.page()), summary });
  }),

  http.post('/payments/generate-late-fees', async ({ request, response }) => {
    const { body, errors } = await readBody(request, spec2Rules('payment', { absentAsEmpty: true }));
    if (errors) return badRequest(errors);
    const propertyId = body.propertyId ?? undefined;
    if (propertyId && !db.properties.has(propertyId))
      return badRequest([{ field: 'propertyId', message: 'Property not found' }]);
    const today = todayIso();
    const created = overduePayments({ propertyId }, today)
      .filter((item) => item.lateFeeApplicable && item.lateFeeAmount > 0)
      .map((item) => createLateFee(db.payments.get(item.payment.id)!, item.lateFeeAmount, today));
    return response(200).json({ created: created.length, data: created.map(paymentView) });
  }),

  http.get('/payments/by-tenant/{id}', ({ params, request, response }) => {
    if (!db.tenants.has(params.id)) return notFound('Tenant');
    return response(200).json(
      paged(paymentsOf('tenantId', params.id).sort(byDueDateDesc), readQuery(request).page(), paymentView),
    );
  }),

  http.get('/payments/by-unit/{id}', ({ params, request, response }) => {
    if (!db.units.has(params.id)) return notFound('Unit');
    return response(200).json(
      paged(paymentsOf('unitId', params.id).sort(byDueDateDesc), readQuery(request).page(), paymentView),
    );
  }),

  http.get('/payments/by-property/{id}', ({ params, request, response }) => {
    if (!db.properties.has(params.id)) return notFound('Property');
    return response(200).json(
      paged(paymentsOf('propertyId', params.id).sort(byDueDateDesc), readQuery(request).page(), paymentView),
    );
  }),

  http.get('/payments/by-lease/{id}', ({ params, request, response }) => {
    if (!db.leases.has(params.id)) return notFound('Lease');
    return response(200).json(
      paged(paymentsOf('leaseId', params.id).sort(byDueDateDesc), readQuery(request).page(), paymentView),
    );
  }),

  http.get('/payments/summary/{id}', ({ params, request, response }) => {
    if (!db.properties.has(params.id)) return notFound('Property');
    const query = readQuery(request);
    const start = query.date('startDate');
    const end = query.date('endDate');
    if (query.errors.length) return badRequest(query.errors);
    const today = todayIso();
    const startDate = start ?? `${today.slice(0, 7)}-01`;
    const endDate = end ?? isoDay(new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0)));
    if (endDate < startDate) return badRequest([{ field: 'endDate', message: 'End date must be after start date' }]);
    const rows = paymentsOf('propertyId', params.id).filter((p) => p.dueDate >= startDate && p.dueDate <= endDate);
    const byStatus: Record<string, { count: number; amount: number }> = {};
    const byType: Record<string, { count: number; amount: number }> = {};
    let totalCollected = 0;
    let totalOutstanding = 0;
    let lateFeesCollected = 0;
    for (const p of rows) {
      (byStatus[p.status] ??= { count: 0, amount: 0 }).count++;
      byStatus[p.status].amount = roundCents(byStatus[p.status].amount + p.amount);
      (byType[p.paymentType] ??= { count: 0, amount: 0 }).count++;
      byType[p.paymentType].amount = roundCents(byType[p.paymentType].amount + p.amount);
      if (p.status === 'completed') totalCollected += p.amount;
      if (p.status === 'pending' || p.status === 'partial') totalOutstanding += p.amount;
      if (p.status === 'completed' && p.paymentType === 'late_fee') lateFeesCollected += p.amount;
    }
    const months =
      (Number(endDate.slice(0, 4)) - Number(startDate.slice(0, 4))) * 12 +
      (Number(endDate.slice(5, 7)) - Number(startDate.slice(5, 7))) +
      1;
    const occupiedRent = db.units
      .where((u) => u.rentalPropertyId === params.id && !u.isAvailable)
      .reduce((s, u) => s + u.monthlyRent, 0);
    return response(200).json({
      propertyId: params.id,
      startDate,
      endDate,
      paymentCount: rows.length,
      totalCollected: roundCents(totalCollected),
      totalOutstanding: roundCents(totalOutstanding),
      lateFeesCollected: roundCents(lateFeesCollected),
      expectedRent: roundCents(occupiedRent * months),
      byStatus,
      byType,
    });
  }),

  http.get('/payments/{id}', ({ params, response }) => {
    const p = db.payments.get(params.id);
    if (!p) return notFound('Payment');
    return response(200).json(paymentView(p));
  }),

  http.put('/payments/{id}', async ({ params, request, response }) => {
    const p = db.payments.get(params.id);
    if (!p) return notFound('Payment');
    const { body, errors } = await readBody(request, spec2Rules('payment', { absentAsEmpty: true }));
    if (errors) return badRequest(errors);
    const refused = writtenByFinalize(body.paymentType);
    if (refused) return badRequest(refused);
    const next: PaymentRecord = { ...p, ...pickDefined<PaymentRecord>(body, WRITABLE), updatedAt: nowIso() };
    const ruleErrors = paymentRules(next);
    if (ruleErrors.length) return badRequest(ruleErrors);
    db.payments.replace(next);
    return response(200).json(paymentView(next));
  }),

  http.delete('/payments/{id}', ({ params }) => {
    if (!db.payments.delete(params.id)) return notFound('Payment');
    return noContent();
  }),

  http.put('/payments/{id}/status', async ({ params, request, response }) => {
    const p = db.payments.get(params.id);
    if (!p) return notFound('Payment');
    const { body, errors } = await readBody(request, spec2Rules('payment'));
    if (errors) return badRequest(errors);
    const next = db.payments.update(p.id, { status: body.status as PaymentStatus, updatedAt: nowIso() })!;
    return response(200).json(paymentView(next));
  }),

  http.post('/payments/{id}/late-fee', ({ params, response }) => {
    const p = db.payments.get(params.id);
    if (!p) return notFound('Payment');
    const today = todayIso();
    const item = overdueItemOf(p, today);
    if (!item)
      return conflict(
        daysBetween(p.dueDate, today) > 0
          ? `A ${p.status} payment is not overdue, so no late fee applies.`
          : 'The payment is not overdue.',
      );
    if (!item.lateFeeApplicable || item.lateFeeAmount <= 0) {
      const reason = item.lateFeeApplied
        ? 'A late fee has already been applied to this payment.'
        : !item.property?.lateFeeEnabled
          ? 'Late fees are not enabled for this property.'
          : item.isInGracePeriod
            ? 'The payment is still within its grace period.'
            : p.paymentType !== 'rent'
              ? 'Late fees apply to rent payments only.'
              : 'No late fee applies to this payment.';
      return conflict(reason);
    }
    // The fee is for the bill: charged against the record that stands for it.
    const bill = db.payments.get(item.payment.id) ?? p;
    return response(201).json(paymentView(createLateFee(bill, item.lateFeeAmount, today)));
  }),
];
