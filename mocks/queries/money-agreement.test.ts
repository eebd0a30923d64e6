import type {
  AgingReport,
  AgingRow,
  LeaseLedger,
  OverduePaymentList,
  OwnerStatement,
  RentRoll,
  RentRollUnit,
} from '@/lib/api/schema.gen';
import { roundCents } from '@/lib/late-fees';
import { pinClock, setToday } from '@/testing/clock';
import { seedTestStore } from '@/testing/seeded-store';
import { db } from '../db';
import { callApi } from '../testing/api-fetch';

/**
 * One model of what a tenant owes (docs/money.md): for every lease, every answer that shows what it owes
 * tells the same amount, or the labelled part of it, on any day. Through the HTTP handlers, as a screen asks:
 * - the ledger's `account` (the lease's Financial tab, the tenant's page): `balance` = past due + current;
 * - the aging row's total is the `balance`, its past-due buckets the `pastDue`;
 * - the overdue report's items of the lease add up to the `pastDue`;
 * - the ledger's closing balance at the month's end is the balance, or minus the credit;
 * - the rent roll's balance due of each unit is what its leases' rent bills of the month still owe (the
 *   ledger's rent rows of the month), and the owner statement's outstanding and collected are the rent
 *   roll's of the property's units;
 * - the portfolio: the aging's total is the sum of the balances, its past-due columns the overdue total.
 * Every answer is checked against the contract too.
 */

async function pages<T extends { meta: { totalPages: number } }>(path: string, pathTemplate?: string): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const res = await callApi<T>('GET', `${path}${path.includes('?') ? '&' : '?'}page=${page}&limit=1000`, {
      pathTemplate,
    });
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    all.push(res.body);
    if (page >= res.body.meta.totalPages) return all;
  }
}

const pastDueOf = (r: Pick<AgingRow, 'days1to30' | 'days31to60' | 'days61to90' | 'over90'>) =>
  roundCents(r.days1to30 + r.days31to60 + r.days61to90 + r.over90);

async function checkAgreement(today: string, leaseIds: readonly string[]) {
  const month = today.slice(0, 7);
  const agingPages = await pages<AgingReport>(`/payments/aging?asOf=${today}`);
  const aging = new Map(agingPages.flatMap((p) => p.data).map((row) => [row.lease.id, row]));
  const overdueRes = await callApi<OverduePaymentList>('GET', '/payments/overdue');
  expect(overdueRes.contractProblems).toEqual([]);
  const overdueByLease = new Map<string, number>();
  for (const item of overdueRes.body.data) {
    const id = item.payment.leaseId!;
    overdueByLease.set(id, roundCents((overdueByLease.get(id) ?? 0) + item.balanceDue));
  }
  const roll = new Map<string, RentRollUnit>();
  for (const p of (await pages<RentRoll>(`/payments/rent-roll?month=${month}`)).flatMap((page) => page.data))
    for (const u of p.units) roll.set(u.unit.id, u);

  // The month's rent still owed per unit, from the ledgers of the leases asked about.
  const rentOwedByUnit = new Map<string, number>();
  const checkedUnits = new Set<string>();
  let portfolioBalance = 0;
  for (const id of leaseIds) {
    const res = await callApi<LeaseLedger>('GET', `/leases/${id}/ledger`, { pathTemplate: '/leases/{id}/ledger' });
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    const { account, closingBalance, rows, unit } = res.body;
    const row = aging.get(id);
    const figures = {
      id,
      balance: account.balance,
      pastDue: account.pastDue,
      closing: closingBalance,
    };
    expect(figures).toEqual({
      id,
      balance: row?.total ?? 0,
      pastDue: row ? pastDueOf(row) : 0,
      closing: roundCents(account.balance - account.credit),
    });
    expect({ id, overdue: overdueByLease.get(id) ?? 0 }).toEqual({ id, overdue: account.pastDue });
    expect({ id, balance: account.balance }).toEqual({ id, balance: roundCents(account.pastDue + account.currentDue) });
    portfolioBalance += account.balance;
    if (unit) {
      checkedUnits.add(unit.id);
      const owed = rows
        .filter((r) => r.kind === 'charge' && r.paymentType === 'rent' && r.dueDate.startsWith(month))
        .reduce((sum, r) => sum + (r.outstanding ?? 0), 0);
      rentOwedByUnit.set(unit.id, roundCents((rentOwedByUnit.get(unit.id) ?? 0) + owed));
    }
  }
  // A unit speaks for its leases when every lease billing it rent was asked about.
  const leasesOfUnit = new Map<string, number>();
  for (const a of db.assignments.all())
    if (a.leaseId && a.isPrimary) leasesOfUnit.set(a.unitId, (leasesOfUnit.get(a.unitId) ?? 0) + 1);
  let comparedUnits = 0;
  for (const unitId of checkedUnits) {
    const rollRow = roll.get(unitId);
    if (!rollRow || leaseIds.length < db.leases.count()) continue;
    comparedUnits++;
    expect({ unitId, owed: roundCents(rollRow.expectedRent - rollRow.amountPaid) }).toEqual({
      unitId,
      owed: rentOwedByUnit.get(unitId) ?? 0,
    });
  }
  return { aging: agingPages[0]!, overdue: overdueRes.body.summary, roll, portfolioBalance, comparedUnits };
}

async function checkStatements(month: string, roll: Map<string, RentRollUnit>) {
  for (const property of db.properties.all()) {
    const res = await callApi<OwnerStatement>('GET', `/rental-properties/${property.id}/statement?month=${month}`, {
      pathTemplate: '/rental-properties/{id}/statement',
    });
    expect(res.contractProblems).toEqual([]);
    const rows = db.units.where((u) => u.rentalPropertyId === property.id).map((u) => roll.get(u.id)!);
    const collected = roundCents(rows.reduce((sum, r) => sum + r.amountPaid, 0));
    const outstanding = roundCents(rows.reduce((sum, r) => sum + Math.max(0, r.expectedRent - r.amountPaid), 0));
    expect({ property: property.name, collected, outstanding }).toEqual({
      property: property.name,
      collected: res.body.summary.rentCollected,
      outstanding: res.body.summary.rentOutstanding,
    });
  }
}

/** The seed day, the 1st, the day after a 5-day grace period, month ends of 28, 30 and 31 days, a leap day. */
const DAYS = ['2026-11-20', '2027-03-01', '2027-03-06', '2027-02-28', '2027-04-30', '2027-12-31', '2028-02-29'];

describe('every money answer tells the same amount owed for a lease', () => {
  it.each(DAYS)('for every lease of the default data set on %s', async (day) => {
    pinClock(`${day}T10:00:00Z`);
    const { aging, overdue, roll, portfolioBalance, comparedUnits } = await checkAgreement(
      day,
      db.leases.all().map((l) => l.id),
    );
    expect(comparedUnits).toBeGreaterThan(10);
    expect(aging.summary.total).toBe(roundCents(portfolioBalance));
    expect(pastDueOf(aging.summary)).toBe(overdue.totalOverdue);
    await checkStatements(day.slice(0, 7), roll);
  });

  it('when the demo day is set weeks after the data was made: the rent that fell due is posted and agrees', async () => {
    pinClock('2026-11-20T10:00:00Z');
    setToday('2027-01-12');
    const { aging, overdue, portfolioBalance } = await checkAgreement(
      '2027-01-12',
      db.leases.all().map((l) => l.id),
    );
    expect(aging.summary.total).toBe(roundCents(portfolioBalance));
    expect(pastDueOf(aging.summary)).toBe(overdue.totalOverdue);
    // December's and January's rent of the current leases were posted as records of their bills.
    expect(db.payments.count((p) => p.notes === 'Rent posted on its due date')).toBeGreaterThan(10);
  });

  it.each(['2026-11-20', '2027-03-06'])(
    'for a sample of the large data set on %s',
    async (day) => {
      pinClock(`${day}T10:00:00Z`);
      seedTestStore({ size: 'large', today: new Date(`${day}T10:00:00Z`) });
      const all = db.leases.all();
      const step = Math.max(1, Math.floor(all.length / 120));
      const { overdue, aging } = await checkAgreement(
        day,
        all.filter((_, i) => i % step === 0).map((l) => l.id),
      );
      expect(pastDueOf(aging.summary)).toBe(overdue.totalOverdue);
    },
    120_000,
  );
});
