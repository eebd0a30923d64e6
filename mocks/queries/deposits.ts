import type { DepositDisposition, DepositReturnsSummary } from '@/lib/api/schema.gen';
import { depositReturnDays, openDisposition } from '@/lib/deposit-disposition';
import { addDays } from '@/lib/format/date';
import { depositsOf } from '@/lib/ledger';
import { db } from '../db';
import type { LeaseRecord } from '../db/tables';
import { cmp } from '../support/order';
import { accountOfLease, keptAccount } from './accounts';
import { derived } from './derived';
import { leaseParty } from './ledger';
import { paymentsOf } from './payments-index';

/**
 * The move-out dispositions of leases' deposits (rules: src/lib/deposit-disposition.ts and the contract's
 * `DepositDisposition`): a final one is its frozen statement; any other is computed for the day from the
 * lease's account (./accounts.ts, the accounts every money answer reads) and its deposits.
 */

/** The disposition of a lease on `today`. */
export function dispositionOf(lease: LeaseRecord, today: string): DepositDisposition {
  const saved = db.depositDispositions.get(lease.id);
  const party = leaseParty(lease.id);
  if (saved?.final) return { leaseId: lease.id, leaseNumber: lease.leaseNumber, ...party, ...saved.final };
  const property = party.property ? db.properties.get(party.property.id) : undefined;
  const { charges, account } = db.leases.has(lease.id) ? keptAccount(lease, today) : accountOfLease(lease, today);
  const deposits = depositsOf(lease, paymentsOf('leaseId', lease.id));
  return {
    leaseId: lease.id,
    leaseNumber: lease.leaseNumber,
    ...party,
    ...openDisposition({
      moveOutDate: lease.actualMoveOutDate ?? null,
      depositReturnDays: depositReturnDays(property),
      today,
      received: deposits.received,
      held: deposits.held,
      charges,
      credit: account.credit,
      saved: saved ? { deductions: saved.deductions, notes: saved.notes } : null,
    }),
  };
}

/** Every lease with a move-out date, with its disposition on `today` (kept per day and table versions). */
const withMoveOut = derived(
  [db.leases, db.payments, db.assignments, db.units, db.properties, db.tenants, db.depositDispositions],
  (today) => {
    const rows: DepositDisposition[] = [];
    for (const lease of db.leases.all()) if (lease.actualMoveOutDate) rows.push(dispositionOf(lease, today));
    return rows;
  },
);

export type DepositReturnStatus = 'open' | 'final' | 'all';

/** Open first by deadline (most overdue first), final by refund date (newest first); then lease number. */
function byDeadlineThenNumber(a: DepositDisposition, b: DepositDisposition): number {
  const aFinal = a.status === 'final';
  const bFinal = b.status === 'final';
  if (aFinal !== bFinal) return aFinal ? 1 : -1;
  const when = aFinal ? cmp(b.refundDate ?? '', a.refundDate ?? '') : cmp(a.deadline ?? '', b.deadline ?? '');
  return when || cmp(a.leaseNumber, b.leaseNumber) || cmp(a.leaseId, b.leaseId);
}

/** The summary of open dispositions: how many, due from today to today + 6, past their deadline. */
export function depositReturnsSummary(rows: readonly DepositDisposition[], today: string): DepositReturnsSummary {
  const weekEnd = addDays(today, 6);
  let open = 0;
  let dueThisWeek = 0;
  let overdue = 0;
  for (const d of rows) {
    if (d.status === 'final' || !d.deadline) continue;
    open++;
    if (d.deadline < today) overdue++;
    else if (d.deadline <= weekEnd) dueThisWeek++;
  }
  return { open, dueThisWeek, overdue };
}

/**
 * `GET /deposit-returns`: the leases with a move-out date matching `propertyId` and `search` (lease number
 * or tenant name, contains, any case), of the status asked, in their order, and the summary of the open
 * ones matching the filters whatever the status.
 */
export function depositReturns(
  today: string,
  filters: { status?: DepositReturnStatus; propertyId?: string; search?: string },
): { rows: DepositDisposition[]; summary: DepositReturnsSummary } {
  const q = filters.search?.trim().toLowerCase();
  const matching = withMoveOut(today).filter((d) => {
    if (filters.propertyId && d.property?.id !== filters.propertyId) return false;
    if (!q) return true;
    const name = d.tenant ? `${d.tenant.firstName} ${d.tenant.lastName}`.toLowerCase() : '';
    return d.leaseNumber.toLowerCase().includes(q) || name.includes(q);
  });
  const status = filters.status ?? 'open';
  const rows = matching
    .filter((d) => status === 'all' || (status === 'final') === (d.status === 'final'))
    .sort(byDeadlineThenNumber);
  return { rows, summary: depositReturnsSummary(matching, today) };
}

/** The dashboard's figure: the summary over every property. */
export function dashboardDepositReturns(today: string): DepositReturnsSummary {
  return depositReturnsSummary(withMoveOut(today), today);
}
