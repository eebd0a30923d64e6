import { overdueSeverity } from '@/lib/late-fees';
import { createPayment, createTenancy } from '@/testing/factories';
import { db } from '../db';
import { callApi } from '../testing/api-fetch';

const occupiedTenancy = () => {
  const a = db.assignments.find((x) => x.isPrimary && !x.endDate && Boolean(x.leaseId))!;
  const unit = db.units.get(a.unitId)!;
  return { tenantId: a.tenantId, unitId: unit.id, propertyId: unit.rentalPropertyId, leaseId: a.leaseId };
};
const today = () => new Date().toISOString().slice(0, 10);
const validPayment = () => ({
  amount: 1650,
  paymentDate: today(),
  dueDate: today(),
  paymentMethod: 'zelle',
  ...occupiedTenancy(),
});

describe('POST /payments validation (spec 2 §5)', () => {
  it('records a valid payment with the defaults rent and completed', async () => {
    const res = await callApi('POST', '/payments', { json: validPayment() });
    expect(res.status).toBe(201);
    expect(res.contractProblems).toEqual([]);
    expect(res.body).toMatchObject({
      paymentType: 'rent',
      status: 'completed',
      amount: 1650,
      appliesToPaymentId: null,
    });
    expect(db.payments.get(res.body.id)).toBeDefined();
  });

  it.each([
    [0, 'Amount must be greater than $0.00'],
    [0.001, 'Amount must be greater than $0.00'],
    [1_000_000, 'Amount cannot exceed $999,999.99'],
  ])('answers 400 for amount %s and leaves the store unchanged', async (amount, message) => {
    const before = db.payments.count();
    const res = await callApi('POST', '/payments', { json: { ...validPayment(), amount } });
    expect(res.status).toBe(400);
    expect(res.contractProblems).toEqual([]);
    expect(res.body.errors).toEqual([{ field: 'amount', message }]);
    expect(db.payments.count()).toBe(before);
  });

  it('accepts the bounds 0.01 and 999999.99', async () => {
    expect((await callApi('POST', '/payments', { json: { ...validPayment(), amount: 0.01 } })).status).toBe(201);
    expect((await callApi('POST', '/payments', { json: { ...validPayment(), amount: 999999.99 } })).status).toBe(201);
  });

  it('names each missing or invalid field with the spec message', async () => {
    const before = db.payments.count();
    const res = await callApi('POST', '/payments', {
      json: {
        amount: 10,
        paymentMethod: 'bitcoin',
        paymentType: 'rent',
        notes: 'x'.repeat(1001),
        referenceNumber: 'y'.repeat(101),
      },
    });
    expect(res.status).toBe(400);
    const byField = Object.fromEntries(
      res.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(byField).toMatchObject({
      paymentDate: 'Payment date is required',
      dueDate: 'Due date is required',
      paymentMethod: 'Invalid payment method',
      tenantId: 'Tenant selection is required',
      unitId: 'Unit selection is required',
      propertyId: 'Property selection is required',
      notes: 'Notes cannot exceed 1000 characters',
      referenceNumber: 'Reference number cannot exceed 100 characters',
    });
    expect(db.payments.count()).toBe(before);
  });

  it('refuses a payment date in the future and a unit of another property', async () => {
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const res = await callApi('POST', '/payments', { json: { ...validPayment(), paymentDate: future } });
    expect(res.body.errors).toEqual([{ field: 'paymentDate', message: 'Payment date cannot be in the future' }]);
    const other = db.properties.find((p) => p.id !== validPayment().propertyId)!;
    const mismatch = await callApi('POST', '/payments', { json: { ...validPayment(), propertyId: other.id } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual([
      { field: 'unitId', message: 'The unit does not belong to the selected property' },
    ]);
  });

  it('changes a status with PUT /payments/{id}/status and refuses an unknown one', async () => {
    const payment = db.payments.find((p) => p.status === 'completed')!;
    const res = await callApi('PUT', `/payments/${payment.id}/status`, {
      pathTemplate: '/payments/{id}/status',
      json: { status: 'refunded' },
    });
    expect(res.status).toBe(200);
    expect(db.payments.get(payment.id)!.status).toBe('refunded');
    const bad = await callApi('PUT', `/payments/${payment.id}/status`, {
      pathTemplate: '/payments/{id}/status',
      json: { status: 'lost' },
    });
    expect(bad.body.errors).toEqual([{ field: 'status', message: 'Invalid status' }]);
    expect(
      (
        await callApi('PUT', '/payments/nope/status', {
          pathTemplate: '/payments/{id}/status',
          json: { status: 'pending' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('GET /payments', () => {
  it('pages 20 at a time for the payments page, most recent payment date first', async () => {
    const res = await callApi('GET', '/payments?page=1&limit=20');
    expect(res.contractProblems).toEqual([]);
    expect(res.body.meta).toEqual({
      total: db.payments.count(),
      page: 1,
      limit: 20,
      totalPages: Math.ceil(db.payments.count() / 20),
    });
    const dates = res.body.data.map((p: { paymentDate: string }) => p.paymentDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by payment type and due-date range', async () => {
    // On the 1st the range is one day: the test makes the rent due in it, and a fee due the same day.
    const rent = createPayment({ paymentType: 'rent', dueDate: today() });
    createPayment({ paymentType: 'late_fee', dueDate: today() });
    const res = await callApi(
      'GET',
      `/payments?limit=500&paymentType=rent&dateField=dueDate&startDate=${today().slice(0, 7)}-01&endDate=${today()}`,
    );
    expect(res.body.data.map((p: { id: string }) => p.id)).toContain(rent.id);
    for (const p of res.body.data) {
      expect(p.paymentType).toBe('rent');
      expect(p.dueDate >= `${today().slice(0, 7)}-01` && p.dueDate <= today()).toBe(true);
    }
  });

  it('answers the same order on every page, whether it picks the first rows or sorts them all, before and after a write', async () => {
    const ids = (body: { data: Array<{ id: string }> }) => body.data.map((p) => p.id);
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(...ids((await callApi('GET', `/payments?page=${page}&limit=20`)).body));
    const whole = ids((await callApi('GET', '/payments?page=1&limit=1000')).body);
    expect(whole).toHaveLength(Math.min(1000, db.payments.count()));
    expect(pages).toEqual(whole.slice(0, 60));
    // A payment recorded today (the latest payment date) shows on the first page, at the same place on both paths.
    const created = await callApi('POST', '/payments', { json: validPayment() });
    const first = ids((await callApi('GET', '/payments?page=1&limit=20')).body);
    expect(first).toContain(created.body.id);
    expect(ids((await callApi('GET', '/payments?page=1&limit=1000')).body).slice(0, 20)).toEqual(first);
  });
});

describe('GET /payments/overdue (derived view)', () => {
  it('covers every severity band, one payment in its grace period, and sorts by days overdue', async () => {
    const res = await callApi('GET', '/payments/overdue');
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    const items = res.body.data as Array<{
      daysOverdue: number;
      severity: string;
      isInGracePeriod: boolean;
      lateFeeApplicable: boolean;
      property: { lateFeeCalculationType: string | null };
    }>;
    expect(new Set(items.map((i) => i.severity))).toEqual(new Set(['low', 'medium', 'high', 'critical']));
    expect(items.some((i) => i.isInGracePeriod)).toBe(true);
    for (const i of items) expect(i.severity).toBe(overdueSeverity(i.daysOverdue));
    expect(items.map((i) => i.daysOverdue)).toEqual([...items.map((i) => i.daysOverdue)].sort((a, b) => b - a));
    const types = new Set(items.filter((i) => i.lateFeeApplicable).map((i) => i.property.lateFeeCalculationType));
    expect(types).toEqual(new Set(['fixed', 'percentage', 'daily']));
    expect(res.body.summary.count).toBe(items.length);
    expect(res.body.summary.criticalCount).toBe(items.filter((i) => i.severity === 'critical').length);
  });

  it('derives balance due from completed payments toward the same charge', async () => {
    const res = await callApi('GET', '/payments/overdue');
    const partial = res.body.data.find((i: { payment: { status: string } }) => i.payment.status === 'partial');
    expect(partial.totalPaid).toBeGreaterThan(0);
    expect(partial.balanceDue).toBeCloseTo(partial.payment.amount - partial.totalPaid, 2);
  });

  it('computes each late-fee type from the property settings once past grace', async () => {
    const res = await callApi('GET', '/payments/overdue');
    for (const item of res.body.data) {
      const p = item.property;
      if (!item.lateFeeApplicable) continue;
      const past = item.daysOverdue - p.lateFeeDaysGrace;
      const expected =
        p.lateFeeCalculationType === 'fixed'
          ? p.lateFeeAmount
          : p.lateFeeCalculationType === 'percentage'
            ? (item.expectedRent * p.lateFeePercentage) / 100
            : p.lateFeeDailyAmount * past;
      expect(item.lateFeeAmount).toBeCloseTo(expected, 2);
      expect(past).toBeGreaterThan(0);
    }
  });

  it('answers one page with its meta when asked (the tiles over every item), every item without page or limit', async () => {
    const all = await callApi('GET', '/payments/overdue');
    expect(all.body.meta).toBeUndefined();
    const items = all.body.data as Array<{ payment: { id: string } }>;
    expect(items.length).toBeGreaterThan(3);
    const page = await callApi('GET', '/payments/overdue?page=2&limit=3');
    expect(page.status).toBe(200);
    expect(page.contractProblems).toEqual([]);
    expect(page.body.data).toEqual(all.body.data.slice(3, 6));
    expect(page.body.meta).toEqual({ total: items.length, page: 2, limit: 3, totalPages: Math.ceil(items.length / 3) });
    expect(page.body.summary).toEqual(all.body.summary);
    expect((await callApi('GET', '/payments/overdue?limit=5000')).status).toBe(400);
  });

  it('filters by severity and property', async () => {
    const res = await callApi('GET', '/payments/overdue?severity=critical');
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const i of res.body.data) expect(i.severity).toBe('critical');
    const propertyId = res.body.data[0].property.id;
    const byProperty = await callApi('GET', `/payments/overdue?propertyId=${propertyId}`);
    for (const i of byProperty.body.data) expect(i.property.id).toBe(propertyId);
  });
});

describe('late fees', () => {
  it('POST /payments/{id}/late-fee records a pending late_fee payment once; a second call is 409', async () => {
    const overdue = (await callApi('GET', '/payments/overdue')).body.data;
    const item = overdue.find((i: { lateFeeApplicable: boolean }) => i.lateFeeApplicable);
    const res = await callApi('POST', `/payments/${item.payment.id}/late-fee`, {
      pathTemplate: '/payments/{id}/late-fee',
    });
    expect(res.status).toBe(201);
    expect(res.contractProblems).toEqual([]);
    expect(res.body).toMatchObject({
      paymentType: 'late_fee',
      status: 'pending',
      amount: item.lateFeeAmount,
      appliesToPaymentId: item.payment.id,
      tenantId: item.payment.tenantId,
      unitId: item.payment.unitId,
    });
    const count = db.payments.count();
    const again = await callApi('POST', `/payments/${item.payment.id}/late-fee`, {
      pathTemplate: '/payments/{id}/late-fee',
    });
    expect(again.status).toBe(409);
    expect(db.payments.count()).toBe(count);
  });

  it('refuses a late fee within the grace period, on disabled properties and on completed payments', async () => {
    const overdue = (await callApi('GET', '/payments/overdue')).body.data;
    const grace = overdue.find((i: { isInGracePeriod: boolean }) => i.isInGracePeriod);
    const disabled = overdue.find((i: { property: { lateFeeEnabled: boolean } }) => !i.property.lateFeeEnabled);
    const completed = db.payments.find((p) => p.status === 'completed')!;
    const count = db.payments.count();
    for (const id of [grace.payment.id, disabled.payment.id, completed.id]) {
      expect(
        (await callApi('POST', `/payments/${id}/late-fee`, { pathTemplate: '/payments/{id}/late-fee' })).status,
      ).toBe(409);
    }
    expect(db.payments.count()).toBe(count);
  });

  it('POST /payments/generate-late-fees applies to every eligible payment of a property, then to none', async () => {
    const overdue = (await callApi('GET', '/payments/overdue')).body.data;
    const item = overdue.find((i: { lateFeeApplicable: boolean }) => i.lateFeeApplicable);
    const propertyId = item.property.id;
    const eligible = overdue.filter(
      (i: { lateFeeApplicable: boolean; property: { id: string } }) =>
        i.lateFeeApplicable && i.property.id === propertyId,
    ).length;
    const res = await callApi('POST', '/payments/generate-late-fees', { json: { propertyId } });
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    expect(res.body.created).toBe(eligible);
    const second = await callApi('POST', '/payments/generate-late-fees', { json: { propertyId } });
    expect(second.body.created).toBe(0);
    expect((await callApi('POST', '/payments/generate-late-fees', { json: { propertyId: 'nope' } })).status).toBe(400);
  });
});

describe('by-* lists and summary', () => {
  it('lists a tenant, unit, property and lease payments; 404 for unknown ids', async () => {
    const t = occupiedTenancy();
    for (const [kind, id, key] of [
      ['tenant', t.tenantId, 'tenantId'],
      ['unit', t.unitId, 'unitId'],
      ['property', t.propertyId, 'propertyId'],
      ['lease', t.leaseId!, 'leaseId'],
    ] as const) {
      const res = await callApi('GET', `/payments/by-${kind}/${id}`, { pathTemplate: `/payments/by-${kind}/{id}` });
      expect(res.status).toBe(200);
      expect(res.contractProblems).toEqual([]);
      expect(res.body.meta.total).toBe(db.payments.count((p) => p[key] === id));
      expect(
        (await callApi('GET', `/payments/by-${kind}/nope`, { pathTemplate: `/payments/by-${kind}/{id}` })).status,
      ).toBe(404);
    }
  });

  it('summarises a property over a period (completed payments count as collected)', async () => {
    const { propertyId } = occupiedTenancy();
    const start = '2000-01-01';
    const res = await callApi('GET', `/payments/summary/${propertyId}?startDate=${start}&endDate=${today()}`, {
      pathTemplate: '/payments/summary/{id}',
    });
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    const rows = db.payments.where((p) => p.propertyId === propertyId && p.dueDate >= start && p.dueDate <= today());
    expect(res.body.paymentCount).toBe(rows.length);
    expect(res.body.totalCollected).toBeCloseTo(
      rows.filter((p) => p.status === 'completed').reduce((s, p) => s + p.amount, 0),
      2,
    );
    expect(
      (
        await callApi('GET', `/payments/summary/${propertyId}?startDate=2026-02-01&endDate=2026-01-01`, {
          pathTemplate: '/payments/summary/{id}',
        })
      ).status,
    ).toBe(400);
  });
});

describe('GET /payments/overdue leaves out settled charges', () => {
  it('drops a charge once completed payments of its unit, type and due date cover it', async () => {
    const overdue = (await callApi('GET', '/payments/overdue')).body.data;
    const item = overdue.find((i: { payment: { status: string } }) => i.payment.status === 'pending');
    const p = item.payment;
    const res = await callApi('POST', '/payments', {
      json: {
        amount: item.balanceDue,
        paymentDate: today(),
        dueDate: p.dueDate,
        paymentMethod: 'cash',
        paymentType: p.paymentType,
        tenantId: p.tenantId,
        unitId: p.unitId,
        propertyId: p.propertyId,
      },
    });
    expect(res.status).toBe(201);
    const after = (await callApi('GET', '/payments/overdue')).body;
    expect(after.data.some((i: { payment: { id: string } }) => i.payment.id === p.id)).toBe(false);
    expect(after.summary.count).toBe(overdue.length - 1);
  });
});

describe('GET /payments/rent-roll', () => {
  const month = () => today().slice(0, 7);

  it('answers the month with totals over every unit and a page of properties with their units', async () => {
    const res = await callApi('GET', `/payments/rent-roll?month=${month()}&limit=5`);
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    expect(res.body.month).toBe(month());
    expect(res.body.data.length).toBeLessThanOrEqual(5);
    expect(res.body.meta.total).toBe(db.properties.count());
    const all = (await callApi('GET', `/payments/rent-roll?month=${month()}&limit=1000`)).body;
    const units = all.data.flatMap(
      (p: { units: Array<{ expectedRent: number; amountPaid: number; tenant: unknown }> }) => p.units,
    );
    expect(units).toHaveLength(db.units.count());
    const sum = (f: (u: { expectedRent: number; amountPaid: number }) => number) =>
      Math.round(units.reduce((s: number, u: { expectedRent: number; amountPaid: number }) => s + f(u), 0) * 100) / 100;
    expect(all.summary.totalExpected).toBeCloseTo(
      sum((u) => u.expectedRent),
      2,
    );
    expect(all.summary.totalCollected).toBeCloseTo(
      sum((u) => u.amountPaid),
      2,
    );
    expect(all.summary.occupiedUnits).toBe(units.filter((u: { tenant: unknown }) => u.tenant).length);
  });

  it('counts only completed rent payments due in the month toward the amount paid', async () => {
    const { unit, tenant } = createTenancy();
    const inMonth = `${month()}-01`;
    const sameMonthLastYear = `${Number(month().slice(0, 4)) - 1}${month().slice(4)}-01`;
    const paid = (amount: number, overrides: Parameters<typeof createPayment>[0] = {}) =>
      createPayment({
        unitId: unit.id,
        tenantId: tenant.id,
        amount,
        dueDate: inMonth,
        paymentDate: inMonth,
        ...overrides,
      });
    paid(700);
    paid(500);
    paid(300, { status: 'pending' });
    paid(75, { paymentType: 'late_fee' });
    paid(900, { dueDate: sameMonthLastYear, paymentDate: sameMonthLastYear });
    const property = unit.rentalPropertyId;
    const roll = (await callApi('GET', `/payments/rent-roll?month=${month()}&limit=1000`)).body;
    const row = roll.data
      .find((x: { property: { id: string } }) => x.property.id === property)
      .units.find((u: { unit: { id: string } }) => u.unit.id === unit.id);
    expect(row.amountPaid).toBeCloseTo(1200, 2);
  });

  it('answers 400 for a future or malformed month', async () => {
    const [y, m] = month().split('-').map(Number) as [number, number];
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    expect((await callApi('GET', `/payments/rent-roll?month=${next}`)).status).toBe(400);
    expect((await callApi('GET', '/payments/rent-roll?month=2026-13')).status).toBe(400);
  });
});
