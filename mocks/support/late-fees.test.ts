import {
  daysBetween,
  DEFAULT_GRACE_DAYS,
  lateFeeApplicable,
  leaseLateFee,
  overdueSeverity,
  propertyLateFee,
} from './late-fees';

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

describe('daysBetween', () => {
  it('counts whole UTC days from the due date', () => {
    expect(daysBetween('2026-11-05', '2026-11-22')).toBe(17);
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2026-11-22', '2026-11-05')).toBe(-17);
  });
});

describe('propertyLateFee (spec 2 §5)', () => {
  const fixed = {
    lateFeeEnabled: true,
    lateFeeDaysGrace: 5,
    lateFeeCalculationType: 'fixed' as const,
    lateFeeAmount: 75,
  };
  it('charges nothing within the grace period and marks it as grace', () => {
    const r = propertyLateFee(fixed, 1650, 5);
    expect(r).toMatchObject({ gracePeriodDays: 5, isInGracePeriod: true, isPastGrace: false, amount: 0 });
  });
  it('gives the fixed amount once past the grace period', () => {
    expect(propertyLateFee(fixed, 1650, 6)).toMatchObject({ isInGracePeriod: false, isPastGrace: true, amount: 75 });
  });
  it('gives rent × percentage / 100 for percentage', () => {
    expect(
      propertyLateFee(
        { lateFeeEnabled: true, lateFeeDaysGrace: 3, lateFeeCalculationType: 'percentage', lateFeePercentage: 5 },
        1650,
        10,
      ).amount,
    ).toBe(82.5);
  });
  it('gives the daily amount × days past the grace period for daily', () => {
    expect(
      propertyLateFee(
        { lateFeeEnabled: true, lateFeeDaysGrace: 5, lateFeeCalculationType: 'daily', lateFeeDailyAmount: 10 },
        1650,
        12,
      ).amount,
    ).toBe(70);
  });
  it('defaults the grace period to 5 days when the property leaves it unset', () => {
    const r = propertyLateFee(
      { lateFeeEnabled: true, lateFeeDaysGrace: null, lateFeeCalculationType: 'fixed', lateFeeAmount: 50 },
      1000,
      5,
    );
    expect(r.gracePeriodDays).toBe(DEFAULT_GRACE_DAYS);
    expect(r.amount).toBe(0);
    expect(
      propertyLateFee({ lateFeeEnabled: true, lateFeeCalculationType: 'fixed', lateFeeAmount: 50 }, 1000, 6).amount,
    ).toBe(50);
  });
  it('charges nothing when late fees are disabled', () => {
    expect(propertyLateFee({ ...fixed, lateFeeEnabled: false }, 1650, 40).amount).toBe(0);
  });
});

describe('lateFeeApplicable (Apply Late Fee button rule)', () => {
  const settings = {
    lateFeeEnabled: true,
    lateFeeDaysGrace: 5,
    lateFeeCalculationType: 'fixed' as const,
    lateFeeAmount: 75,
  };
  const base = { settings, days: 10, status: 'pending' as const, paymentType: 'rent' as const, alreadyApplied: false };
  it('applies to a pending or partial rent past its grace period', () => {
    expect(lateFeeApplicable(base)).toBe(true);
    expect(lateFeeApplicable({ ...base, status: 'partial' })).toBe(true);
  });
  it('does not apply within grace, to other statuses, when disabled, to other types, or twice', () => {
    expect(lateFeeApplicable({ ...base, days: 5 })).toBe(false);
    expect(lateFeeApplicable({ ...base, status: 'completed' })).toBe(false);
    expect(lateFeeApplicable({ ...base, settings: { ...settings, lateFeeEnabled: false } })).toBe(false);
    expect(lateFeeApplicable({ ...base, paymentType: 'utility' })).toBe(false);
    expect(lateFeeApplicable({ ...base, alreadyApplied: true })).toBe(false);
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
