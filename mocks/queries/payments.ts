import type { OverduePayment, OverdueSeverity, OverdueSummary } from '@/lib/api/schema.gen';
import { daysBetween } from '@/lib/format';
import { canApplyLateFee, overdueSeverity, lateFeeFor, roundCents } from '@/lib/late-fees';
import { db } from '../db';
import type { PaymentRecord } from '../db/payments';
import { byPaymentDateDesc, cmp, paymentView, propertyRef, tenantRef, unitRef } from '../handlers/tenancy-support';
import { todayIso } from '../support/time';
import { derived } from './derived';

/**
 * The payments table's indexes and derived views (the payments list, the by-tenant / unit / property /
 * lease lists, the rent roll, the overdue report). Each is built once per version of the tables it reads
 * (`Collection.revision` grows on every write) and reused until one of them changes, so a read over the
 * large data set does not scan and sort every payment on each call. Every answer is the one a full scan
 * gives: the indexes keep the table's (insertion) order, so sums add up in the same order and lists sort
 * by the same comparators.
 */

function groupBy(
  rows: readonly PaymentRecord[],
  key: (p: PaymentRecord) => string | null,
): Map<string, PaymentRecord[]> {
  const map = new Map<string, PaymentRecord[]>();
  for (const p of rows) {
    const k = key(p);
    if (k === null) continue;
    const list = map.get(k);
    if (list) list.push(p);
    else map.set(k, [p]);
  }
  return map;
}

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

export type PaymentOwner = 'tenantId' | 'unitId' | 'propertyId' | 'leaseId';

const owners: Record<PaymentOwner, () => Map<string, PaymentRecord[]>> = {
  tenantId: derived([db.payments], () => groupBy(db.payments.all(), (p) => p.tenantId)),
  unitId: derived([db.payments], () => groupBy(db.payments.all(), (p) => p.unitId)),
  propertyId: derived([db.payments], () => groupBy(db.payments.all(), (p) => p.propertyId)),
  leaseId: derived([db.payments], () => groupBy(db.payments.all(), (p) => p.leaseId)),
};

/** The payments of one tenant, unit, property or lease, in the table's order (a new array: sort it freely). */
export function paymentsOf(owner: PaymentOwner, id: string): PaymentRecord[] {
  return [...(owners[owner]().get(id) ?? [])];
}

/** Rent payments by the month (`YYYY-MM`) of their due date, in the table's order (the rent roll). */
export const rentByDueMonth = derived([db.payments], () =>
  groupBy(db.payments.all(), (p) => (p.paymentType === 'rent' ? p.dueDate.slice(0, 7) : null)),
);

/** Ids of payments that already have a late fee charged for them (a late_fee payment pointing at them, not cancelled). */
export const paymentsWithLateFee = derived([db.payments], () => {
  const ids = new Set<string>();
  for (const p of db.payments.all()) {
    if (p.paymentType === 'late_fee' && p.appliesToPaymentId && p.status !== 'cancelled') ids.add(p.appliesToPaymentId);
  }
  return ids;
});

/** Payments still to be paid (pending or partial), in the table's order. */
const openPayments = derived([db.payments], () =>
  db.payments.all().filter((p) => p.status === 'pending' || p.status === 'partial'),
);

// ------------------------------------------------------------------ overdue view

export function isOverdue(p: PaymentRecord, today: string): boolean {
  return (p.status === 'pending' || p.status === 'partial') && p.dueDate < today;
}

/** Key of the payments that pay the same charge: same unit, type and due date. */
function chargeKey(p: Pick<PaymentRecord, 'unitId' | 'paymentType' | 'dueDate'>): string {
  return `${p.unitId}|${p.paymentType}|${p.dueDate}`;
}

/** What the completed payments of each charge of `charges` (same unit, type and due date) have paid, by charge key. */
function paidTowards(charges: readonly PaymentRecord[]): Map<string, number> {
  const paid = new Map<string, number>(charges.map((p) => [chargeKey(p), 0]));
  const units = new Set(charges.map((p) => p.unitId));
  for (const q of db.payments.all()) {
    if (q.status !== 'completed' || !units.has(q.unitId)) continue;
    const key = chargeKey(q);
    const sum = paid.get(key);
    if (sum !== undefined) paid.set(key, sum + q.amount);
  }
  return paid;
}

/** The overdue view of every overdue payment on `today`, highest days first (joined with its unit, property and tenant). */
const allOverdue = derived([db.payments, db.units, db.properties, db.tenants], (today) => {
  const applied = paymentsWithLateFee();
  const charges = openPayments().filter((p) => isOverdue(p, today));
  const paidByCharge = paidTowards(charges);
  const items: OverduePayment[] = [];
  for (const p of charges) {
    const paid = paidByCharge.get(chargeKey(p))!;
    // A charge the completed payments of its unit, type and due date cover is settled, not overdue.
    if (paid >= p.amount) continue;
    const days = daysBetween(p.dueDate, today);
    const unit = db.units.get(p.unitId);
    const property = db.properties.get(p.propertyId);
    const tenant = db.tenants.get(p.tenantId);
    const isRent = p.paymentType === 'rent';
    const expectedRent = isRent && unit ? unit.monthlyRent : p.amount;
    const fee = lateFeeFor(property, expectedRent, days);
    const lateFeeApplied = applied.has(p.id);
    const totalPaid = roundCents(paid);
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
      totalPaid,
      expectedRent,
      balanceDue: roundCents(Math.max(0, p.amount - totalPaid)),
    });
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
  filters: { propertyId?: string; severity?: OverdueSeverity; onlyPaymentId?: string } = {},
  today = todayIso(),
): OverduePayment[] {
  const { propertyId, severity, onlyPaymentId } = filters;
  const all = allOverdue(today);
  if (!propertyId && !severity && !onlyPaymentId) return all;
  return all.filter(
    (item) =>
      (!onlyPaymentId || item.payment.id === onlyPaymentId) &&
      (!propertyId || item.payment.propertyId === propertyId) &&
      (!severity || item.severity === severity),
  );
}

export function overdueSummary(items: readonly OverduePayment[]): OverdueSummary {
  let totalOverdue = 0;
  let potentialLateFees = 0;
  let criticalCount = 0;
  for (const item of items) {
    totalOverdue += item.balanceDue > 0 ? item.balanceDue : item.payment.amount;
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
