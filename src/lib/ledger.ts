import type {
  AgingBuckets,
  DepositEntry,
  LeaseDeposits,
  LeaseStatus,
  LeaseType,
  LedgerEntry,
  PaymentMethod,
  PaymentStatus,
  PaymentType,
} from '@/lib/api/schema.gen';
import { daysBetween, formatDate } from '@/lib/format/date';
import { addMonths, dayOfMonth, lastDayOfMonth, RENT_DUE_DAY, roundCents } from '@/lib/late-fees';

/**
 * What a tenant owes, in one model (docs/money.md; the contract's `GET /leases/{id}/ledger` and
 * `GET /payments/aging` descriptions): the bills of a lease (rent from its schedule, other charges from
 * its payment records), the payments that settle them, and every figure derived from the two. Pure, in
 * one module the mock backend and the screens both import, so the ledger, the aging, the overdue report,
 * the rent roll, the owner statement and every balance read the same bills. Dates are `YYYY-MM-DD`;
 * "today" is always passed in.
 */

/** What of a lease the ledger reads. */
export interface LedgerLease {
  startDate: string;
  endDate: string;
  monthlyRent: number;
  status: LeaseStatus;
  leaseType: LeaseType;
  terminationDate?: string | null;
  /** The day of the month rent is due (1–31; the month's last day in a shorter month); 5 when unset. */
  rentDueDay?: number | null;
  /** Rent changes (the financial summary's history): each amount applies from its date on. */
  rentHistory?: ReadonlyArray<{ date: string; amount: number }>;
}

/** What of a payment record the ledger reads. */
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

/** What of a lease its deposits read: what it requires. */
export interface DepositLease {
  securityDeposit?: number | null;
  petDeposit?: number | null;
}

/** A bill: one amount the tenant owes, with its due date. */
export interface LedgerCharge {
  /** `rent:YYYY-MM` for a month's rent, else the id of the payment record that is the bill. */
  id: string;
  dueDate: string;
  paymentType: PaymentType;
  amount: number;
  paymentId: string | null;
  description: string;
}

/** A payment received (a `completed` record) and the day it is applied to the account. */
export interface LedgerCredit {
  paymentId: string;
  /** The day it counts from: its payment date, or its bill's due date when it was paid before the bill posted. */
  date: string;
  paymentDate: string;
  dueDate: string;
  paymentType: PaymentType;
  amount: number;
  description: string;
}

const OPEN: ReadonlySet<PaymentStatus> = new Set(['pending', 'partial']);
const ROLLING: ReadonlySet<LeaseType> = new Set(['month_to_month', 'week_to_week']);
/** Deposits are money held against the lease, never a charge or a credit of its balance. */
export const DEPOSIT_TYPES: ReadonlySet<PaymentType> = new Set(['security_deposit', 'pet_deposit']);
/**
 * Deposit money out at move-out: `deposit_applied` is a payment of the rent ledger (the deposit pays the
 * oldest open bills), `deposit_refund` is paid back to the tenant and is in no rent figure at all.
 */
export const DEPOSIT_OUT_TYPES: ReadonlySet<PaymentType> = new Set(['deposit_applied', 'deposit_refund']);
/** Types no record of which is ever a bill. */
const NEVER_BILLS: ReadonlySet<PaymentType> = new Set([...DEPOSIT_TYPES, ...DEPOSIT_OUT_TYPES]);

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
  move_out_charge: 'Move-out charge',
  deposit_applied: 'Deposit applied',
  deposit_refund: 'Deposit refund',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `YYYY-MM` (or a day in it) as a ledger names it: "Nov 2026". */
export function ledgerMonth(monthOrDay: string): string {
  return `${MONTHS[Number(monthOrDay.slice(5, 7)) - 1]} ${monthOrDay.slice(0, 4)}`;
}

/** What a bill is, for people: "Rent – Nov 2026", "Late fee – Nov 2026". */
export function chargeDescription(paymentType: PaymentType, dueDate: string): string {
  return `${TYPE_LABELS[paymentType]} – ${ledgerMonth(dueDate)}`;
}

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

/** The lease's due day (1–31), 5 when it says nothing (spec 2 §9, the rent roll's due day). */
export function rentDueDay(lease: Pick<LedgerLease, 'rentDueDay'>): number {
  const day = lease.rentDueDay;
  return typeof day === 'number' && Number.isInteger(day) && day >= 1 && day <= 31 ? day : RENT_DUE_DAY;
}

/** The day a lease's rent of `month` (`YYYY-MM`) is due: its due day, or the month's last day when shorter. */
export function rentDueDate(lease: Pick<LedgerLease, 'rentDueDay'>, month: string): string {
  const last = lastDayOfMonth(month);
  return dayOfMonth(month, Math.min(rentDueDay(lease), Number(last.slice(8, 10))));
}

/**
 * The rent bills of a lease due on or before `through`: one per month from the start month, due on the
 * lease's due day, for the rent in effect that day, when that day falls within the term (no pro-rating:
 * a month whose due day falls outside the term is not billed). A draft lease bills nothing.
 */
export function rentCharges(lease: LedgerLease, through: string): LedgerCharge[] {
  if (lease.status === 'draft' || !lease.startDate) return [];
  const end = termEnd(lease);
  const last = end && end < through ? end : through;
  const charges: LedgerCharge[] = [];
  for (let month = lease.startDate.slice(0, 7); month <= last.slice(0, 7); month = addMonths(month, 1)) {
    const dueDate = rentDueDate(lease, month);
    if (dueDate < lease.startDate || dueDate > last) continue;
    charges.push({
      id: `rent:${month}`,
      dueDate,
      paymentType: 'rent',
      amount: roundCents(rentOn(lease, dueDate)),
      paymentId: null,
      description: chargeDescription('rent', dueDate),
    });
  }
  return charges;
}

/** The key of the bill a record belongs to: rent by its due month, other types by type and due date. */
export function billKey(p: { paymentType: PaymentType; dueDate: string }): string {
  return p.paymentType === 'rent' ? `rent|${p.dueDate.slice(0, 7)}` : `${p.paymentType}|${p.dueDate}`;
}

/**
 * The bills of a lease that are not rent (late fees, utilities, other charges; never deposits) due on or
 * before `through` (every one when `through` is null): each `pending` or `partial` record, and each
 * `completed` record with no open record of its key (billed and paid at once).
 */
export function otherCharges(payments: readonly LedgerPayment[], through: string | null): LedgerCharge[] {
  const open = new Set(payments.filter((p) => OPEN.has(p.status)).map(billKey));
  const charges: LedgerCharge[] = [];
  for (const p of payments) {
    if (p.paymentType === 'rent' || NEVER_BILLS.has(p.paymentType)) continue;
    if (through !== null && p.dueDate > through) continue;
    const isBill = OPEN.has(p.status) || (p.status === 'completed' && !open.has(billKey(p)));
    if (!isBill) continue;
    charges.push({
      id: p.id,
      dueDate: p.dueDate,
      paymentType: p.paymentType,
      amount: p.amount,
      paymentId: p.id,
      description: chargeDescription(p.paymentType, p.dueDate),
    });
  }
  return charges;
}

/** Every bill of a lease due on or before `through`: its rent and its other bills, in date order. */
export function leaseCharges(lease: LedgerLease, payments: readonly LedgerPayment[], through: string): LedgerCharge[] {
  return [...rentCharges(lease, through), ...otherCharges(payments, through)].sort(byChargeOrder);
}

function byChargeOrder(a: LedgerCharge, b: LedgerCharge): number {
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
  if ((a.paymentType === 'rent') !== (b.paymentType === 'rent')) return a.paymentType === 'rent' ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The payments of a lease received on or before `through` (its `completed` records, deposits and deposit
 * refunds aside; the deposit applied at move-out is one), in the order they apply. A payment made before its own bill's due date applies on that due date (when it
 * is on or before `through`), so paying early never shows as a credit that the bill then cancels.
 */
export function leaseCredits(lease: LedgerLease, payments: readonly LedgerPayment[], through: string): LedgerCredit[] {
  return payments
    .filter(
      (p) =>
        p.status === 'completed' &&
        !DEPOSIT_TYPES.has(p.paymentType) &&
        p.paymentType !== 'deposit_refund' &&
        p.paymentDate <= through,
    )
    .map((p) => {
      const billDue = p.paymentType === 'rent' ? rentDueDate(lease, p.dueDate.slice(0, 7)) : p.dueDate;
      const date = billDue > p.paymentDate && billDue <= through ? billDue : p.paymentDate;
      const reference = p.referenceNumber ? ` · ${p.referenceNumber}` : '';
      const received = date !== p.paymentDate ? ` (received ${formatDate(p.paymentDate)})` : '';
      const description =
        p.paymentType === 'deposit_applied'
          ? DEPOSIT_APPLIED_DESCRIPTION
          : `Payment – ${TYPE_LABELS[p.paymentType]} ${ledgerMonth(p.dueDate)}${reference}${received}`;
      return {
        paymentId: p.id,
        date,
        paymentDate: p.paymentDate,
        dueDate: p.dueDate,
        paymentType: p.paymentType,
        amount: p.amount,
        description,
      };
    })
    .sort((a, b) => (a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.paymentId < b.paymentId ? -1 : 1));
}

/**
 * What each bill still owes once the payments are applied: each payment first pays the bill of its own
 * key (`billKey`: rent of its due month, another type of its due date), and what is left pays the oldest
 * open bills first. Answers the outstanding amount by bill id, and the credit left over.
 */
export function allocate(
  charges: readonly LedgerCharge[],
  credits: readonly LedgerCredit[],
): { outstanding: Map<string, number>; unapplied: number } {
  const outstanding = new Map(charges.map((c) => [c.id, c.amount]));
  const own = new Map<string, LedgerCharge[]>();
  for (const c of charges) own.set(billKey(c), [...(own.get(billKey(c)) ?? []), c]);
  let left = 0;
  for (const credit of credits) {
    let amount = credit.amount;
    for (const target of own.get(billKey(credit)) ?? []) {
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
 * dated before `from`, then the bills (at their due dates) and payments (at the day they apply) in the
 * range in date order, bills before payments on one day, each with the running balance.
 */
export function buildLedger(
  lease: LedgerLease,
  payments: readonly LedgerPayment[],
  range: { from: string; to: string },
): Ledger {
  const { from, to } = range;
  const charges = leaseCharges(lease, payments, to);
  const credits = leaseCredits(lease, payments, to);
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

/**
 * What a lease's tenants owe on `today`, in the figures every screen shows (docs/money.md):
 * - `pastDue`: bills due before today still unpaid ("Past due": the overdue report);
 * - `currentDue`: bills due from today to the month's end still unpaid (the aging's Current column);
 * - `balance`: the two together ("Owed, including not yet due": the aging's total, the ledger's
 *   closing balance when there is no credit);
 * - `credit`: payments beyond every bill up to the month's end;
 * - `dueLater`: bills due after this month (a utility due next month), never in the other figures;
 * - `depositsHeld`: deposits held apart from the rent balance (`depositsOf`'s `held`).
 */
export interface LeaseAccount {
  pastDue: number;
  currentDue: number;
  balance: number;
  credit: number;
  dueLater: number;
  depositsHeld: number;
}

/** The bills up to the end of `today`'s month with what each still owes, and the credit left over. */
export function accountCharges(
  lease: LedgerLease,
  payments: readonly LedgerPayment[],
  today: string,
): { charges: OpenCharge[]; unapplied: number } {
  const to = defaultLedgerEnd(today);
  const charges = leaseCharges(lease, payments, to);
  const { outstanding, unapplied } = allocate(charges, leaseCredits(lease, payments, to));
  return { charges: charges.map((c) => ({ ...c, outstanding: outstanding.get(c.id) ?? 0 })), unapplied };
}

/** A bill with what it still owes. */
export type OpenCharge = LedgerCharge & { outstanding: number };

/** A lease's bills up to the end of `today`'s month with what each still owes, and its account on `today`. */
export function accountOf(
  lease: LedgerLease,
  payments: readonly LedgerPayment[],
  today: string,
): { charges: OpenCharge[]; account: LeaseAccount } {
  const { charges, unapplied } = accountCharges(lease, payments, today);
  let pastDue = 0;
  let currentDue = 0;
  for (const c of charges) {
    if (c.dueDate < today) pastDue += c.outstanding;
    else currentDue += c.outstanding;
  }
  const to = defaultLedgerEnd(today);
  const paidTowards = new Map<string, number>();
  for (const p of payments)
    if (p.status === 'completed') paidTowards.set(billKey(p), (paidTowards.get(billKey(p)) ?? 0) + p.amount);
  let dueLater = 0;
  for (const c of otherCharges(payments, null)) {
    if (c.dueDate <= to) continue;
    dueLater += Math.max(0, c.amount - (paidTowards.get(billKey(c)) ?? 0));
  }
  return {
    charges,
    account: {
      pastDue: roundCents(pastDue),
      currentDue: roundCents(currentDue),
      balance: roundCents(pastDue + currentDue),
      credit: roundCents(unapplied),
      dueLater: roundCents(dueLater),
      depositsHeld: depositsHeld(payments),
    },
  };
}

/** What the deposits hold: received − applied − refunded (`completed` records), never below 0. */
export function depositsHeld(payments: readonly LedgerPayment[]): number {
  let held = 0;
  for (const p of payments) {
    if (p.status !== 'completed') continue;
    if (DEPOSIT_TYPES.has(p.paymentType)) held += p.amount;
    else if (DEPOSIT_OUT_TYPES.has(p.paymentType)) held -= p.amount;
  }
  return Math.max(0, roundCents(held));
}

/** The ledger row of the deposit applied at move-out. */
export const DEPOSIT_APPLIED_DESCRIPTION = 'Deposit applied at move-out';

function depositEntryDescription(p: LedgerPayment): string {
  const reference = p.referenceNumber ? ` · ${p.referenceNumber}` : '';
  switch (p.paymentType) {
    case 'security_deposit':
      return `Security deposit received${reference}`;
    case 'pet_deposit':
      return `Pet deposit received${reference}`;
    case 'deposit_applied':
      return DEPOSIT_APPLIED_DESCRIPTION;
    default:
      return `Deposit refunded${reference}`;
  }
}

const amounts = (security: number, pet: number) => ({
  security: roundCents(security),
  pet: roundCents(pet),
  total: roundCents(security + pet),
});

/**
 * The deposits of a lease, apart from its rent (the contract's `LeaseDeposits`): what it requires, what was
 * received (its `completed` deposit payments), what a final move-out disposition applied to its bills and
 * refunded, what is held now (received − applied − refunded, never below 0), and each movement in date order.
 */
export function depositsOf(lease: DepositLease, payments: readonly LedgerPayment[]): LeaseDeposits {
  const moves = payments
    .filter(
      (p) => p.status === 'completed' && (DEPOSIT_TYPES.has(p.paymentType) || DEPOSIT_OUT_TYPES.has(p.paymentType)),
    )
    .sort((a, b) =>
      a.paymentDate !== b.paymentDate
        ? a.paymentDate < b.paymentDate
          ? -1
          : 1
        : DEPOSIT_TYPES.has(a.paymentType) !== DEPOSIT_TYPES.has(b.paymentType)
          ? DEPOSIT_TYPES.has(a.paymentType)
            ? -1
            : 1
          : a.id < b.id
            ? -1
            : a.id > b.id
              ? 1
              : 0,
    );
  let security = 0;
  let pet = 0;
  let applied = 0;
  let refunded = 0;
  let held = 0;
  const entries: DepositEntry[] = [];
  for (const p of moves) {
    const into = DEPOSIT_TYPES.has(p.paymentType);
    if (p.paymentType === 'security_deposit') security += p.amount;
    else if (p.paymentType === 'pet_deposit') pet += p.amount;
    else if (p.paymentType === 'deposit_applied') applied += p.amount;
    else refunded += p.amount;
    const amount = roundCents(into ? p.amount : -p.amount);
    held = roundCents(held + amount);
    entries.push({
      date: p.paymentDate,
      paymentType: p.paymentType,
      description: depositEntryDescription(p),
      amount,
      held: Math.max(0, held),
      paymentId: p.id,
    });
  }
  const received = amounts(security, pet);
  return {
    required: amounts(lease.securityDeposit ?? 0, lease.petDeposit ?? 0),
    received,
    applied: roundCents(applied),
    refunded: roundCents(refunded),
    held: depositsHeld(payments),
    entries,
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
