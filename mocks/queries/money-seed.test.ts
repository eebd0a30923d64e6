import { graceDays } from '@/lib/late-fees';
import { rentDueDate, termEnd } from '@/lib/ledger';
import { pinClock } from '@/testing/clock';
import { seedTestStore } from '@/testing/seeded-store';
import { db } from '../db';
import { leaseAccounts } from './accounts';
import { overduePayments } from './payments';

/**
 * The seed tells one coherent story per lease (docs/money.md): every rent record is the record of a bill
 * of the lease's schedule, and every state a money screen shows is there on any day.
 */

const isOpen = (status: string) => status === 'pending' || status === 'partial';

function checkRecordsOnSchedule() {
  for (const p of db.payments.all()) {
    if (p.paymentType !== 'rent' || !isOpen(p.status)) continue;
    const lease = db.leases.get(p.leaseId!)!;
    expect({ id: p.id, dueDate: p.dueDate }).toEqual({ id: p.id, dueDate: rentDueDate(lease, p.dueDate.slice(0, 7)) });
    expect(p.dueDate >= lease.startDate && p.dueDate <= (termEnd(lease) ?? '9999-12-31')).toBe(true);
  }
}

function stories(today: string) {
  const accounts = [...leaseAccounts(today).values()];
  const rent = db.payments.where((p) => p.paymentType === 'rent');
  const sameMonth = (a: { leaseId: string | null; dueDate: string }, b: { leaseId: string | null; dueDate: string }) =>
    a.leaseId === b.leaseId && a.dueDate.slice(0, 7) === b.dueDate.slice(0, 7);
  const graceOf = (propertyId: string) => graceDays(db.properties.get(propertyId));
  const plusDays = (day: string, n: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  return {
    paidOnTime: rent.some((p) => p.status === 'completed' && p.paymentDate <= p.dueDate),
    paidLateWithFee: rent.some(
      (p) =>
        p.status === 'completed' &&
        p.paymentDate > plusDays(p.dueDate, graceOf(p.propertyId)) &&
        db.payments.count((f) => f.paymentType === 'late_fee' && f.leaseId === p.leaseId && f.status === 'completed') >
          0,
    ),
    partial: rent.some((p) => p.status === 'partial' && rent.some((q) => q.status === 'completed' && sameMonth(p, q))),
    failedThenPaid: rent.some(
      (p) => p.status === 'failed' && rent.some((q) => q.status === 'completed' && sameMonth(p, q)),
    ),
    severities: [...new Set(overduePayments({}, today).map((i) => i.severity))].sort(),
    credit: accounts.some((a) => a.account.credit > 0),
    formerTenantOwes: accounts.some((a) => a.lease.status !== 'active' && a.account.balance > 0),
    depositsHeld: accounts.some((a) => a.account.depositsHeld > 0),
    dueLater: accounts.some((a) => a.account.dueLater > 0),
  };
}

describe('the money seed', () => {
  it.each(['2026-11-28', '2027-03-01', '2027-03-06', '2028-02-29'])(
    'of the default set on %s: every state of the money screens, each rent record on its lease’s schedule',
    (day) => {
      pinClock(`${day}T10:00:00Z`);
      checkRecordsOnSchedule();
      expect(stories(day)).toEqual({
        paidOnTime: true,
        paidLateWithFee: true,
        partial: true,
        failedThenPaid: true,
        severities: ['critical', 'high', 'low', 'medium'],
        credit: true,
        formerTenantOwes: true,
        depositsHeld: true,
        dueLater: true,
      });
    },
  );

  it('of the large set: the same shapes, each rent record on its lease’s schedule', () => {
    const day = '2026-11-28';
    pinClock(`${day}T10:00:00Z`);
    seedTestStore({ size: 'large', today: new Date(`${day}T10:00:00Z`) });
    checkRecordsOnSchedule();
    expect(stories(day)).toMatchObject({
      paidOnTime: true,
      partial: true,
      failedThenPaid: true,
      severities: ['critical', 'high', 'low', 'medium'],
      credit: true,
    });
  }, 60_000);
});
