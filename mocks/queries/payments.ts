import type { OverduePayment, OverdueSeverity, OverdueSummary } from '@/lib/api/schema.gen';
import { daysBetween } from '@/lib/format';
import { canApplyLateFee, overdueSeverity, lateFeeFor, roundCents } from '@/lib/late-fees';
import { billKey } from '@/lib/ledger';
import { db } from '../db';
import type { PaymentRecord } from '../db/payments';
import { byPaymentDateDesc, cmp } from '../support/order';
import { paymentView, propertyRef, tenantRef, unitRef } from '../views/tenancy';
import { todayIso } from '../support/time';
import { billRecord, leaseAccounts } from './accounts';
import { derived } from './derived';

export { paymentsOf, type PaymentOwner } from './payments-index';

/**
 * The payments table's indexes and derived views (the payments list, the by-tenant / unit / property /
 * lease lists, the rent roll, the overdue report). Each is built once per version of the tables it reads
 * (`Collection.revision` grows on every write) and reused until one of them changes, so a read over the
 * large data set does not scan and sort every payment on each call. Every answer is the one a full scan
 * gives: the indexes keep the table's (insertion) order, so sums add up in the same order and lists sort
 * by the same comparators.
 */

// ------------------------------------------------------------------ indexes

/** Every payment, most recent payment date first (the payments list's order). */
const paymentsByPaymentDate = derived([db.payments], () => db.payments.all().sort(byPaymentDateDesc));
let sortedAt = -1;

/** Lists up to this long are picked from the table in one pass instead of sorting every payment. */
const PICK_LIMIT = 500;

/**
 * The first `end` payments `match` accepts (every payment without it) in the payments list's order (most
 * recent payment date first), and how many it accepts. The first pages cost one pass over the table (no
 * sort of 59,608 payments to show 20); a deeper page sorts the table once per version and reuses it.
 */
export function paymentsInListOrder(
  match: ((p: PaymentRecord) => boolean) | undefined,
  end: number,
): { head: PaymentRecord[]; total: number } {
  if (end > PICK_LIMIT || sortedAt === db.payments.revision) {
    const sorted = paymentsByPaymentDate();
    sortedAt = db.payments.revision;
    const rows = match ? sorted.filter(match) : sorted;
    return { head: rows.slice(0, end), total: rows.length };
  }
  // The `end` first rows in order, kept sorted: a row enters only when it sorts before the last one kept.
  const head: PaymentRecord[] = [];
  let total = 0;
  for (const p of db.payments.all()) {
    if (match && !match(p)) continue;
    total++;
    if (head.length === end && byPaymentDateDesc(p, head[end - 1]!) >= 0) continue;
    let lo = 0;
    let hi = head.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (byPaymentDateDesc(head[mid]!, p) < 0) lo = mid + 1;
      else hi = mid;
    }
    head.splice(lo, 0, p);
    if (head.length > end) head.pop();
  }
  return { head, total };
}

/** Ids of payments that already have a late fee charged for them (a late_fee payment pointing at them, not cancelled). */
export const paymentsWithLateFee = derived([db.payments], () => {
  const ids = new Set<string>();
  for (const p of db.payments.all()) {
    if (p.paymentType === 'late_fee' && p.appliesToPaymentId && p.status !== 'cancelled') ids.add(p.appliesToPaymentId);
  }
  return ids;
});

/**
 * The overdue view on `today`, highest days first: one item per past-due bill of every lease's account
 * (./accounts.ts), with the bill's record, its unit, property and tenant, and what the bill still owes.
 */
const allOverdue = derived([db.leases, db.payments, db.assignments, db.units, db.properties, db.tenants], (today) => {
  const applied = paymentsWithLateFee();
  const items: OverduePayment[] = [];
  for (const { lease, charges } of leaseAccounts(today).values()) {
    for (const charge of charges) {
      if (charge.dueDate >= today || charge.outstanding <= 0) continue;
      const p = billRecord(lease.id, charge);
      if (!p) continue;
      const days = daysBetween(charge.dueDate, today);
      const unit = db.units.get(p.unitId);
      const property = db.properties.get(p.propertyId);
      const tenant = db.tenants.get(p.tenantId);
      const isRent = charge.paymentType === 'rent';
      const fee = lateFeeFor(property, charge.amount, days);
      const lateFeeApplied = applied.has(p.id);
      items.push({
        payment: paymentView(p),
        unit: unit ? unitRef(unit, false) : null,
        property: property ? propertyRef(property) : null,
        tenant: tenant ? tenantRef(tenant) : null,
        daysOverdue: days,
        gracePeriodDays: fee.gracePeriodDays,
        isInGracePeriod: fee.isInGracePeriod,
        lateFeeApplicable: canApplyLateFee({
          settings: property,
          days,
          status: p.status,
          paymentType: p.paymentType,
          alreadyApplied: lateFeeApplied,
        }),
        lateFeeApplied,
        lateFeeAmount: isRent ? fee.amount : 0,
        severity: overdueSeverity(days),
        totalPaid: roundCents(charge.amount - charge.outstanding),
        expectedRent: charge.amount,
        balanceDue: charge.outstanding,
      });
    }
  }
  return items.sort(
    (a, b) =>
      b.daysOverdue - a.daysOverdue || cmp(a.payment.dueDate, b.payment.dueDate) || cmp(a.payment.id, b.payment.id),
  );
});

/**
 * The overdue view of every overdue payment (optionally one property / severity / payment), highest days
 * first. The items are shared with later calls until the store changes: read them, never change them.
 */
export function overduePayments(
  filters: { propertyId?: string; severity?: OverdueSeverity } = {},
  today = todayIso(),
): OverduePayment[] {
  const { propertyId, severity } = filters;
  const all = allOverdue(today);
  if (!propertyId && !severity) return all;
  return all.filter(
    (item) => (!propertyId || item.payment.propertyId === propertyId) && (!severity || item.severity === severity),
  );
}

/**
 * The overdue item of the bill a payment record stands for on `today`: the item of that record, else (an
 * open record of a bill another record stands for) the item of the same lease's bill of its key.
 */
export function overdueItemOf(p: PaymentRecord, today: string): OverduePayment | undefined {
  const all = allOverdue(today);
  const own = all.find((item) => item.payment.id === p.id);
  if (own || (p.status !== 'pending' && p.status !== 'partial') || !p.leaseId) return own;
  return all.find((item) => item.payment.leaseId === p.leaseId && billKey(item.payment) === billKey(p));
}

export function overdueSummary(items: readonly OverduePayment[]): OverdueSummary {
  let totalOverdue = 0;
  let potentialLateFees = 0;
  let criticalCount = 0;
  for (const item of items) {
    totalOverdue += item.balanceDue;
    if (item.lateFeeApplicable) potentialLateFees += item.lateFeeAmount;
    if (item.severity === 'critical') criticalCount++;
  }
  return {
    count: items.length,
    totalOverdue: roundCents(totalOverdue),
    potentialLateFees: roundCents(potentialLateFees),
    criticalCount,
  };
}
