import { accountOf, type LeaseAccount, type OpenCharge } from '@/lib/ledger';
import { db } from '../db';
import type { AssignmentRecord, LeaseRecord, PaymentRecord } from '../db/tables';
import { derived } from './derived';
import { paymentsOf } from './payments-index';

/**
 * Every lease's account on a day (the model of docs/money.md, rules in src/lib/ledger.ts): its bills up to
 * the month's end with what each still owes, and its figures. The ledger, the aging, the overdue report,
 * the rent roll and the owner statement all read these, so they cannot disagree; kept per day and version
 * of the tables they read.
 */
export interface AccountEntry {
  lease: LeaseRecord;
  charges: OpenCharge[];
  account: LeaseAccount;
}

/** The last account made of each lease, reused while its record, its payments and the day are the same. */
const kept = new Map<string, { today: string; lease: LeaseRecord; payments: PaymentRecord[]; entry: AccountEntry }>();

const sameRecords = (a: readonly PaymentRecord[], b: readonly PaymentRecord[]) =>
  a.length === b.length && a.every((p, i) => p === b[i]);

/**
 * Every lease's account on `today`. A write changes the records of one lease or a few: only their accounts
 * are made again (records are replaced, never changed in place, so the same objects mean the same data).
 */
export const leaseAccounts = derived([db.leases, db.payments], (today) => {
  const map = new Map<string, AccountEntry>();
  for (const lease of db.leases.all()) map.set(lease.id, keptAccount(lease, today));
  if (kept.size > map.size) for (const id of kept.keys()) if (!map.has(id)) kept.delete(id);
  return map;
});

/**
 * The account of one stored lease on `today`, from the same kept accounts as `leaseAccounts` (made again
 * only when its record or payments changed): for a figure about a few leases (the deposit returns of the
 * leases moved out) without making every lease's account.
 */
export function keptAccount(lease: LeaseRecord, today: string): AccountEntry {
  const payments = paymentsOf('leaseId', lease.id);
  const known = kept.get(lease.id);
  if (known && known.today === today && known.lease === lease && sameRecords(known.payments, payments))
    return known.entry;
  const entry = { lease, ...accountOf(lease, payments, today) };
  kept.set(lease.id, { today, lease, payments, entry });
  return entry;
}

/** The account of one lease on `today` (computed alone when the lease is not in the table yet). */
export function accountOfLease(lease: LeaseRecord, today: string): AccountEntry {
  return leaseAccounts(today).get(lease.id) ?? { lease, ...accountOf(lease, paymentsOf('leaseId', lease.id), today) };
}

/** Assignments by lease, primary first, then the earliest start: the lease's party. */
export const partiesByLease = derived([db.assignments], () => {
  const map = new Map<string, AssignmentRecord>();
  for (const a of db.assignments.all()) {
    if (!a.leaseId) continue;
    const known = map.get(a.leaseId);
    if (
      !known ||
      (a.isPrimary && !known.isPrimary) ||
      (a.isPrimary === known.isPrimary && a.startDate < known.startDate)
    )
      map.set(a.leaseId, a);
  }
  return map;
});

/** The leases of each unit (through their party's assignment). */
export const leasesByUnit = derived([db.assignments], () => {
  const map = new Map<string, string[]>();
  for (const [leaseId, a] of partiesByLease()) map.set(a.unitId, [...(map.get(a.unitId) ?? []), leaseId]);
  return map;
});

const isOpen = (p: PaymentRecord) => p.status === 'pending' || p.status === 'partial';

/**
 * The payment record that stands for a bill: for rent, the month's open rent record (the one due on the
 * bill's day first), else the month's latest rent record; for another bill, its own record.
 */
export function billRecord(leaseId: string, charge: OpenCharge): PaymentRecord | undefined {
  if (charge.paymentId) return db.payments.get(charge.paymentId);
  const month = charge.dueDate.slice(0, 7);
  const rent = paymentsOf('leaseId', leaseId).filter(
    (p) => p.paymentType === 'rent' && p.dueDate.slice(0, 7) === month,
  );
  return (
    rent.find((p) => isOpen(p) && p.dueDate === charge.dueDate) ??
    rent.find(isOpen) ??
    rent.sort((a, b) => (a.dueDate < b.dueDate ? 1 : a.dueDate > b.dueDate ? -1 : 0))[0]
  );
}

/** The id of the rent record the server posts for a lease's month: one per month, so posting twice is harmless. */
export const postedRentId = (leaseId: string, month: string) => `rent-${month}-${leaseId}`;

/**
 * Posts the rent that is due: for every month's rent bill due on or before `today` that is not paid in full
 * and has no open rent record, a `pending` rent record of the bill (what a backend's daily job does when
 * rent falls due), so the overdue report, the payments list and Apply Late Fee have the record to show.
 * Changes no figure (a rent record is never a bill of its own). Answers how many it posted.
 */
export function postDueRent(today: string): number {
  const stamp = `${today}|${db.leases.revision},${db.payments.revision},${db.assignments.revision}`;
  if (stamp === postedAt) return 0;
  let posted = 0;
  const parties = partiesByLease();
  for (const { lease, charges } of leaseAccounts(today).values()) {
    for (const charge of charges) {
      if (charge.paymentType !== 'rent' || charge.dueDate > today || charge.outstanding <= 0) continue;
      const month = charge.dueDate.slice(0, 7);
      const id = postedRentId(lease.id, month);
      if (db.payments.has(id)) continue;
      const hasOpen = paymentsOf('leaseId', lease.id).some(
        (p) => p.paymentType === 'rent' && isOpen(p) && p.dueDate.slice(0, 7) === month,
      );
      if (hasOpen) continue;
      const party = parties.get(lease.id);
      const unit = party ? db.units.get(party.unitId) : undefined;
      if (!party || !unit) continue;
      const at = `${charge.dueDate}T06:00:00.000Z`;
      db.payments.insert({
        id,
        amount: charge.amount,
        paymentDate: charge.dueDate,
        dueDate: charge.dueDate,
        paymentMethod: 'bank_transfer',
        paymentType: 'rent',
        status: 'pending',
        tenantId: party.tenantId,
        unitId: unit.id,
        propertyId: unit.rentalPropertyId,
        leaseId: lease.id,
        notes: 'Rent posted on its due date',
        referenceNumber: null,
        appliesToPaymentId: null,
        createdAt: at,
        updatedAt: at,
      });
      posted++;
    }
  }
  postedAt = `${today}|${db.leases.revision},${db.payments.revision},${db.assignments.revision}`;
  return posted;
}

/** The day and table versions of the last posting: nothing new is due until one of them moves. */
let postedAt = '';
