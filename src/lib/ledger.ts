import type {
  AgingBuckets,
  LeaseStatus,
  LeaseType,
  LedgerEntry,
  PaymentMethod,
  PaymentStatus,
  PaymentType,
} from '@/lib/api/schema.gen';
import { daysBetween } from '@/lib/format/date';
import { addMonths, dayOfMonth, lastDayOfMonth, RENT_DUE_DAY, roundCents } from '@/lib/late-fees';

/**
 * The lease ledger and aging rules (the contract's `GET /leases/{id}/ledger` and `GET /payments/aging`
 * descriptions), pure, in one module the mock backend and the screens both import, so a ledger, the
 * aging and the rent roll read the same charges. Dates are `YYYY-MM-DD`; "today" is always passed in.
 */

/** What of a lease the ledger reads. */
export interface LedgerLease {
  startDate: string;
  endDate: string;
  monthlyRent: number;
  status: LeaseStatus;
  leaseType: LeaseType;
  terminationDate?: string | null;
  /** Rent changes (the financial summary's history): each amount applies from its date on. */
  rentHistory?: ReadonlyArray<{ date: string; amount: number }>;
}

/** What of a payment the ledger reads. */
export interface LedgerPayment {
  id: string;
  amount: number;
  paymentDate: string;
  dueDate: string;
  paymentType: PaymentType;
  status: PaymentStatus;
  paymentMethod?: PaymentMethod;
  referenceNumber?: string | null;
}

export interface LedgerCharge {
  /** `rent:YYYY-MM` for a rent charge, else the payment's id. */
  id: string;
  dueDate: string;
  paymentType: PaymentType;
  amount: number;
  paymentId: string | null;
  description: string;
}

export interface LedgerCredit {
  paymentId: string;
  date: string;
  dueDate: string;
  paymentType: PaymentType;
  amount: number;
  description: string;
}

const OPEN: ReadonlySet<PaymentStatus> = new Set(['pending', 'partial']);
const ROLLING: ReadonlySet<LeaseType> = new Set(['month_to_month', 'week_to_week']);

const TYPE_LABELS: Record<PaymentType, string> = {
  rent: 'Rent',
  security_deposit: 'Security deposit',
  pet_deposit: 'Pet deposit',
  pet_fee: 'Pet fee',
  water_sewer_fee: 'Water/sewer fee',
  late_fee: 'Late fee',
  maintenance_fee: 'Maintenance fee',
  utility: 'Utility',
  other: 'Other charge',
};

/** The last day the lease charges rent for, `null` when it runs on (an active rolling lease). */
export function termEnd(lease: LedgerLease): string | null {
  if (lease.terminationDate) return lease.terminationDate;
  if (lease.status === 'active' && ROLLING.has(lease.leaseType)) return null;
  return lease.endDate;
}

/** The monthly rent in effect on `day`: the latest rent change dated on or before it, else the lease's rent. */
export function rentOn(lease: LedgerLease, day: string): number {
  let rent: number | null = null;
  let at = '';
  for (const entry of lease.rentHistory ?? [])
    if (entry.date <= day && entry.date >= at) {
      rent = entry.amount;
      at = entry.date;
    }
  return rent ?? lease.monthlyRent;
}

/**
 * The rent charges of a lease up to `through`: one per month from the start month, due on the earliest
 * due date of the lease's rent payments in that month, else the 5th, charged in full (no pro-rating)
 * when that day falls within the term and on or before `through`. A draft lease has none.
 */
export function rentCharges(lease: LedgerLease, payments: readonly LedgerPayment[], through: string): LedgerCharge[] {
  if (lease.status === 'draft') return [];
  const end = termEnd(lease);
  const last = end && end < through ? end : through;
  const dueByMonth = new Map<string, string>();
  for (const p of payments) {
    if (p.paymentType !== 'rent') continue;
    const month = p.dueDate.slice(0, 7);
    const known = dueByMonth.get(month);
    if (!known || p.dueDate < known) dueByMonth.set(month, p.dueDate);
  }
  const charges: LedgerCharge[] = [];
  for (let month = lease.startDate.slice(0, 7); month <= last.slice(0, 7); month = addMonths(month, 1)) {
    const dueDate = dueByMonth.get(month) ?? dayOfMonth(month, RENT_DUE_DAY);
    if (dueDate < lease.startDate || dueDate > last) continue;
    charges.push({
      id: `rent:${month}`,
      dueDate,
      paymentType: 'rent',
      amount: roundCents(rentOn(lease, dueDate)),
      paymentId: null,
      description: `Rent for ${month}`,
    });
  }
  return charges;
}

const sameCharge = (p: LedgerPayment) => `${p.paymentType}|${p.dueDate}`;

/**
 * Every charge of a lease due on or before `through`: its rent charges, and each payment of another type
 * that is pending or partial (or completed with no open payment of the same type and due date: charged
 * and paid at once), in date order.
 */
export function leaseCharges(lease: LedgerLease, payments: readonly LedgerPayment[], through: string): LedgerCharge[] {
  const charges = rentCharges(lease, payments, through);
  const open = new Set(payments.filter((p) => OPEN.has(p.status)).map(sameCharge));
  for (const p of payments) {
    if (p.paymentType === 'rent' || p.dueDate > through) continue;
    const isCharge = OPEN.has(p.status) || (p.status === 'completed' && !open.has(sameCharge(p)));
    if (!isCharge) continue;
    charges.push({
      id: p.id,
      dueDate: p.dueDate,
      paymentType: p.paymentType,
      amount: p.amount,
      paymentId: p.id,
      description: TYPE_LABELS[p.paymentType],
    });
  }
  return charges.sort(byChargeOrder);
}

function byChargeOrder(a: LedgerCharge, b: LedgerCharge): number {
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
  if ((a.paymentType === 'rent') !== (b.paymentType === 'rent')) return a.paymentType === 'rent' ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The completed payments of a lease dated on or before `through`, in date order. */
export function leaseCredits(payments: readonly LedgerPayment[], through: string): LedgerCredit[] {
  return payments
    .filter((p) => p.status === 'completed' && p.paymentDate <= through)
    .map((p) => ({
      paymentId: p.id,
      date: p.paymentDate,
      dueDate: p.dueDate,
      paymentType: p.paymentType,
      amount: p.amount,
      description: `Payment: ${TYPE_LABELS[p.paymentType].toLowerCase()}${p.referenceNumber ? ` (${p.referenceNumber})` : ''}`,
    }))
    .sort((a, b) => (a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.paymentId < b.paymentId ? -1 : 1));
}

/**
 * What each charge still owes once the payments are applied: each payment first pays the charge of its
 * own type due in the same month (rent) or on the same due date (other types), and what is left pays the
 * oldest open charges first. Answers the outstanding amount by charge id, and the credit left over.
 */
export function allocate(
  charges: readonly LedgerCharge[],
  credits: readonly LedgerCredit[],
): { outstanding: Map<string, number>; unapplied: number } {
  const outstanding = new Map(charges.map((c) => [c.id, c.amount]));
  const own = new Map<string, LedgerCharge>();
  for (const c of charges)
    own.set(c.paymentType === 'rent' ? `rent|${c.dueDate.slice(0, 7)}` : `${c.paymentType}|${c.dueDate}`, c);
  let left = 0;
  for (const credit of credits) {
    const key =
      credit.paymentType === 'rent' ? `rent|${credit.dueDate.slice(0, 7)}` : `${credit.paymentType}|${credit.dueDate}`;
    const target = own.get(key);
    let amount = credit.amount;
    if (target) {
      const owed = outstanding.get(target.id)!;
      const paid = Math.min(owed, amount);
      outstanding.set(target.id, roundCents(owed - paid));
      amount = roundCents(amount - paid);
    }
    left = roundCents(left + amount);
  }
  for (const c of charges) {
    if (left <= 0) break;
    const owed = outstanding.get(c.id)!;
    const paid = Math.min(owed, left);
    outstanding.set(c.id, roundCents(owed - paid));
    left = roundCents(left - paid);
  }
  return { outstanding, unapplied: left };
}

export interface Ledger {
  from: string;
  to: string;
  openingBalance: number;
  closingBalance: number;
  totalCharges: number;
  totalPayments: number;
  rows: LedgerEntry[];
  /** Every charge up to `to` (also those before `from`) with what it still owes. */
  charges: Array<LedgerCharge & { outstanding: number }>;
}

/** The default end of a ledger's range: the last day of today's month. */
export function defaultLedgerEnd(today: string): string {
  return lastDayOfMonth(today.slice(0, 7));
}

/**
 * The ledger of a lease between `from` and `to` (both days included): the opening balance of everything
 * dated before `from`, then the charges (at their due dates) and payments (at their payment dates) in the
 * range in date order, charges before payments on one day, each with the running balance.
 */
export function buildLedger(
  lease: LedgerLease,
  payments: readonly LedgerPayment[],
  range: { from: string; to: string },
): Ledger {
  const { from, to } = range;
  const charges = leaseCharges(lease, payments, to);
  const credits = leaseCredits(payments, to);
  const { outstanding } = allocate(charges, credits);
  let opening = 0;
  const entries: Array<{ date: string; order: number; row: Omit<LedgerEntry, 'balance'> }> = [];
  for (const c of charges) {
    if (c.dueDate < from) {
      opening += c.amount;
      continue;
    }
    entries.push({
      date: c.dueDate,
      order: 0,
      row: {
        date: c.dueDate,
        kind: 'charge',
        paymentType: c.paymentType,
        description: c.description,
        debit: c.amount,
        credit: 0,
        paymentId: c.paymentId,
        dueDate: c.dueDate,
        outstanding: outstanding.get(c.id) ?? 0,
      },
    });
  }
  for (const p of credits) {
    if (p.date < from) {
      opening -= p.amount;
      continue;
    }
    entries.push({
      date: p.date,
      order: 1,
      row: {
        date: p.date,
        kind: 'payment',
        paymentType: p.paymentType,
        description: p.description,
        debit: 0,
        credit: p.amount,
        paymentId: p.paymentId,
        dueDate: p.dueDate,
        outstanding: null,
      },
    });
  }
  // Stable: charges and credits are each in order already.
  entries.sort((a, b) => (a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.order - b.order));
  const openingBalance = roundCents(opening);
  let balance = openingBalance;
  let totalCharges = 0;
  let totalPayments = 0;
  const rows = entries.map(({ row }) => {
    balance = roundCents(balance + row.debit - row.credit);
    totalCharges += row.debit;
    totalPayments += row.credit;
    return { ...row, balance };
  });
  return {
    from,
    to,
    openingBalance,
    closingBalance: balance,
    totalCharges: roundCents(totalCharges),
    totalPayments: roundCents(totalPayments),
    rows,
    charges: charges.map((c) => ({ ...c, outstanding: outstanding.get(c.id) ?? 0 })),
  };
}

export type AgingBucket = Exclude<keyof AgingBuckets, 'total'>;

/** The aging buckets in their order, with their column labels. */
export const AGING_BUCKETS: ReadonlyArray<{ key: AgingBucket; label: string }> = [
  { key: 'current', label: 'Current' },
  { key: 'days1to30', label: '1–30 days' },
  { key: 'days31to60', label: '31–60 days' },
  { key: 'days61to90', label: '61–90 days' },
  { key: 'over90', label: '90+ days' },
];

/** The bucket of an amount `days` days past due: 0 or less current, then 1–30, 31–60, 61–90, 91 and more. */
export function agingBucket(days: number): AgingBucket {
  if (days <= 0) return 'current';
  if (days <= 30) return 'days1to30';
  if (days <= 60) return 'days31to60';
  if (days <= 90) return 'days61to90';
  return 'over90';
}

export function emptyBuckets(): AgingBuckets {
  return { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0, total: 0 };
}

/** The open charges' outstanding amounts by bucket on `asOf`. */
export function agingOf(
  charges: ReadonlyArray<{ dueDate: string; outstanding: number }>,
  asOf: string,
): AgingBuckets & { oldestDueDate: string | null } {
  const buckets = emptyBuckets();
  let oldestDueDate: string | null = null;
  for (const c of charges) {
    if (c.outstanding <= 0) continue;
    const bucket = agingBucket(daysBetween(c.dueDate, asOf));
    buckets[bucket] = roundCents(buckets[bucket] + c.outstanding);
    buckets.total = roundCents(buckets.total + c.outstanding);
    if (!oldestDueDate || c.dueDate < oldestDueDate) oldestDueDate = c.dueDate;
  }
  return { ...buckets, oldestDueDate };
}

/** Adds `b` into `into` (totals per property and overall). */
export function addBuckets(into: AgingBuckets, b: AgingBuckets): AgingBuckets {
  into.current = roundCents(into.current + b.current);
  into.days1to30 = roundCents(into.days1to30 + b.days1to30);
  into.days31to60 = roundCents(into.days31to60 + b.days31to60);
  into.days61to90 = roundCents(into.days61to90 + b.days61to90);
  into.over90 = roundCents(into.over90 + b.over90);
  into.total = roundCents(into.total + b.total);
  return into;
}

/** The aging of one lease on `asOf`: its ledger's charges up to the end of `asOf`'s month, bucketed. */
export function leaseAging(lease: LedgerLease, payments: readonly LedgerPayment[], asOf: string) {
  const to = defaultLedgerEnd(asOf);
  const charges = leaseCharges(lease, payments, to);
  const { outstanding } = allocate(charges, leaseCredits(payments, to));
  return agingOf(
    charges.map((c) => ({ dueDate: c.dueDate, outstanding: outstanding.get(c.id) ?? 0 })),
    asOf,
  );
}
