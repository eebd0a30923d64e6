import { describe, expect, it } from 'vitest';
import { bulkTenantsCountText, unassignedFirst } from './bulk-tenants';

describe('unassignedFirst', () => {
  it('lists the tenants without an active lease first, then the others, then those already on the unit', () => {
    const tenants = [
      { id: 'a', hasActiveLease: true },
      { id: 'b', hasActiveLease: false },
      { id: 'c', hasActiveLease: true },
      { id: 'd', hasActiveLease: false },
      { id: 'e', hasActiveLease: false },
    ];
    expect(unassignedFirst(tenants, new Set(['d'])).map((t) => t.id)).toEqual(['b', 'e', 'a', 'c', 'd']);
  });
});

describe('bulkTenantsCountText', () => {
  it('asks to type when the page holds only part of the tenants', () => {
    expect(bulkTenantsCountText(100, 7800, '')).toBe(
      'Showing 100 of 7,800 tenants. Type a name or email to narrow the list.',
    );
  });

  it('counts every match when the page holds them all', () => {
    expect(bulkTenantsCountText(1, 1, 'ann')).toBe('1 tenant matches "ann".');
    expect(bulkTenantsCountText(12, 12, '')).toBe('12 tenants');
  });

  it('says when nothing matches', () => {
    expect(bulkTenantsCountText(0, 0, ' zzz ')).toBe('No tenants match "zzz".');
    expect(bulkTenantsCountText(0, 0, '')).toBe('No tenants yet.');
  });
});
