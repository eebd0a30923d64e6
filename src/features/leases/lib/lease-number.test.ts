import { firstLeaseSequence, isLeaseNumberTaken, leaseNumberAt, leaseNumberPrefix } from './lease-number';

describe('lease number series', () => {
  it('numbers a year from L-<year>-1001', () => {
    expect(leaseNumberPrefix('2027')).toBe('L-2027-');
    expect(leaseNumberAt('2027', firstLeaseSequence(0))).toBe('L-2027-1001');
    expect(leaseNumberAt('2027', firstLeaseSequence(41))).toBe('L-2027-1042');
    expect(leaseNumberAt('2027', 12)).toBe('L-2027-0012');
  });

  it('finds a number only when a lease has exactly it, not a longer one containing it', () => {
    const leases = [{ leaseNumber: 'L-2027-10040' }, { leaseNumber: ' l-2027-1003 ' }];
    expect(isLeaseNumberTaken(leases, 'L-2027-1004')).toBe(false);
    expect(isLeaseNumberTaken(leases, 'L-2027-1003')).toBe(true);
    expect(isLeaseNumberTaken([], 'L-2027-1001')).toBe(false);
  });
});
