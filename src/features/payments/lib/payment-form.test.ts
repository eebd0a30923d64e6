import { keptLeaseId } from './payment-form';

describe('the lease of a payment opened from another screen', () => {
  it('keeps the named lease while the unit and tenant are the named ones, else leaves it to the assignment', () => {
    const named = { unitId: 'u1', tenantId: 't1', leaseId: 'l-old' };
    expect(keptLeaseId({ unitId: 'u1', tenantId: 't1' }, named)).toBe('l-old');
    expect(keptLeaseId({ unitId: 'u2', tenantId: 't1' }, named)).toBeNull();
    expect(keptLeaseId({ unitId: 'u1', tenantId: 't2' }, named)).toBeNull();
    expect(keptLeaseId({ unitId: 'u1', tenantId: 't1' }, { unitId: 'u1', tenantId: 't1', leaseId: null })).toBeNull();
    expect(keptLeaseId({ unitId: 'u1', tenantId: 't1' }, null)).toBeNull();
  });
});
