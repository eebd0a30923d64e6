import type { PropertyRef, RentRollUnit } from '@/lib/api/schema.gen';
import { collectedPercent, rentRollRow } from './rent-roll';
import { rentRollTestRow } from './rent-roll-test-rows';

const property: PropertyRef = {
  id: 'p1',
  name: 'Maple Court',
  address: '1 Main',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  lateFeeEnabled: true,
  lateFeeDaysGrace: 5,
  lateFeeCalculationType: 'percentage',
  lateFeePercentage: 10,
};
const unitRow = (over: Partial<RentRollUnit>) => rentRollTestRow({ placeholder: true, ...over });

describe('rentRollRow (spec 2 §2, §4, §5)', () => {
  it('shows Grace Period through the grace day and Overdue with the fee the day after', () => {
    expect(rentRollRow(unitRow({}), property, '2026-11-10')).toMatchObject({
      statusLabel: 'Grace Period',
      lateFee: 0,
      balanceDue: 1500,
    });
    expect(rentRollRow(unitRow({}), property, '2026-11-11')).toMatchObject({
      status: 'overdue',
      statusLabel: 'Overdue',
      lateFee: 150,
    });
  });
  it('is Unpaid before the due date, Partial and Paid by the completed amount', () => {
    expect(rentRollRow(unitRow({}), property, '2026-11-03').statusLabel).toBe('Unpaid');
    expect(rentRollRow(unitRow({ amountPaid: 600 }), property, '2026-11-20')).toMatchObject({
      status: 'partial',
      balanceDue: 900,
      lateFee: 150,
    });
    expect(rentRollRow(unitRow({ amountPaid: 1500 }), property, '2026-11-20')).toMatchObject({
      status: 'paid',
      balanceDue: 0,
      lateFee: 0,
    });
  });
  it('a vacant unit has no status, balance or fee', () => {
    expect(rentRollRow(unitRow({ tenant: null, expectedRent: 0 }), property, '2026-11-20')).toMatchObject({
      vacant: true,
      status: null,
      statusLabel: 'Vacant',
      lateFee: 0,
    });
  });
  it('an occupied unit for which no lease bills rent this month says No rent due, never Paid', () => {
    expect(rentRollRow(unitRow({ expectedRent: 0, amountPaid: 0 }), property, '2026-11-20')).toMatchObject({
      vacant: false,
      status: null,
      statusLabel: 'No rent due',
      balanceDue: 0,
      lateFee: 0,
    });
  });
  it('collected percent of expected', () => {
    expect(collectedPercent(750, 1000)).toBe(75);
    expect(collectedPercent(0, 0)).toBe(0);
  });
});
