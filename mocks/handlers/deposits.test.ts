import type { DepositDisposition, DepositReturnList, LeaseLedger } from '@/lib/api/schema.gen';
import { addDays, todayIso } from '@/lib/format';
import { createPayment, createProperty, createTenancy, createUnit } from '@/testing/factories';
import { db } from '../db';
import { postDueRent } from '../queries/accounts';
import { PNG } from '../../scripts/contract/recipes';
import { callApi } from '../testing/api-fetch';

const DISPOSITION = '/leases/{id}/deposit-disposition';
const FINALIZE = '/leases/{id}/deposit-disposition/finalize';
const UPLOAD_URL = '/leases/{id}/deposit-disposition/photos/upload-url';

/**
 * A lease of 1,000 a month that started 120 days ago and ended with a move-out `movedOutDaysAgo` days ago,
 * its 1,000 security deposit received at the start; its rent unpaid unless `paid`.
 */
async function movedOut(options: { paid?: boolean; returnDays?: number | null; movedOutDaysAgo?: number } = {}) {
  const today = todayIso();
  const moveOut = addDays(today, -(options.movedOutDaysAgo ?? 5));
  const property = createProperty({ depositReturnDays: options.returnDays ?? null });
  const unit = createUnit({ rentalPropertyId: property.id, monthlyRent: 1000 });
  const startDate = addDays(today, -120);
  const { tenant, lease } = createTenancy({
    unit,
    lease: { startDate, endDate: moveOut, status: 'expired', actualMoveOutDate: moveOut, securityDeposit: 1000 },
  });
  const owner = { tenantId: tenant.id, unitId: unit.id, leaseId: lease.id };
  createPayment({
    ...owner,
    paymentType: 'security_deposit',
    amount: 1000,
    paymentDate: startDate,
    dueDate: startDate,
  });
  if (options.paid) {
    const ledger = await ledgerOf(lease.id);
    for (const row of ledger.rows)
      if (row.kind === 'charge' && row.outstanding)
        createPayment({ ...owner, amount: row.outstanding, paymentDate: row.dueDate!, dueDate: row.dueDate! });
  }
  return { lease: db.leases.get(lease.id)!, tenant, unit, property, moveOut };
}

async function ledgerOf(leaseId: string): Promise<LeaseLedger> {
  const res = await callApi<LeaseLedger>('GET', `/leases/${leaseId}/ledger`, { pathTemplate: '/leases/{id}/ledger' });
  expect(res.status).toBe(200);
  return res.body;
}

async function agingTotal(leaseId: string): Promise<number> {
  const res = await callApi('GET', '/payments/aging?limit=1000');
  expect(res.status).toBe(200);
  return (
    (res.body.data as Array<{ lease: { id: string }; total: number }>).find((r) => r.lease.id === leaseId)?.total ?? 0
  );
}

const get = (leaseId: string) =>
  callApi<DepositDisposition>('GET', `/leases/${leaseId}/deposit-disposition`, { pathTemplate: DISPOSITION });
const put = (leaseId: string, json: unknown) =>
  callApi<DepositDisposition>('PUT', `/leases/${leaseId}/deposit-disposition`, { pathTemplate: DISPOSITION, json });
const finalize = (leaseId: string, json?: unknown) =>
  callApi<DepositDisposition>('POST', `/leases/${leaseId}/deposit-disposition/finalize`, {
    pathTemplate: FINALIZE,
    json,
  });
/** The records a refused call must leave as they were (after the rent posting any money call runs first). */
const stored = () => {
  postDueRent(todayIso());
  return JSON.stringify([db.depositDispositions.all(), db.payments.all(), db.files.all().map((f) => f.id)]);
};

describe('GET /leases/{id}/deposit-disposition', () => {
  it("deducts the ledger's unpaid bills (= the account's balance and the aging row) and counts the deadline", async () => {
    const { lease, moveOut } = await movedOut({ returnDays: 14 });
    const res = await get(lease.id);
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    const ledger = await ledgerOf(lease.id);
    expect(res.body).toMatchObject({
      status: 'not_started',
      moveOutDate: moveOut,
      depositReturnDays: 14,
      deadline: addDays(moveOut, 14),
      daysLeft: 9,
      held: 1000,
      received: { security: 1000, pet: 0, total: 1000 },
      ledgerTotal: ledger.account.balance,
      deductions: [],
    });
    expect(res.body.ledgerTotal).toBeGreaterThan(1000);
    expect(res.body.ledgerTotal).toBe(await agingTotal(lease.id));
    expect(res.body).toMatchObject({ balanceOwed: res.body.ledgerTotal - 1000, refundDue: 0 });
    expect(ledger.deposits).toMatchObject({ held: 1000, received: { total: 1000 }, required: { security: 1000 } });
    expect(ledger.account.depositsHeld).toBe(1000);
  });

  it('answers a lease before its move-out (nothing to save yet) and 404 for an unknown lease', async () => {
    const { lease } = createTenancy();
    const res = await get(lease.id);
    expect(res.body).toMatchObject({ status: 'not_started', moveOutDate: null, deadline: null, daysLeft: null });
    expect(res.body.depositReturnDays).toBe(30);
    expect((await get('no-such-lease')).status).toBe(404);
  });
});

describe('PUT /leases/{id}/deposit-disposition', () => {
  it('saves the lines as a draft, keeps the id of a line sent back, and writes nothing to the ledger', async () => {
    const { lease } = await movedOut({ paid: true });
    const paymentsBefore = db.payments.all().length;
    const first = await put(lease.id, {
      deductions: [{ kind: 'cleaning', description: ' Carpet cleaning ', amount: 150 }],
      notes: 'Keys returned',
    });
    expect(first.status).toBe(200);
    expect(first.contractProblems).toEqual([]);
    expect(first.body).toMatchObject({ status: 'draft', deductionsTotal: 150, refundDue: 850, notes: 'Keys returned' });
    expect(first.body.deductions[0]).toMatchObject({ description: 'Carpet cleaning', photos: [] });
    const kept = first.body.deductions[0]!.id;
    const second = await put(lease.id, {
      deductions: [
        { id: kept, kind: 'cleaning', description: 'Carpet cleaning', amount: 175 },
        { kind: 'keys', description: 'Two keys', amount: 40 },
      ],
    });
    expect(second.body.deductions.map((d) => d.id)[0]).toBe(kept);
    expect(second.body).toMatchObject({ deductionsTotal: 215, refundDue: 785, notes: 'Keys returned' });
    expect(db.payments.all()).toHaveLength(paymentsBefore);
    expect((await get(lease.id)).body).toMatchObject({ status: 'draft', deductionsTotal: 215 });
  });

  it.each([
    [
      {
        deductions: [
          { kind: 'cleaning', description: 'A', amount: 10 },
          { kind: 'damage', description: 'B', amount: 0 },
        ],
      },
      'deductions[1].amount',
      'Amount must be at least $0.01',
    ],
    [
      { deductions: [{ kind: 'paint', description: 'A', amount: 10 }] },
      'deductions[0].kind',
      'Choose cleaning, damage, keys or other',
    ],
    [
      { deductions: [{ kind: 'other', description: '   ', amount: 10 }] },
      'deductions[0].description',
      'Description is required',
    ],
    [
      { deductions: [{ kind: 'other', description: 'x'.repeat(201), amount: 10 }] },
      'deductions[0].description',
      'Description must be at most 200 characters',
    ],
  ])('answers 400 naming the field, and changes nothing (%#)', async (json, field, message) => {
    const { lease } = await movedOut();
    await put(lease.id, { deductions: [{ kind: 'keys', description: 'Keys', amount: 40 }] });
    const before = stored();
    const res = await put(lease.id, json);
    expect(res.status).toBe(400);
    expect(res.contractProblems).toEqual([]);
    expect(res.body).toMatchObject({ errors: [{ field, message }] });
    expect(stored()).toBe(before);
  });

  it('answers 409 before the move-out and 404 for an unknown lease, and changes nothing', async () => {
    const { lease } = createTenancy();
    const before = stored();
    const res = await put(lease.id, { deductions: [] });
    expect(res.status).toBe(409);
    expect(res.contractProblems).toEqual([]);
    expect((await put('no-such-lease', { deductions: [] })).status).toBe(404);
    expect(stored()).toBe(before);
  });
});

describe('POST /leases/{id}/deposit-disposition/finalize', () => {
  it('refund: applies the deposit to the deductions, refunds the rest, and the lease owes nothing', async () => {
    const { lease } = await movedOut({ paid: true });
    await put(lease.id, { deductions: [{ kind: 'cleaning', description: 'Carpet cleaning', amount: 150 }] });
    const res = await finalize(lease.id, { paymentMethod: 'check', referenceNumber: 'CHK-77' });
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    const today = todayIso();
    expect(res.body).toMatchObject({
      status: 'final',
      refundDate: today,
      daysLeft: null,
      returnedLate: false,
      held: 1000,
      totalDeductions: 150,
      refundDue: 850,
      balanceOwed: 0,
    });
    const written = db.payments.where((p) => p.leaseId === lease.id && p.dueDate === today && p.paymentType !== 'rent');
    expect(written.map((p) => [p.paymentType, p.status, p.amount, p.notes]).sort()).toEqual([
      ['deposit_applied', 'completed', 150, 'Deposit applied to the deductions at move-out'],
      ['deposit_refund', 'completed', 850, 'Deposit refund at move-out'],
      ['move_out_charge', 'pending', 150, 'Cleaning: Carpet cleaning'],
    ]);
    expect(db.payments.get(res.body.refundPaymentId!)).toMatchObject({
      referenceNumber: 'CHK-77',
      paymentMethod: 'check',
    });
    const ledger = await ledgerOf(lease.id);
    expect(ledger.account).toMatchObject({ balance: 0, depositsHeld: 0 });
    expect(ledger.deposits).toMatchObject({ applied: 150, refunded: 850, held: 0 });
    expect(ledger.rows.at(-1)).toMatchObject({ description: 'Deposit applied at move-out', credit: 150, balance: 0 });
    expect(await agingTotal(lease.id)).toBe(0);
    // Frozen: the statement is answered as finalized.
    expect((await get(lease.id)).body).toEqual(res.body);
  });

  it('owed: the deposit pays the oldest bills and the rest stays owed, on the aging', async () => {
    const { lease } = await movedOut();
    const res = await finalize(lease.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ refundDue: 0, refundPaymentId: null, deductions: [] });
    expect(res.body.balanceOwed).toBe(res.body.ledgerTotal - 1000);
    const ledger = await ledgerOf(lease.id);
    expect(ledger.account).toMatchObject({ balance: res.body.balanceOwed, depositsHeld: 0 });
    expect(await agingTotal(lease.id)).toBe(res.body.balanceOwed);
  });

  it('a payment towards a move-out charge settles that charge, not the oldest rent', async () => {
    const { lease, tenant, unit, property } = await movedOut();
    expect(
      (await put(lease.id, { deductions: [{ kind: 'keys', description: 'Keys not returned', amount: 150 }] })).status,
    ).toBe(200);
    const final = (await finalize(lease.id)).body;
    const charge = () => ledgerOf(lease.id).then((l) => l.rows.find((r) => r.paymentType === 'move_out_charge')!);
    expect(await charge()).toMatchObject({ debit: 150, outstanding: 150 });
    const paid = await callApi('POST', '/payments', {
      json: {
        amount: 150,
        paymentDate: todayIso(),
        dueDate: (await charge()).dueDate,
        paymentMethod: 'cash',
        paymentType: 'move_out_charge',
        tenantId: tenant.id,
        unitId: unit.id,
        propertyId: property.id,
        leaseId: lease.id,
      },
    });
    expect(paid.status).toBe(201);
    expect(await charge()).toMatchObject({ outstanding: 0 });
    expect((await ledgerOf(lease.id)).account.balance).toBe(final.balanceOwed - 150);
  });

  it('answers 409 once final (save, finalize, upload URL) and before a move-out, changing nothing', async () => {
    const { lease } = await movedOut({ paid: true });
    await finalize(lease.id);
    const { lease: active } = createTenancy();
    const before = stored();
    expect((await put(lease.id, { deductions: [] })).status).toBe(409);
    expect((await finalize(lease.id)).status).toBe(409);
    const upload = await callApi('POST', `/leases/${lease.id}/deposit-disposition/photos/upload-url`, {
      pathTemplate: UPLOAD_URL,
      json: { filename: 'blinds.png' },
    });
    expect(upload.status).toBe(409);
    const early = await finalize(active.id);
    expect(early.status).toBe(409);
    expect(early.contractProblems).toEqual([]);
    expect(stored()).toBe(before);
  });

  it.each([
    ['in the future', (_moveOut: string) => addDays(todayIso(), 1), 'Refund date cannot be in the future'],
    [
      'before the move-out',
      (moveOut: string) => addDays(moveOut, -1),
      'Refund date cannot be before the move-out date',
    ],
  ])('answers 400 naming refundDate for a date %s, and changes nothing', async (_label, date, message) => {
    const { lease, moveOut } = await movedOut({ paid: true });
    const before = stored();
    const res = await finalize(lease.id, { refundDate: date(moveOut) });
    expect(res.status).toBe(400);
    expect(res.contractProblems).toEqual([]);
    expect(res.body).toMatchObject({ errors: [{ field: 'refundDate', message }] });
    expect(stored()).toBe(before);
  });

  it('marks a refund dated after the deadline as returned late', async () => {
    const { lease, moveOut } = await movedOut({ paid: true, returnDays: 14, movedOutDaysAgo: 20 });
    const res = await finalize(lease.id, { refundDate: addDays(moveOut, 15) });
    expect(res.body).toMatchObject({ deadline: addDays(moveOut, 14), returnedLate: true, refundDue: 1000 });
  });
});

describe('photos of a deduction', () => {
  it('reserves an upload URL whose bytes are stored without changing the lease', async () => {
    const { lease } = await movedOut();
    const res = await callApi('POST', `/leases/${lease.id}/deposit-disposition/photos/upload-url`, {
      pathTemplate: UPLOAD_URL,
      json: { filename: 'blinds.png' },
    });
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    const leaseBefore = JSON.stringify(db.leases.get(lease.id));
    const upload = await callApi('PUT', res.body.uploadUrl.replace(/^\/api/, ''), {
      pathTemplate: '/files/{fileKey}',
      body: PNG,
      headers: { 'Content-Type': 'image/png' },
    });
    expect(upload.status).toBe(201);
    expect(JSON.stringify(db.leases.get(lease.id))).toBe(leaseBefore);
    const saved = await put(lease.id, {
      deductions: [{ kind: 'damage', description: 'Broken blinds', amount: 85, photos: [res.body.path] }],
    });
    expect(saved.body.deductions[0]!.photos).toEqual([res.body.path]);
    const bad = await callApi('POST', `/leases/${lease.id}/deposit-disposition/photos/upload-url`, {
      pathTemplate: UPLOAD_URL,
      json: { filename: 'blinds.gif' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('the payment types only finalize writes', () => {
  it.each(['deposit_applied', 'deposit_refund'])(
    'POST /payments and PUT /payments/{id} refuse %s with 400 on paymentType, and store nothing',
    async (paymentType) => {
      const { lease, tenant, unit, property } = await movedOut();
      const payment = createPayment({ tenantId: tenant.id, unitId: unit.id, leaseId: lease.id });
      const before = stored();
      const body = {
        amount: 100,
        paymentDate: todayIso(),
        dueDate: todayIso(),
        paymentMethod: 'check',
        paymentType,
        tenantId: tenant.id,
        unitId: unit.id,
        propertyId: property.id,
        leaseId: lease.id,
      };
      const created = await callApi('POST', '/payments', { json: body });
      expect(created.status).toBe(400);
      expect(created.contractProblems).toEqual([]);
      expect(created.body.errors).toEqual([expect.objectContaining({ field: 'paymentType' })]);
      const updated = await callApi('PUT', `/payments/${payment.id}`, {
        pathTemplate: '/payments/{id}',
        json: { paymentType },
      });
      expect(updated.status).toBe(400);
      expect(updated.body.errors).toEqual([expect.objectContaining({ field: 'paymentType' })]);
      expect(stored()).toBe(before);
    },
  );
});

describe('GET /deposit-returns and the dashboard', () => {
  it('lists open dispositions by deadline, final ones by refund date, with the summary of the open ones', async () => {
    const overdue = await movedOut({ returnDays: 14, movedOutDaysAgo: 20 });
    const dueSoon = await movedOut({ returnDays: 14, movedOutDaysAgo: 10 });
    const later = await movedOut({ movedOutDaysAgo: 2 });
    const done = await movedOut({ paid: true });
    await finalize(done.lease.id);
    const ours = new Set([overdue, dueSoon, later, done].map((x) => x.lease.id));
    const list = async (query: string) => {
      const res = await callApi<DepositReturnList>('GET', `/deposit-returns?limit=100&${query}`, {
        pathTemplate: '/deposit-returns',
      });
      expect(res.status).toBe(200);
      expect(res.contractProblems).toEqual([]);
      return res.body;
    };
    const open = await list('search=FACT-');
    expect(open.data.filter((r) => ours.has(r.leaseId)).map((r) => r.leaseId)).toEqual([
      overdue.lease.id,
      dueSoon.lease.id,
      later.lease.id,
    ]);
    expect(open.data.find((r) => r.leaseId === overdue.lease.id)).toMatchObject({
      daysLeft: -6,
      status: 'not_started',
    });
    const final = await list('status=final&search=FACT-');
    expect(final.data.map((r) => r.leaseId)).toContain(done.lease.id);
    expect(final.data.find((r) => r.leaseId === done.lease.id)).toMatchObject({ daysLeft: null, refundDue: 1000 });
    const one = await list(`status=all&propertyId=${dueSoon.property.id}`);
    expect(one.data.map((r) => r.leaseId)).toEqual([dueSoon.lease.id]);
    expect(one.summary).toEqual({ open: 1, dueThisWeek: 1, overdue: 0 });
    const byTenant = await list(`search=${overdue.tenant.lastName.toUpperCase()}`);
    expect(byTenant.data.map((r) => r.leaseId)).toEqual([overdue.lease.id]);
    expect(byTenant.summary).toEqual({ open: 1, dueThisWeek: 0, overdue: 1 });
    const everything = await list('status=all');
    const stats = await callApi('GET', '/dashboard/stats');
    expect(stats.body.depositReturns).toEqual(everything.summary);
  });
});

describe("a property's deposit return days", () => {
  it.each([0, 91, 14.5])('refuses %s with 400 on depositReturnDays', async (days) => {
    const property = createProperty();
    const res = await callApi('PUT', `/rental-properties/${property.id}`, {
      pathTemplate: '/rental-properties/{id}',
      json: { depositReturnDays: days },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'depositReturnDays', message: 'Deposit return days must be a whole number from 1 to 90' },
    ]);
    expect(db.properties.get(property.id)!.depositReturnDays).toBeNull();
  });

  it('takes 1 to 90, or null for 30', async () => {
    const property = createProperty();
    const res = await callApi('PUT', `/rental-properties/${property.id}`, {
      pathTemplate: '/rental-properties/{id}',
      json: { depositReturnDays: 21 },
    });
    expect(res.status).toBe(200);
    expect(res.body.depositReturnDays).toBe(21);
  });
});
