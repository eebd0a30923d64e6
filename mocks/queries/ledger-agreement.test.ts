import type { AgingReport, AgingRow, LeaseLedger, RentRoll, RentRollUnit } from '@/lib/api/schema.gen';
import { lastDayOfMonth } from '@/lib/late-fees';
import { pinClock } from '@/testing/clock';
import { seedTestStore } from '@/testing/seeded-store';
import { db } from '../db';
import { callApi } from '../testing/api-fetch';

/**
 * One truth: for a lease and a month, the lease's ledger, the aging and the rent roll tell the same amount
 * owed. The ledger's closing balance at the month's end is the aging's outstanding for the lease; the
 * outstanding of the month's rent charge is the rent roll's balance due of the lease's unit, where the
 * lease is the only one on the unit that month and its rent is the unit's (the rent roll expects the
 * unit's rent). Every answer is checked against the contract too.
 */

const AT = '2026-11-20T10:00:00Z';
const TODAY = AT.slice(0, 10);
const MONTH = TODAY.slice(0, 7);
const MONTH_END = lastDayOfMonth(MONTH);

async function wholeAging(): Promise<Map<string, AgingRow>> {
  const rows = new Map<string, AgingRow>();
  for (let page = 1; ; page++) {
    const res = await callApi<AgingReport>('GET', `/payments/aging?asOf=${TODAY}&page=${page}&limit=1000`);
    expect(res.contractProblems).toEqual([]);
    for (const row of res.body.data) rows.set(row.lease.id, row);
    if (page >= res.body.meta.totalPages) return rows;
  }
}

async function wholeRentRoll(): Promise<Map<string, RentRollUnit>> {
  const units = new Map<string, RentRollUnit>();
  for (let page = 1; ; page++) {
    const res = await callApi<RentRoll>('GET', `/payments/rent-roll?month=${MONTH}&page=${page}&limit=1000`);
    expect(res.contractProblems).toEqual([]);
    for (const p of res.body.data) for (const u of p.units) units.set(u.unit.id, u);
    if (page >= res.body.meta.totalPages) return units;
  }
}

/** The unit whose rent roll row speaks for the lease this month, when it alone occupies it. */
function soleUnitOf(leaseId: string): string | null {
  const first = `${MONTH}-01`;
  const overlaps = (a: { startDate: string; endDate?: string | null }) =>
    a.startDate <= MONTH_END && (!a.endDate || a.endDate >= first);
  const mine = db.assignments.where((a) => a.leaseId === leaseId && overlaps(a));
  const unitIds = new Set(mine.map((a) => a.unitId));
  if (unitIds.size !== 1) return null;
  const [unitId] = unitIds as unknown as [string];
  const others = db.assignments.where((a) => a.unitId === unitId && a.leaseId !== leaseId && overlaps(a));
  return others.length ? null : unitId;
}

async function checkAgreement(leaseIds: readonly string[]) {
  const aging = await wholeAging();
  const roll = await wholeRentRoll();
  let comparedWithRentRoll = 0;
  for (const id of leaseIds) {
    const res = await callApi<LeaseLedger>('GET', `/leases/${id}/ledger?from=${MONTH}-01&to=${MONTH_END}`, {
      pathTemplate: '/leases/{id}/ledger',
    });
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    const ledger = res.body;
    expect({ id, owed: Math.max(0, ledger.closingBalance) }).toEqual({ id, owed: aging.get(id)?.total ?? 0 });

    const rent = ledger.rows.find((r) => r.kind === 'charge' && r.paymentType === 'rent');
    const unitId = soleUnitOf(id);
    const row = unitId ? roll.get(unitId) : undefined;
    if (!rent || !row || row.expectedRent !== rent.debit) continue;
    comparedWithRentRoll++;
    expect({ id, balanceDue: rent.outstanding }).toEqual({
      id,
      balanceDue: Math.max(0, Math.round((row.expectedRent - row.amountPaid) * 100) / 100),
    });
  }
  return comparedWithRentRoll;
}

describe('ledger, aging and rent roll agree for a month', () => {
  it('for every lease of the default data set', async () => {
    pinClock(AT);
    const leaseIds = db.leases.all().map((l) => l.id);
    const compared = await checkAgreement(leaseIds);
    // Every current lease is on the rent roll this month.
    expect(compared).toBeGreaterThan(10);
  });

  it('for a sample of the large data set', async () => {
    pinClock(AT);
    seedTestStore({ size: 'large', today: new Date(AT) });
    const all = db.leases.all();
    const step = Math.max(1, Math.floor(all.length / 150));
    const sample = all.filter((_, i) => i % step === 0).map((l) => l.id);
    const compared = await checkAgreement(sample);
    expect(compared).toBeGreaterThan(50);
  }, 120_000);
});
