import {
  addMonths,
  amountPaid,
  canApplyLateFee,
  daysOverdue,
  DEFAULT_GRACE_DAYS,
  firstOfNextMonth,
  graceDays,
  lastDayOfMonth,
  lateFeeFor,
  leaseLateFee,
  overdueSeverity,
  prefillAmount,
  rentRollDueDate,
  rentRollStatus,
  rentRollStatusLabel,
  type LateFeeSettings,
} from './late-fees';

const fixed: LateFeeSettings = {
  lateFeeEnabled: true,
  lateFeeDaysGrace: 5,
  lateFeeCalculationType: 'fixed',
  lateFeeAmount: 75,
};
const percentage: LateFeeSettings = {
  lateFeeEnabled: true,
  lateFeeDaysGrace: 5,
  lateFeeCalculationType: 'percentage',
  lateFeePercentage: 5,
};
const daily: LateFeeSettings = {
  lateFeeEnabled: true,
  lateFeeDaysGrace: 3,
  lateFeeCalculationType: 'daily',
  lateFeeDailyAmount: 10,
};

describe('days overdue (spec 2 §5: counted from the due date)', () => {
  it('counts calendar days from the due date, across months and leap days', () => {
    expect(daysOverdue('2026-11-05', '2026-11-05')).toBe(0);
    expect(daysOverdue('2026-11-05', '2026-11-06')).toBe(1);
    expect(daysOverdue('2028-02-27', '2028-03-01')).toBe(3);
    expect(daysOverdue('2026-11-10', '2026-11-05')).toBe(-5);
  });
});

describe('grace period (spec 2 §5: the property days of grace, default 5)', () => {
  it('uses the property setting, 0 included, else 5', () => {
    expect(graceDays({ lateFeeDaysGrace: 10 })).toBe(10);
    expect(graceDays({ lateFeeDaysGrace: 0 })).toBe(0);
    expect(graceDays({ lateFeeDaysGrace: null })).toBe(DEFAULT_GRACE_DAYS);
    expect(graceDays(undefined)).toBe(5);
  });
});

describe('late fee amount (spec 2 §5)', () => {
  it('gives no fee within the grace period (grace day itself included) and the fee the day after', () => {
    expect(lateFeeFor(fixed, 1500, 5)).toEqual({
      gracePeriodDays: 5,
      isInGracePeriod: true,
      isPastGrace: false,
      amount: 0,
    });
    expect(lateFeeFor(fixed, 1500, 6)).toEqual({
      gracePeriodDays: 5,
      isInGracePeriod: false,
      isPastGrace: true,
      amount: 75,
    });
  });

  it('is not in grace before the due date has passed', () => {
    expect(lateFeeFor(fixed, 1500, 0).isInGracePeriod).toBe(false);
    expect(lateFeeFor(fixed, 1500, 1).isInGracePeriod).toBe(true);
  });

  it('fixed gives the fixed amount at any number of days', () => {
    expect(lateFeeFor(fixed, 1500, 8).amount).toBe(75);
    expect(lateFeeFor(fixed, 1500, 31).amount).toBe(75);
  });

  it('percentage gives rent × percentage / 100', () => {
    expect(lateFeeFor(percentage, 1650, 16).amount).toBe(82.5);
    expect(lateFeeFor(percentage, 1333.33, 16).amount).toBe(66.67);
  });

  it('daily gives the daily amount × days past the grace period', () => {
    expect(lateFeeFor(daily, 1500, 3).amount).toBe(0);
    expect(lateFeeFor(daily, 1500, 4).amount).toBe(10);
    expect(lateFeeFor(daily, 1500, 7).amount).toBe(40);
    expect(lateFeeFor(daily, 1500, 15).amount).toBe(120);
    expect(lateFeeFor(daily, 1500, 30).amount).toBe(270);
    expect(lateFeeFor(daily, 1500, 31).amount).toBe(280);
  });

  it('is 0 when late fees are disabled or the amount is unset', () => {
    expect(lateFeeFor({ ...fixed, lateFeeEnabled: false }, 1500, 20).amount).toBe(0);
    expect(lateFeeFor({ ...fixed, lateFeeAmount: null }, 1500, 20).amount).toBe(0);
    expect(lateFeeFor(null, 1500, 20)).toMatchObject({ gracePeriodDays: 5, isPastGrace: true, amount: 0 });
  });
});

describe('canApplyLateFee (spec 2 §5: enabled, past grace, pending or partial)', () => {
  it('is offered for a pending or partial rent past the grace period', () => {
    expect(canApplyLateFee({ settings: fixed, days: 6, status: 'pending' })).toBe(true);
    expect(canApplyLateFee({ settings: fixed, days: 31, status: 'partial', paymentType: 'rent' })).toBe(true);
  });

  it('is not offered on the last grace day, when disabled, or for other statuses and types', () => {
    expect(canApplyLateFee({ settings: fixed, days: 5, status: 'pending' })).toBe(false);
    expect(canApplyLateFee({ settings: { ...fixed, lateFeeEnabled: false }, days: 20, status: 'pending' })).toBe(false);
    for (const status of ['completed', 'failed', 'cancelled', 'refunded'] as const)
      expect(canApplyLateFee({ settings: fixed, days: 20, status })).toBe(false);
    expect(canApplyLateFee({ settings: fixed, days: 20, status: 'pending', paymentType: 'utility' })).toBe(false);
  });
});

describe('amount paid (spec 2 §4: only completed payments count)', () => {
  it('sums the completed payments only', () => {
    expect(
      amountPaid([
        { amount: 600.1, status: 'completed' },
        { amount: 0.2, status: 'completed' },
        { amount: 900, status: 'pending' },
        { amount: 900, status: 'partial' },
        { amount: 900, status: 'failed' },
        { amount: 900, status: 'refunded' },
        { amount: 900, status: 'cancelled' },
      ]),
    ).toBe(600.3);
  });
});

describe('rent roll status (spec 2 §4)', () => {
  const grace = 5;
  it('paid when paid is at least expected', () => {
    expect(rentRollStatus({ expected: 1500, paid: 1500, days: 40, gracePeriodDays: grace })).toBe('paid');
    expect(rentRollStatus({ expected: 1500, paid: 1600, days: 0, gracePeriodDays: grace })).toBe('paid');
  });
  it('partial when paid is above 0 and below expected, even past grace', () => {
    expect(rentRollStatus({ expected: 1500, paid: 0.01, days: 20, gracePeriodDays: grace })).toBe('partial');
  });
  it('overdue past the grace period, unpaid within it (shown as Grace Period) and before the due date', () => {
    expect(rentRollStatus({ expected: 1500, paid: 0, days: 6, gracePeriodDays: grace })).toBe('overdue');
    expect(rentRollStatus({ expected: 1500, paid: 0, days: 5, gracePeriodDays: grace })).toBe('unpaid');
    expect(rentRollStatusLabel('unpaid', true)).toBe('Grace Period');
    expect(rentRollStatus({ expected: 1500, paid: 0, days: -3, gracePeriodDays: grace })).toBe('unpaid');
    expect(rentRollStatusLabel('unpaid', false)).toBe('Unpaid');
  });
});

describe('month and due-date helpers (spec 2 §2, §5)', () => {
  it('rent roll due date: the 5th of the viewed month, a month later once today is past it', () => {
    expect(rentRollDueDate('2026-11', '2026-11-04')).toBe('2026-11-05');
    expect(rentRollDueDate('2026-11', '2026-11-05')).toBe('2026-11-05');
    expect(rentRollDueDate('2026-11', '2026-11-06')).toBe('2026-12-05');
    expect(rentRollDueDate('2026-12', '2026-12-24')).toBe('2027-01-05');
  });
  it('rent prefill due date is the first of next month', () => {
    expect(firstOfNextMonth('2026-11-24')).toBe('2026-12-01');
    expect(firstOfNextMonth('2026-12-31')).toBe('2027-01-01');
  });
  it('adds months and finds the last day', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
  });
});

describe('amount prefill by type (spec 2 §5)', () => {
  it('rent is the monthly rent; a deposit the deposit, else the rent; a late fee max(5% of rent, 50)', () => {
    expect(prefillAmount('rent', { monthlyRent: 1650 })).toBe(1650);
    expect(prefillAmount('security_deposit', { monthlyRent: 1650, securityDeposit: 2000 })).toBe(2000);
    expect(prefillAmount('security_deposit', { monthlyRent: 1650, securityDeposit: null })).toBe(1650);
    expect(prefillAmount('late_fee', { monthlyRent: 1650 })).toBe(82.5);
    expect(prefillAmount('late_fee', { monthlyRent: 900 })).toBe(50);
    expect(prefillAmount('utility', { monthlyRent: 900 })).toBeNull();
  });
});

describe('overdueSeverity (spec 2 §4: up to 7 low; 8-15 medium; 16-30 high; above 30 critical)', () => {
  it.each([
    [1, 'low'],
    [7, 'low'],
    [8, 'medium'],
    [15, 'medium'],
    [16, 'high'],
    [30, 'high'],
    [31, 'critical'],
    [400, 'critical'],
  ] as const)('%i days overdue is %s', (days, band) => {
    expect(overdueSeverity(days)).toBe(band);
  });
});

describe('lateFeeFor (spec 2 §5)', () => {
  const fixed = {
    lateFeeEnabled: true,
    lateFeeDaysGrace: 5,
    lateFeeCalculationType: 'fixed' as const,
    lateFeeAmount: 75,
  };
  it('charges nothing within the grace period and marks it as grace', () => {
    const r = lateFeeFor(fixed, 1650, 5);
    expect(r).toMatchObject({ gracePeriodDays: 5, isInGracePeriod: true, isPastGrace: false, amount: 0 });
  });
  it('gives the fixed amount once past the grace period', () => {
    expect(lateFeeFor(fixed, 1650, 6)).toMatchObject({ isInGracePeriod: false, isPastGrace: true, amount: 75 });
  });
  it('gives rent × percentage / 100 for percentage', () => {
    expect(
      lateFeeFor(
        { lateFeeEnabled: true, lateFeeDaysGrace: 3, lateFeeCalculationType: 'percentage', lateFeePercentage: 5 },
        1650,
        10,
      ).amount,
    ).toBe(82.5);
  });
  it('gives the daily amount × days past the grace period for daily', () => {
    expect(
      lateFeeFor(
        { lateFeeEnabled: true, lateFeeDaysGrace: 5, lateFeeCalculationType: 'daily', lateFeeDailyAmount: 10 },
        1650,
        12,
      ).amount,
    ).toBe(70);
  });
  it('defaults the grace period to 5 days when the property leaves it unset', () => {
    const r = lateFeeFor(
      { lateFeeEnabled: true, lateFeeDaysGrace: null, lateFeeCalculationType: 'fixed', lateFeeAmount: 50 },
      1000,
      5,
    );
    expect(r.gracePeriodDays).toBe(DEFAULT_GRACE_DAYS);
    expect(r.amount).toBe(0);
    expect(
      lateFeeFor({ lateFeeEnabled: true, lateFeeCalculationType: 'fixed', lateFeeAmount: 50 }, 1000, 6).amount,
    ).toBe(50);
  });
  it('charges nothing when late fees are disabled', () => {
    expect(lateFeeFor({ ...fixed, lateFeeEnabled: false }, 1650, 40).amount).toBe(0);
  });
});

describe('canApplyLateFee as the mock asks it (type and earlier fee known)', () => {
  const settings = {
    lateFeeEnabled: true,
    lateFeeDaysGrace: 5,
    lateFeeCalculationType: 'fixed' as const,
    lateFeeAmount: 75,
  };
  const base = { settings, days: 10, status: 'pending' as const, paymentType: 'rent' as const, alreadyApplied: false };
  it('applies to a pending or partial rent past its grace period', () => {
    expect(canApplyLateFee(base)).toBe(true);
    expect(canApplyLateFee({ ...base, status: 'partial' })).toBe(true);
  });
  it('does not apply within grace, to other statuses, when disabled, to other types, or twice', () => {
    expect(canApplyLateFee({ ...base, days: 5 })).toBe(false);
    expect(canApplyLateFee({ ...base, status: 'completed' })).toBe(false);
    expect(canApplyLateFee({ ...base, settings: { ...settings, lateFeeEnabled: false } })).toBe(false);
    expect(canApplyLateFee({ ...base, paymentType: 'utility' })).toBe(false);
    expect(canApplyLateFee({ ...base, alreadyApplied: true })).toBe(false);
  });
});

describe('leaseLateFee (fee calculation of a lease)', () => {
  const lease = { monthlyRent: 2000, lateFeeGracePeriodDays: 5 };
  it('follows the lease type past its grace period', () => {
    expect(leaseLateFee({ ...lease, lateFeeType: 'fixed_amount', lateFeeAmount: 75 }, 6).lateFee).toBe(75);
    expect(leaseLateFee({ ...lease, lateFeeType: 'percentage', lateFeePercentage: 4 }, 6).lateFee).toBe(80);
    expect(leaseLateFee({ ...lease, lateFeeType: 'daily', lateFeeDailyAmount: 12.5 }, 9).lateFee).toBe(50);
    expect(leaseLateFee({ ...lease, lateFeeType: 'none' }, 30).lateFee).toBe(0);
  });
  it('charges nothing within the grace period (default 5 days)', () => {
    expect(leaseLateFee({ ...lease, lateFeeType: 'fixed_amount', lateFeeAmount: 75 }, 5).lateFee).toBe(0);
    expect(leaseLateFee({ monthlyRent: 2000, lateFeeType: 'fixed_amount', lateFeeAmount: 75 }, 5)).toEqual({
      gracePeriodDays: 5,
      lateFee: 0,
    });
  });
});
