import { describe, expect, it } from 'vitest';
import {
  daysLeft,
  daysLeftLabel,
  deductionErrors,
  depositDeadline,
  depositReturnDays,
  depositReturnDaysError,
  dispositionFigures,
  moveOutChargeNotes,
  openDisposition,
  refundDateError,
} from './deposit-disposition';
import type { OpenCharge } from './ledger';

const charge = (over: Partial<OpenCharge>): OpenCharge => ({
  id: 'rent:2026-11',
  dueDate: '2026-11-05',
  paymentType: 'rent',
  amount: 1650,
  paymentId: null,
  description: 'Rent – Nov 2026',
  outstanding: 1650,
  ...over,
});

describe('the deadline', () => {
  it("counts the property's days after the move-out date, 30 when it has none", () => {
    expect(depositReturnDays({ depositReturnDays: 14 })).toBe(14);
    expect(depositReturnDays({ depositReturnDays: null })).toBe(30);
    expect(depositReturnDays(null)).toBe(30);
    expect(depositDeadline('2026-11-15', 30)).toBe('2026-12-15');
  });

  it('counts calendar days across month ends, year ends and leap days', () => {
    expect(depositDeadline('2026-01-31', 30)).toBe('2026-03-02');
    expect(depositDeadline('2028-01-31', 30)).toBe('2028-03-01');
    expect(depositDeadline('2028-02-15', 14)).toBe('2028-02-29');
    expect(depositDeadline('2026-12-20', 14)).toBe('2027-01-03');
    expect(depositDeadline('2027-02-28', 1)).toBe('2027-03-01');
  });

  it('says the days left from today: 0 on the day, below 0 once past', () => {
    expect(daysLeft('2028-03-01', '2028-02-28')).toBe(2);
    expect(daysLeft('2026-12-15', '2026-12-15')).toBe(0);
    expect(daysLeft('2026-12-15', '2026-12-18')).toBe(-3);
    expect([12, 1, 0, -1, -3].map(daysLeftLabel)).toEqual([
      '12 days left',
      '1 day left',
      'Due today',
      'Overdue by 1 day',
      'Overdue by 3 days',
    ]);
  });
});

describe('the figures', () => {
  it('refunds what is held beyond the deductions', () => {
    expect(
      dispositionFigures({ held: 1950, ledger: [{ amount: 1650 }], deductions: [{ amount: 150 }, { amount: 0.1 }] }),
    ).toEqual({
      ledgerTotal: 1650,
      deductionsTotal: 150.1,
      totalDeductions: 1800.1,
      refundDue: 149.9,
      balanceOwed: 0,
      applied: 1800.1,
    });
  });

  it('leaves the rest owed when the deductions exceed the deposit, and applies only what is held', () => {
    expect(dispositionFigures({ held: 500, ledger: [{ amount: 1650 }], deductions: [] })).toMatchObject({
      refundDue: 0,
      balanceOwed: 1150,
      applied: 500,
    });
    expect(dispositionFigures({ held: 0, ledger: [], deductions: [] })).toMatchObject({
      refundDue: 0,
      balanceOwed: 0,
      applied: 0,
    });
  });

  it("deducts the ledger's open bills, oldest first, and none that is paid", () => {
    const body = openDisposition({
      moveOutDate: '2026-11-15',
      depositReturnDays: 30,
      today: '2026-11-28',
      received: { security: 1650, pet: 300, total: 1950 },
      held: 1950,
      charges: [
        charge({ id: 'rent:2026-10', dueDate: '2026-10-05', description: 'Rent – Oct 2026', outstanding: 0 }),
        charge({}),
        charge({
          id: 'fee-1',
          paymentType: 'late_fee',
          amount: 75,
          outstanding: 75,
          description: 'Late fee – Nov 2026',
        }),
      ],
      credit: 0,
      saved: null,
    });
    expect(body).toMatchObject({
      status: 'not_started',
      deadline: '2026-12-15',
      daysLeft: 17,
      ledgerTotal: 1725,
      totalDeductions: 1725,
      refundDue: 225,
      returnedLate: null,
    });
    expect(body.ledgerDeductions.map((d) => [d.chargeId, d.amount])).toEqual([
      ['rent:2026-11', 1650],
      ['fee-1', 75],
    ]);
  });

  it('is a draft once lines are saved, and has no deadline before a move-out date', () => {
    const body = openDisposition({
      moveOutDate: null,
      depositReturnDays: 14,
      today: '2026-11-28',
      received: { security: 0, pet: 0, total: 0 },
      held: 0,
      charges: [],
      credit: 25,
      saved: {
        deductions: [{ id: 'd-1', kind: 'keys', description: 'Two keys', amount: 40, photos: [] }],
        notes: null,
      },
    });
    expect(body).toMatchObject({
      status: 'draft',
      deadline: null,
      daysLeft: null,
      balanceOwed: 40,
      creditOnAccount: 25,
    });
  });

  it("words a move-out charge's notes by its kind", () => {
    expect(moveOutChargeNotes({ kind: 'cleaning', description: 'Carpet cleaning' })).toBe('Cleaning: Carpet cleaning');
  });
});

describe('input rules', () => {
  it('names each bad line and field as the contract does', () => {
    expect(
      deductionErrors([
        { kind: 'cleaning', description: 'Carpet', amount: 150 },
        { kind: 'paint', description: ' ', amount: '0' },
        { kind: 'damage', description: 'x'.repeat(201), amount: 1_000_000, photos: Array(11).fill('/api/files/a') },
      ]),
    ).toEqual([
      { field: 'deductions[1].kind', message: 'Choose cleaning, damage, keys or other' },
      { field: 'deductions[1].description', message: 'Description is required' },
      { field: 'deductions[1].amount', message: 'Amount must be at least $0.01' },
      { field: 'deductions[2].description', message: 'Description must be at most 200 characters' },
      { field: 'deductions[2].amount', message: 'Amount must be at most $999,999.99' },
      { field: 'deductions[2].photos', message: 'At most 10 photos per deduction' },
    ]);
  });

  it('takes a refund date from the move-out date to today', () => {
    const at = { moveOutDate: '2026-11-15', today: '2026-11-28' };
    expect(refundDateError('2026-11-28', at)).toBeNull();
    expect(refundDateError('2026-11-15', at)).toBeNull();
    expect(refundDateError('2026-11-29', at)).toBe('Refund date cannot be in the future');
    expect(refundDateError('2026-11-14', at)).toBe('Refund date cannot be before the move-out date');
  });

  it("takes a property's deposit return days from 1 to 90, or none", () => {
    expect([null, '', 1, 90, '45'].map(depositReturnDaysError)).toEqual([null, null, null, null, null]);
    expect([0, 91, 14.5, 'ten'].map(depositReturnDaysError)).toEqual(
      Array(4).fill('Deposit return days must be a whole number from 1 to 90'),
    );
  });
});
