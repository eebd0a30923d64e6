import type { RentRollUnit } from '@/lib/api/schema.gen';
import {
  completedInMonth,
  lateFeeCharged,
  lateFeeCollected,
  ownerStatement,
  statementMonths,
  type StatementLateFee,
  type StatementWorkOrderInput,
} from './owner-statement';

const unit = (id: string, unitNumber: string): RentRollUnit['unit'] => ({
  id,
  unitNumber,
  monthlyRent: 1000,
  unitType: 'residential',
  bedrooms: 1,
  bathrooms: 1,
  rentalPropertyId: 'p1',
  isAvailable: false,
});
const tenant = { id: 't1', firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', status: 'active' as const };
const row = (id: string, unitNumber: string, expectedRent: number, amountPaid: number, occupied = true) => ({
  unit: unit(id, unitNumber),
  tenant: occupied ? tenant : null,
  expectedRent,
  amountPaid,
});
const fee = (overrides: Partial<StatementLateFee>): StatementLateFee => ({
  unitId: 'u1',
  amount: 75,
  status: 'pending',
  dueDate: '2027-03-10',
  paymentDate: '2027-03-10',
  ...overrides,
});
const order = (overrides: Partial<StatementWorkOrderInput>): StatementWorkOrderInput => ({
  id: 'w1',
  workOrderNumber: 'WO-2027-00001',
  title: 'Leaking tap',
  unitId: 'u1',
  unitNumber: '1',
  done: true,
  completedDate: '2027-03-15T12:00:00.000Z',
  totalCost: 200,
  ...overrides,
});

describe('work orders counted as the month’s maintenance', () => {
  it.each([
    ['the first day of the month', '2027-03-01T00:00:00.000Z', true],
    ['the last day of the month', '2027-03-31T23:59:59.000Z', true],
    ['the last day of the month before', '2027-02-28T23:59:59.000Z', false],
    ['the first day of the month after', '2027-04-01T00:00:00.000Z', false],
  ])('a work order completed on %s (%s) counts: %s', (_, completedDate, counts) => {
    expect(completedInMonth(order({ completedDate }), '2027-03')).toBe(counts);
  });

  it('does not count unfinished work, nor work without a completion date', () => {
    expect(completedInMonth(order({ done: false }), '2027-03')).toBe(false);
    expect(completedInMonth(order({ completedDate: null }), '2027-03')).toBe(false);
  });

  it('sums total costs by unit, a work order without costs counting 0', () => {
    const s = ownerStatement(
      '2027-03',
      [row('u1', '1', 1000, 1000)],
      [],
      [
        order({ id: 'a', completedDate: '2027-03-31', totalCost: 120.5 }),
        order({ id: 'b', workOrderNumber: 'WO-2027-00002', completedDate: '2027-03-01', totalCost: null }),
        order({ id: 'c', completedDate: '2027-04-01', totalCost: 999 }),
      ],
    );
    expect(s.summary.maintenanceSpent).toBe(120.5);
    expect(s.summary.workOrdersCompleted).toBe(2);
    expect(s.workOrders.map((w) => [w.id, w.completedDate, w.totalCost])).toEqual([
      ['b', '2027-03-01', 0],
      ['a', '2027-03-31', 120.5],
    ]);
  });
});

describe('late fees', () => {
  it('counts a fee charged in the month as charged, whatever its status, except cancelled', () => {
    expect(lateFeeCharged(fee({ status: 'pending' }), '2027-03')).toBe(true);
    expect(lateFeeCharged(fee({ status: 'completed' }), '2027-03')).toBe(true);
    expect(lateFeeCharged(fee({ status: 'cancelled' }), '2027-03')).toBe(false);
    expect(lateFeeCharged(fee({ dueDate: '2027-02-28' }), '2027-03')).toBe(false);
  });

  it('counts as collected only a completed fee paid in the month', () => {
    expect(lateFeeCollected(fee({ status: 'pending' }), '2027-03')).toBe(false);
    expect(lateFeeCollected(fee({ status: 'partial' }), '2027-03')).toBe(false);
    expect(lateFeeCollected(fee({ status: 'completed' }), '2027-03')).toBe(true);
    // Charged in February, paid in March: charged in February's statement, collected in March's.
    const paidLater = fee({ status: 'completed', dueDate: '2027-02-20', paymentDate: '2027-03-02' });
    expect(lateFeeCharged(paidLater, '2027-03')).toBe(false);
    expect(lateFeeCollected(paidLater, '2027-03')).toBe(true);
  });

  it('shows a fee charged and unpaid as charged but not collected, and not in the net', () => {
    const s = ownerStatement('2027-03', [row('u1', '1', 1000, 1000)], [fee({ amount: 75 })], []);
    expect(s.units[0]).toMatchObject({ lateFeesCharged: 75, lateFeesCollected: 0, net: 1000 });
  });
});

describe('ownerStatement', () => {
  it('takes the rent roll’s figures: a partial payment leaves the rest outstanding', () => {
    const s = ownerStatement('2027-03', [row('u1', '1', 1000, 400)], [], []);
    expect(s.units[0]).toMatchObject({ rentExpected: 1000, rentCollected: 400, rentOutstanding: 600, net: 400 });
  });

  it('never shows a negative outstanding amount when more was paid than expected', () => {
    const s = ownerStatement('2027-03', [row('u1', '1', 1000, 1100)], [], []);
    expect(s.units[0]!.rentOutstanding).toBe(0);
  });

  it('nets collected rent and late fees against maintenance, per unit and in total, by unit number', () => {
    const s = ownerStatement(
      '2027-03',
      [row('u10', '10', 1500, 1500), row('u2', '2', 1000, 0), row('u3', '3', 0, 0, false)],
      [fee({ unitId: 'u2', status: 'completed', amount: 50 })],
      [order({ unitId: 'u3', unitNumber: '3', totalCost: 300 })],
    );
    expect(s.units.map((u) => [u.unit.unitNumber, u.net])).toEqual([
      ['2', 50],
      ['3', -300],
      ['10', 1500],
    ]);
    expect(s.summary).toEqual({
      rentExpected: 2500,
      rentCollected: 1500,
      rentOutstanding: 1000,
      lateFeesCharged: 50,
      lateFeesCollected: 50,
      maintenanceSpent: 300,
      net: 1250,
      occupiedUnits: 2,
      workOrdersCompleted: 1,
    });
  });

  it('answers zeros and no rows for a property without units', () => {
    const s = ownerStatement('2027-03', [], [], []);
    expect(s.units).toEqual([]);
    expect(s.summary.net).toBe(0);
  });
});

describe('statementMonths', () => {
  it('offers the current month first and no later month, across a year end', () => {
    expect(statementMonths('2027-02', 4)).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
  });
});
