import { describe, expect, it } from 'vitest';
import {
  agingBucket,
  agingOf,
  buildLedger,
  accountOf,
  depositsOf,
  rentCharges,
  type LedgerLease,
  type LedgerPayment,
} from './ledger';

const lease = (over: Partial<LedgerLease> = {}): LedgerLease => ({
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  monthlyRent: 1000,
  status: 'active',
  leaseType: 'fixed_term',
  terminationDate: null,
  ...over,
});

let n = 0;
const pay = (over: Partial<LedgerPayment>): LedgerPayment => ({
  id: `p${++n}`,
  amount: 1000,
  paymentDate: '2026-01-05',
  dueDate: '2026-01-05',
  paymentType: 'rent',
  status: 'completed',
  ...over,
});

describe('rent charges', () => {
  it('charges the full rent on the 5th of each month of the term up to the end of the range', () => {
    const charges = rentCharges(lease(), '2026-03-31');
    expect(charges.map((c) => [c.dueDate, c.amount])).toEqual([
      ['2026-01-05', 1000],
      ['2026-02-05', 1000],
      ['2026-03-05', 1000],
    ]);
  });

  it('does not pro-rate: a lease starting after the 5th is first charged the next month, in full', () => {
    const charges = rentCharges(lease({ startDate: '2026-01-20' }), '2026-02-28');
    expect(charges.map((c) => [c.dueDate, c.amount])).toEqual([['2026-02-05', 1000]]);
  });

  it('stops at the termination date and charges nothing for a draft', () => {
    expect(rentCharges(lease({ terminationDate: '2026-02-10' }), '2026-12-31')).toHaveLength(2);
    expect(rentCharges(lease({ status: 'draft' }), '2026-12-31')).toEqual([]);
  });

  it('runs an active month-to-month lease on past its end date', () => {
    const rolling = lease({ leaseType: 'month_to_month', endDate: '2026-02-01' });
    expect(rentCharges(rolling, '2026-04-30')).toHaveLength(4);
    expect(rentCharges({ ...rolling, status: 'expired' }, '2026-04-30')).toHaveLength(1);
  });

  it("bills on the lease's due day, and the rent in effect from the history", () => {
    const charges = rentCharges(
      lease({
        monthlyRent: 1100,
        rentDueDay: 12,
        rentHistory: [
          { date: '2026-01-01', amount: 1000 },
          { date: '2026-02-01', amount: 1100 },
        ],
      }),
      '2026-02-28',
    );
    expect(charges.map((c) => [c.dueDate, c.amount, c.description])).toEqual([
      ['2026-01-12', 1000, 'Rent – Jan 2026'],
      ['2026-02-12', 1100, 'Rent – Feb 2026'],
    ]);
  });

  it('bills a due day past the end of a short month on its last day, leap years included', () => {
    const dueDays = (to: string) =>
      rentCharges(lease({ rentDueDay: 31, startDate: '2028-01-01', endDate: '2028-12-31' }), to);
    expect(dueDays('2028-04-30').map((c) => c.dueDate)).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
    ]);
  });

  it('ignores the payment records: a pending rent record off the schedule is not a bill', () => {
    const ledger = buildLedger(lease(), [pay({ dueDate: '2026-01-26', status: 'pending' })], {
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(ledger.rows.map((r) => [r.date, r.kind, r.debit])).toEqual([['2026-01-05', 'charge', 1000]]);
  });
});

describe('ledger', () => {
  it('lists charges and payments in date order with a running balance', () => {
    const ledger = buildLedger(
      lease(),
      [
        pay({ paymentDate: '2026-01-03', dueDate: '2026-01-05' }),
        pay({ paymentDate: '2026-02-07', dueDate: '2026-02-05', amount: 600 }),
        pay({
          paymentType: 'late_fee',
          status: 'pending',
          amount: 50,
          dueDate: '2026-02-15',
          paymentDate: '2026-02-15',
        }),
      ],
      { from: '2026-01-01', to: '2026-02-28' },
    );
    expect(ledger.rows.map((r) => [r.date, r.kind, r.debit, r.credit, r.balance])).toEqual([
      ['2026-01-05', 'charge', 1000, 0, 1000],
      ['2026-01-05', 'payment', 0, 1000, 0],
      ['2026-02-05', 'charge', 1000, 0, 1000],
      ['2026-02-07', 'payment', 0, 600, 400],
      ['2026-02-15', 'charge', 50, 0, 450],
    ]);
    expect(ledger.closingBalance).toBe(450);
    expect(ledger.totalCharges).toBe(2050);
    expect(ledger.totalPayments).toBe(1600);
  });

  it('keeps a partly paid charge open for the rest', () => {
    const ledger = buildLedger(lease(), [pay({ amount: 400 })], { from: '2026-01-01', to: '2026-01-31' });
    expect(ledger.rows.find((r) => r.kind === 'charge')?.outstanding).toBe(600);
    expect(ledger.closingBalance).toBe(600);
  });

  it('opens with the balance of everything dated before the range', () => {
    const ledger = buildLedger(lease(), [pay({ amount: 250 })], { from: '2026-02-01', to: '2026-02-28' });
    expect(ledger.openingBalance).toBe(750);
    expect(ledger.rows.map((r) => r.balance)).toEqual([1750]);
    expect(ledger.closingBalance).toBe(1750);
  });

  it('counts only completed payments; a completed fee with no open charge is charged and paid at once', () => {
    const ledger = buildLedger(
      lease(),
      [
        pay({ status: 'failed' }),
        pay({ paymentType: 'water_sewer_fee', amount: 62.4, dueDate: '2026-01-10', paymentDate: '2026-01-10' }),
      ],
      { from: '2026-01-01', to: '2026-01-31' },
    );
    expect(ledger.rows.map((r) => [r.paymentType, r.kind])).toEqual([
      ['rent', 'charge'],
      ['water_sewer_fee', 'charge'],
      ['water_sewer_fee', 'payment'],
    ]);
    expect(ledger.closingBalance).toBe(1000);
  });

  it('applies an overpayment to the oldest open charge', () => {
    const ledger = buildLedger(lease(), [pay({ dueDate: '2026-02-05', amount: 1500, paymentDate: '2026-02-05' })], {
      from: '2026-01-01',
      to: '2026-02-28',
    });
    expect(ledger.charges.map((c) => c.outstanding)).toEqual([500, 0]);
  });
});

describe('the model of what is owed', () => {
  it('applies a payment made before its bill on the due date, and says when it was received', () => {
    const ledger = buildLedger(lease(), [pay({ paymentDate: '2026-01-03', referenceNumber: 'CHK-1' })], {
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(ledger.rows.map((r) => r.balance)).toEqual([1000, 0]);
    expect(ledger.rows[1]).toMatchObject({
      date: '2026-01-05',
      description: 'Payment – Rent Jan 2026 · CHK-1 (received 01/03/2026)',
    });
  });

  it('holds deposits apart: a deposit received is neither a bill nor a payment of the rent balance', () => {
    const payments = [
      pay({ paymentType: 'security_deposit', amount: 1000, paymentDate: '2025-12-29', dueDate: '2026-01-01' }),
      pay({ paymentType: 'pet_deposit', amount: 300, paymentDate: '2025-12-29', dueDate: '2026-01-01' }),
    ];
    const ledger = buildLedger(lease(), payments, { from: '2026-01-01', to: '2026-01-31' });
    expect(ledger.openingBalance).toBe(0);
    expect(ledger.rows.map((r) => r.paymentType)).toEqual(['rent']);
    expect(accountOf(lease(), payments, '2026-01-20').account).toMatchObject({ depositsHeld: 1300, pastDue: 1000 });
  });

  it('splits what is owed into past due, due by the month end, credit and due later', () => {
    const payments = [
      pay({ amount: 400 }),
      pay({
        paymentType: 'utility',
        status: 'pending',
        amount: 88.15,
        dueDate: '2026-02-10',
        paymentDate: '2026-01-10',
      }),
    ];
    expect(accountOf(lease({ rentDueDay: 5 }), payments, '2026-01-04').account).toEqual({
      pastDue: 0,
      currentDue: 600,
      balance: 600,
      credit: 0,
      dueLater: 88.15,
      depositsHeld: 0,
    });
    expect(accountOf(lease(), payments, '2026-01-06').account).toMatchObject({
      pastDue: 600,
      currentDue: 0,
      balance: 600,
    });
  });

  it('keeps a payment beyond every bill as a credit, never a negative balance', () => {
    const payments = [pay({ amount: 1000 }), pay({ amount: 1000, dueDate: '2026-02-05', paymentDate: '2026-01-20' })];
    expect(accountOf(lease(), payments, '2026-01-25').account).toMatchObject({ balance: 0, credit: 1000 });
  });

  it('pays the bill a payment names: rent by its due month, another charge by its type and due date', () => {
    const payments = [
      pay({ paymentType: 'late_fee', status: 'pending', amount: 50, dueDate: '2026-01-12', paymentDate: '2026-01-12' }),
      pay({ amount: 1000, dueDate: '2026-01-01', paymentDate: '2026-01-20' }),
    ];
    const { charges } = accountOf(lease(), payments, '2026-01-25');
    expect(charges.map((c) => [c.description, c.outstanding])).toEqual([
      ['Rent – Jan 2026', 0],
      ['Late fee – Jan 2026', 50],
    ]);
  });
});

describe('aging buckets', () => {
  it.each([
    [-3, 'current'],
    [0, 'current'],
    [1, 'days1to30'],
    [30, 'days1to30'],
    [31, 'days31to60'],
    [60, 'days31to60'],
    [61, 'days61to90'],
    [90, 'days61to90'],
    [91, 'over90'],
  ] as const)('%i days past due is %s', (days, bucket) => {
    expect(agingBucket(days)).toBe(bucket);
  });

  it('sums the open amounts by bucket on the date asked', () => {
    const aging = agingOf(
      [
        { dueDate: '2026-03-05', outstanding: 100 },
        { dueDate: '2026-02-03', outstanding: 200 },
        { dueDate: '2026-01-04', outstanding: 300 },
        { dueDate: '2025-12-01', outstanding: 0 },
      ],
      '2026-03-06',
    );
    expect(aging).toEqual({
      current: 0,
      days1to30: 100,
      days31to60: 200,
      days61to90: 300,
      over90: 0,
      total: 600,
      oldestDueDate: '2026-01-04',
    });
  });

  it("counts the rest of the month's charges as current and agrees with the ledger's balance", () => {
    const payments = [pay({ amount: 400 })];
    const aging = agingOf(accountOf(lease(), payments, '2026-03-02').charges, '2026-03-02');
    expect(aging).toMatchObject({ current: 1000, days1to30: 1000, days31to60: 600, total: 2600 });
    expect(buildLedger(lease(), payments, { from: '2026-01-01', to: '2026-03-31' }).closingBalance).toBe(aging.total);
  });
});

describe('deposits at move-out', () => {
  // Moved out at the end of February with February's rent unpaid; 1,300 of deposits held.
  const ended = lease({ endDate: '2026-02-28', status: 'expired' });
  const held = () => [
    pay({ amount: 1000, dueDate: '2026-01-05', paymentDate: '2026-01-05' }),
    pay({
      paymentType: 'security_deposit',
      amount: 1000,
      paymentDate: '2025-12-29',
      dueDate: '2026-01-01',
      referenceNumber: 'CHK-9',
    }),
    pay({ paymentType: 'pet_deposit', amount: 300, paymentDate: '2025-12-29', dueDate: '2026-01-01' }),
  ];

  it('itemizes what is required, received and held, apart from the rent balance', () => {
    const deposits = depositsOf({ securityDeposit: 1000, petDeposit: 300 }, held());
    expect(deposits).toMatchObject({
      required: { security: 1000, pet: 300, total: 1300 },
      received: { security: 1000, pet: 300, total: 1300 },
      applied: 0,
      refunded: 0,
      held: 1300,
    });
    expect(deposits.entries.map((e) => [e.description, e.amount, e.held])).toEqual([
      ['Security deposit received · CHK-9', 1000, 1000],
      ['Pet deposit received', 300, 1300],
    ]);
  });

  it('applies the deposit as a payment of the oldest open bills, and a move-out charge as a bill', () => {
    const payments = [
      ...held(),
      pay({
        paymentType: 'move_out_charge',
        status: 'pending',
        amount: 150,
        dueDate: '2026-03-10',
        paymentDate: '2026-03-10',
      }),
      pay({ paymentType: 'deposit_applied', amount: 1150, dueDate: '2026-03-10', paymentDate: '2026-03-10' }),
      pay({ paymentType: 'deposit_refund', amount: 150, dueDate: '2026-03-10', paymentDate: '2026-03-10' }),
    ];
    const ledger = buildLedger(ended, payments, { from: '2026-02-01', to: '2026-03-31' });
    expect(ledger.rows.map((r) => [r.description, r.debit, r.credit, r.balance])).toEqual([
      ['Rent – Feb 2026', 1000, 0, 1000],
      ['Move-out charge – Mar 2026', 150, 0, 1150],
      ['Deposit applied at move-out', 0, 1150, 0],
    ]);
    const { account } = accountOf(ended, payments, '2026-03-12');
    expect(account).toMatchObject({ balance: 0, credit: 0, depositsHeld: 0 });
    const deposits = depositsOf({ securityDeposit: 1000, petDeposit: 300 }, payments);
    expect(deposits).toMatchObject({ applied: 1150, refunded: 150, held: 0 });
    expect(deposits.entries.slice(2).map((e) => [e.paymentType, e.amount, e.held])).toEqual([
      ['deposit_applied', -1150, 150],
      ['deposit_refund', -150, 0],
    ]);
  });

  it('leaves what the deposit did not cover owed, and refunds nothing', () => {
    const payments = [
      ...held(),
      pay({
        paymentType: 'move_out_charge',
        status: 'pending',
        amount: 700,
        dueDate: '2026-03-10',
        paymentDate: '2026-03-10',
      }),
      pay({ paymentType: 'deposit_applied', amount: 1300, dueDate: '2026-03-10', paymentDate: '2026-03-10' }),
    ];
    const { account, charges } = accountOf(ended, payments, '2026-03-12');
    expect(account).toMatchObject({ balance: 400, pastDue: 400, depositsHeld: 0 });
    expect(charges.filter((c) => c.outstanding > 0).map((c) => [c.paymentType, c.outstanding])).toEqual([
      ['move_out_charge', 400],
    ]);
  });
});
