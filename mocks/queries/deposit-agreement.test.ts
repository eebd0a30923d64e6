import type { AgingReport, DepositDisposition, DepositReturnList, LeaseLedger } from '@/lib/api/schema.gen';
import { roundCents } from '@/lib/late-fees';
import { pinClock } from '@/testing/clock';
import { seedTestStore } from '@/testing/seeded-store';
import { db } from '../db';
import { callApi } from '../testing/api-fetch';

/**
 * The move-out disposition agrees with the ledger and the aging, to the cent (docs/money.md): for every
 * lease with a move-out date, through the HTTP handlers as the screens ask,
 * - open: the ledger's deductions add up to `ledgerTotal`, which is the account's balance and the aging
 *   row's total; what is held is the ledger's deposits held;
 * - final (seeded, or finalized here): the ledger's balance is what is still owed (`balanceOwed`, less a
 *   credit on the account, which pays bills first), the aging row the same, and the deposits hold nothing.
 */

async function ledgerOf(id: string) {
  const res = await callApi<LeaseLedger>('GET', `/leases/${id}/ledger`, { pathTemplate: '/leases/{id}/ledger' });
  expect(res.contractProblems).toEqual([]);
  return res.body;
}

async function agingTotals(today: string): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  for (let page = 1; ; page++) {
    const res = await callApi<AgingReport>('GET', `/payments/aging?asOf=${today}&page=${page}&limit=1000`);
    expect(res.contractProblems).toEqual([]);
    for (const row of res.body.data) totals.set(row.lease.id, row.total);
    if (page >= res.body.meta.totalPages) return totals;
  }
}

async function dispositionOf(id: string) {
  const res = await callApi<DepositDisposition>('GET', `/leases/${id}/deposit-disposition`, {
    pathTemplate: '/leases/{id}/deposit-disposition',
  });
  expect(res.contractProblems).toEqual([]);
  return res.body;
}

const sum = (rows: ReadonlyArray<{ amount: number }>) => roundCents(rows.reduce((s, r) => s + r.amount, 0));

/** What a final disposition leaves owed in the ledger: the balance owed, less a credit the account had. */
const owedAfter = (d: DepositDisposition) => roundCents(Math.max(0, d.balanceOwed - d.creditOnAccount));

async function checkDispositions(today: string, leaseIds: readonly string[]) {
  const aging = await agingTotals(today);
  const states = new Set<string>();
  const open: string[] = [];
  for (const id of leaseIds) {
    const d = await dispositionOf(id);
    const ledger = await ledgerOf(id);
    states.add(d.status);
    expect({ id, deductions: sum(d.ledgerDeductions), totals: d.totalDeductions }).toEqual({
      id,
      deductions: d.ledgerTotal,
      totals: roundCents(d.ledgerTotal + d.deductionsTotal),
    });
    expect({ id, refund: d.refundDue, owed: d.balanceOwed }).toEqual({
      id,
      refund: roundCents(Math.max(0, d.held - d.totalDeductions)),
      owed: roundCents(Math.max(0, d.totalDeductions - d.held)),
    });
    if (d.status === 'final') {
      expect({ id, balance: ledger.account.balance, aging: aging.get(id) ?? 0, held: ledger.deposits.held }).toEqual({
        id,
        balance: owedAfter(d),
        aging: owedAfter(d),
        held: 0,
      });
    } else {
      expect({ id, ledger: d.ledgerTotal, aging: aging.get(id) ?? 0, held: d.held }).toEqual({
        id,
        ledger: ledger.account.balance,
        aging: ledger.account.balance,
        held: ledger.account.depositsHeld,
      });
      expect(ledger.deposits.held).toBe(ledger.account.depositsHeld);
      open.push(id);
    }
  }
  return { states, open };
}

async function finalizeAll(today: string, leaseIds: readonly string[]) {
  for (const id of leaseIds) {
    const res = await callApi<DepositDisposition>('POST', `/leases/${id}/deposit-disposition/finalize`, {
      pathTemplate: '/leases/{id}/deposit-disposition/finalize',
    });
    expect(res.contractProblems).toEqual([]);
    expect({ id, status: res.status }).toEqual({ id, status: 200 });
  }
  const aging = await agingTotals(today);
  for (const id of leaseIds) {
    const d = await dispositionOf(id);
    const ledger = await ledgerOf(id);
    expect({
      id,
      status: d.status,
      balance: ledger.account.balance,
      aging: aging.get(id) ?? 0,
      held: ledger.account.depositsHeld,
      applied: ledger.deposits.applied,
      refunded: ledger.deposits.refunded,
    }).toEqual({
      id,
      status: 'final',
      balance: owedAfter(d),
      aging: owedAfter(d),
      held: 0,
      applied: roundCents(Math.min(d.held, d.totalDeductions)),
      refunded: d.refundDue,
    });
  }
}

const movedOut = () => db.leases.all().filter((l) => l.actualMoveOutDate);

describe('the deposit disposition agrees with the ledger and the aging', () => {
  it.each(['2026-11-20', '2027-03-01', '2028-02-29'])(
    'for every lease of the default data set with a move-out date on %s, before and after finalizing',
    async (day) => {
      pinClock(`${day}T10:00:00Z`);
      const ids = movedOut().map((l) => l.id);
      const { states, open } = await checkDispositions(day, ids);
      expect([...states].sort()).toEqual(['draft', 'final', 'not_started']);
      await finalizeAll(day, open);
      const list = await callApi<DepositReturnList>('GET', '/deposit-returns?status=all&limit=100', {
        pathTemplate: '/deposit-returns',
      });
      expect(list.body.meta.total).toBe(ids.length);
      expect(list.body.summary).toEqual({ open: 0, dueThisWeek: 0, overdue: 0 });
    },
  );

  it.each(['2026-11-20', '2027-03-06'])(
    'for a sample of the large data set on %s',
    async (day) => {
      pinClock(`${day}T10:00:00Z`);
      seedTestStore({ size: 'large', today: new Date(`${day}T10:00:00Z`) });
      const all = movedOut();
      const step = Math.max(1, Math.floor(all.length / 24));
      const ids = all.filter((_, i) => i % step === 0).map((l) => l.id);
      const { states, open } = await checkDispositions(day, ids);
      expect(states.size).toBeGreaterThan(1);
      await finalizeAll(day, open);
    },
    120_000,
  );
});
