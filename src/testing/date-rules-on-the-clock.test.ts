import { callApi } from '@mocks/testing/api-fetch';
import { endsWithinDays } from '@/features/leases/lib/lease-display';
import { applyCategorySuggestion } from '@/features/maintenance-requests/lib/category-suggestion';
import { paymentFormSchema } from '@/features/payments/lib/payment-form';
import { scheduleSchema } from '@/features/work-orders/lib/work-order-action-form';
import { addDays, todayIso } from '@/lib/format';
import { rentRollDueDate } from '@/lib/late-fees';
import { setToday } from './clock';
import { createPayment, createProperty, createTenancy, createUnit } from './factories';

/*
 * Every date rule on its boundary days, driven through the clock the demo controls set (src/lib/clock.ts):
 * the test sets the day, and the mock's answers and the screens' rules read it. The records are the
 * test's own, dated far from the real day, so the real day does not matter.
 */

const DUE = '2027-03-05';

/** A pending rent of $1,200 due on DUE, on a property with a 5-day grace period and a fixed $50 late fee. */
function rentDue() {
  const property = createProperty({
    lateFeeEnabled: true,
    lateFeeDaysGrace: 5,
    lateFeeCalculationType: 'fixed',
    lateFeeAmount: 50,
  });
  const { unit, tenant, lease } = createTenancy({ unit: createUnit({ rentalPropertyId: property.id }) });
  return createPayment({
    unitId: unit.id,
    tenantId: tenant.id,
    leaseId: lease.id,
    amount: 1200,
    dueDate: DUE,
    paymentDate: DUE,
    status: 'pending',
  });
}

async function overdueItem(paymentId: string) {
  const res = await callApi('GET', '/payments/overdue');
  expect(res.status).toBe(200);
  return (res.body.data as Array<{ payment: { id: string } } & Record<string, unknown>>).find(
    (item) => item.payment.id === paymentId,
  );
}

describe('date rules on their boundary days, through the clock', () => {
  it('grace period: no late fee on its last day, the fee from the day after', async () => {
    const payment = rentDue();
    setToday(addDays(DUE, 5));
    expect(await overdueItem(payment.id)).toMatchObject({ daysOverdue: 5, lateFeeApplicable: false });
    setToday(addDays(DUE, 6));
    expect(await overdueItem(payment.id)).toMatchObject({
      daysOverdue: 6,
      lateFeeApplicable: true,
      lateFeeAmount: 50,
    });
  });

  it('overdue severity: days 7/8, 15/16 and 30/31 change band', async () => {
    const payment = rentDue();
    const bands: Array<[number, string]> = [
      [7, 'low'],
      [8, 'medium'],
      [15, 'medium'],
      [16, 'high'],
      [30, 'high'],
      [31, 'critical'],
    ];
    for (const [days, severity] of bands) {
      setToday(addDays(DUE, days));
      expect(await overdueItem(payment.id)).toMatchObject({ daysOverdue: days, severity });
    }
  });

  it("the rent roll: this month is the last it shows; a payment recorded after the 5th is due next month's 5th", async () => {
    setToday('2027-03-05');
    expect((await callApi('GET', '/payments/rent-roll?month=2027-03')).status).toBe(200);
    expect((await callApi('GET', '/payments/rent-roll?month=2027-04')).status).toBe(400);
    expect(rentRollDueDate('2027-03', todayIso())).toBe('2027-03-05');
    setToday('2027-03-06');
    expect(rentRollDueDate('2027-03', todayIso())).toBe('2027-04-05');
    setToday('2027-04-01');
    expect((await callApi('GET', '/payments/rent-roll?month=2027-04')).status).toBe(200);
  });

  it('a lease "ends soon" from 60 days before its end date', () => {
    const lease = { status: 'active' as const, endDate: '2027-05-04' };
    setToday('2027-03-04'); // 61 days before
    expect(endsWithinDays(lease, todayIso())).toBe(false);
    setToday('2027-03-05'); // 60 days before
    expect(endsWithinDays(lease, todayIso())).toBe(true);
  });

  it('a payment date may be today, not tomorrow', () => {
    setToday('2027-03-05');
    const schema = paymentFormSchema();
    expect(() => schema.validateSyncAt('paymentDate', { paymentDate: '2027-03-05' })).not.toThrow();
    expect(() => schema.validateSyncAt('paymentDate', { paymentDate: '2027-03-06' })).toThrow();
  });

  it("a maintenance request's suggested due date counts from the set day", () => {
    setToday('2027-12-30');
    expect(applyCategorySuggestion('plumbing').dueDate).toBe('2028-01-01'); // plumbing: due in 2 days
  });

  it('a work order may be scheduled today, not yesterday', () => {
    setToday('2027-03-05');
    const schema = scheduleSchema();
    expect(() => schema.validateSyncAt('scheduledDate', { scheduledDate: '2027-03-05' })).not.toThrow();
    expect(() => schema.validateSyncAt('scheduledDate', { scheduledDate: '2027-03-04' })).toThrow();
  });
});
