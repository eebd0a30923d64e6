import { db } from '../db';
import { callApi } from '../testing/api-fetch';

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('GET /dashboard/stats', () => {
  it('derives the figures from the store', async () => {
    const res = await callApi('GET', '/dashboard/stats');
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    const units = db.units.all();
    const occupied = units.filter((u) => !u.isAvailable);
    const monthly = occupied.reduce((s, u) => s + u.monthlyRent, 0);
    expect(res.body).toMatchObject({
      totalProperties: db.properties.count(),
      activeProperties: db.properties.count((p) => p.isActive),
      totalUnits: units.length,
      occupiedUnits: occupied.length,
      occupancyRate: Math.round((occupied.length / units.length) * 1000) / 10,
      monthlyRevenue: monthly,
      yearlyRevenue: monthly * 12,
      averageRent: Math.round((monthly / occupied.length) * 100) / 100,
    });
  });

  it('follows changes at once (nothing is stored twice)', async () => {
    const before = (await callApi('GET', '/dashboard/stats')).body;
    const vacant = db.units.find((u) => u.isAvailable)!;
    await callApi('PUT', `/units/${vacant.id}`, { json: { isAvailable: false } });
    const after = (await callApi('GET', '/dashboard/stats')).body;
    expect(after.occupiedUnits).toBe(before.occupiedUnits + 1);
    expect(after.monthlyRevenue).toBeCloseTo(before.monthlyRevenue + vacant.monthlyRent, 2);
  });

  it('counts maintenance requests by status, and overdue ones by due date', async () => {
    const before = (await callApi('GET', '/dashboard/stats')).body.maintenanceRequests;
    const add = (id: string, status: string, dueDate: string) =>
      db.maintenanceRequests.insert({ id, status, dueDate, title: id } as never);
    add('m1', 'submitted', isoDay(-3)); // open and overdue
    add('m2', 'in_progress', isoDay(5));
    add('m3', 'closed', isoDay(-10)); // completed, not overdue
    add('m4', 'cancelled', isoDay(-10)); // neither
    const after = (await callApi('GET', '/dashboard/stats')).body.maintenanceRequests;
    expect(after).toEqual({
      open: before.open + 1,
      inProgress: before.inProgress + 1,
      completed: before.completed + 1,
      overdue: before.overdue + 1,
    });
  });
});

describe('GET /dashboard/revenue-chart', () => {
  it('sums completed payments per month for the last 6 months by default', async () => {
    const before = (await callApi('GET', '/dashboard/revenue-chart')).body.data;
    expect(before).toHaveLength(6);
    const now = new Date();
    const current = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(before[5].month).toBe(current);
    const today = now.toISOString().slice(0, 10);
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)).toISOString().slice(0, 10);
    db.payments.insert({ id: 'p1', amount: 1000, paymentDate: today, status: 'completed' } as never);
    db.payments.insert({ id: 'p2', amount: 250.5, paymentDate: lastMonth, status: 'completed' } as never);
    db.payments.insert({ id: 'p3', amount: 999, paymentDate: today, status: 'pending' } as never);
    const res = await callApi('GET', '/dashboard/revenue-chart');
    expect(res.contractProblems).toEqual([]);
    expect(res.body.data[5].revenue).toBeCloseTo(before[5].revenue + 1000, 2);
    expect(res.body.data[5].paymentCount).toBe(before[5].paymentCount + 1);
    expect(res.body.data[4].revenue).toBeCloseTo(before[4].revenue + 250.5, 2);
    expect((await callApi('GET', '/dashboard/revenue-chart?months=12')).body.data).toHaveLength(12);
  });
});

describe('GET /dashboard/activities', () => {
  it('lists real recent payments, leases and maintenance requests, newest first, limit 20 by default', async () => {
    db.payments.insert({
      id: 'pay-new',
      amount: 1650,
      paymentDate: isoDay(1),
      status: 'completed',
      paymentType: 'rent',
    } as never);
    db.maintenanceRequests.insert({
      id: 'mr-new',
      title: 'Leaking faucet',
      requestNumber: 'MR-9',
      status: 'submitted',
      priority: 'high',
      submittedDate: isoDay(2),
    } as never);
    db.leases.insert({
      id: 'lease-new',
      leaseNumber: 'L-77',
      status: 'active',
      startDate: isoDay(0),
      updatedAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    } as never);
    const res = await callApi('GET', '/dashboard/activities');
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    expect(res.body.data.length).toBeLessThanOrEqual(20);
    expect(res.body.data.slice(0, 3).map((a: { type: string; entityId: string }) => [a.type, a.entityId])).toEqual([
      ['lease', 'lease-new'],
      ['maintenance', 'mr-new'],
      ['payment', 'pay-new'],
    ]);
    expect(res.body.data[1].title).toBe('Leaking faucet');
    const dates = res.body.data.map((a: { date: string }) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await callApi('GET', '/dashboard/activities?limit=2')).body.data).toHaveLength(2);
  });
});
