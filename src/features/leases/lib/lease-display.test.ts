import type { Assignment } from '@/lib/api/schema.gen';
import {
  daysUntil,
  endsWithinDays,
  gracePeriodText,
  lateFeeText,
  leaseTenantNames,
  statusFromParam,
} from './lease-display';

const TODAY = '2026-03-01';

function assignment(over: Partial<Assignment>): Assignment {
  return {
    id: 'a',
    tenantId: 't',
    unitId: 'u',
    leaseId: 'l',
    isPrimary: true,
    startDate: '2025-03-01',
    endDate: null,
    tenant: { id: 't', firstName: 'Ann', lastName: 'Lee', email: 'a@x.com', status: 'active' },
    unit: null,
    lease: null,
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    ...over,
  };
}

describe('lease card helpers', () => {
  it('marks a running lease that ends within 60 days (today and day 60 included), not one ended or later', () => {
    expect(daysUntil('2026-03-31', TODAY)).toBe(30);
    expect(endsWithinDays({ status: 'active', endDate: TODAY }, TODAY)).toBe(true);
    expect(endsWithinDays({ status: 'active', endDate: '2026-04-30' }, TODAY)).toBe(true); // 60 days
    expect(endsWithinDays({ status: 'active', endDate: '2026-05-01' }, TODAY)).toBe(false); // 61 days
    expect(endsWithinDays({ status: 'active', endDate: '2026-02-28' }, TODAY)).toBe(false);
    expect(endsWithinDays({ status: 'draft', endDate: '2026-03-10' }, TODAY)).toBe(true);
    expect(endsWithinDays({ status: 'expired', endDate: '2026-03-10' }, TODAY)).toBe(false);
  });

  it('lists tenants primary first, each once', () => {
    const co = assignment({
      id: 'b',
      isPrimary: false,
      tenant: { id: 'c', firstName: 'Bo', lastName: 'Ray', email: 'b@x.com', status: 'active' },
    });
    expect(leaseTenantNames([co, assignment({}), assignment({ id: 'c' })])).toEqual(['Ann Lee', 'Bo Ray']);
  });

  it('reads only known statuses from the URL', () => {
    expect(statusFromParam('active')).toBe('active');
    expect(statusFromParam('bogus')).toBe('');
    expect(statusFromParam(null)).toBe('');
  });
});

describe('late-fee terms as shown', () => {
  it('names the figure of each kind of late fee', () => {
    expect(lateFeeText({ lateFeeType: 'fixed_amount', lateFeeAmount: 75 })).toBe('$75.00 (fixed)');
    expect(lateFeeText({ lateFeeType: 'percentage', lateFeePercentage: 5 })).toBe('5% of monthly rent');
    expect(lateFeeText({ lateFeeType: 'daily', lateFeeDailyAmount: 10 })).toBe('$10.00 per day');
    expect(lateFeeText({ lateFeeType: 'none', lateFeeAmount: 75 })).toBe('None');
    expect(lateFeeText({ lateFeeType: null })).toBe('None');
  });

  it('gives the grace period in days, the default when the lease sets none', () => {
    expect(gracePeriodText({ lateFeeGracePeriodDays: 7 })).toBe('7 days');
    expect(gracePeriodText({ lateFeeGracePeriodDays: 1 })).toBe('1 day');
    expect(gracePeriodText({ lateFeeGracePeriodDays: 0 })).toBe('0 days');
    expect(gracePeriodText({ lateFeeGracePeriodDays: null })).toBe('5 days');
  });
});
