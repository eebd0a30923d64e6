import { oakResults } from '../testing/search-fixtures';
import { groupCountText, searchHitHref, toSearchGroups } from './search-results';

describe('search results mapping', () => {
  it('counts "N of M results" only when the group is truncated', () => {
    expect(groupCountText(10, 14)).toBe('10 of 14 results');
    expect(groupCountText(3, 3)).toBe('3 results');
    expect(groupCountText(1, 1)).toBe('1 result');
  });

  it("links each hit to its entity's route", () => {
    expect(searchHitHref('properties', 'p 1')).toBe('/properties/p%201');
    expect(searchHitHref('units', 'u-1')).toBe('/units/u-1');
    expect(searchHitHref('tenants', 't-1')).toBe('/tenants/t-1');
    expect(searchHitHref('maintenance_requests', 'm-1')).toBe('/maintenance-requests/m-1');
  });

  it('keeps the four groups in order, even when the answer is missing', () => {
    expect(toSearchGroups(undefined).map((group) => [group.label, group.items.length, group.totalHits])).toEqual([
      ['Properties', 0, 0],
      ['Units', 0, 0],
      ['Tenants', 0, 0],
      ['Maintenance Requests', 0, 0],
    ]);
    expect(toSearchGroups(oakResults).map((group) => [group.key, group.items.length, group.totalHits])).toEqual([
      ['properties', 1, 1],
      ['units', 10, 14],
      ['tenants', 1, 1],
      ['maintenance_requests', 1, 1],
    ]);
  });

  it('shows each hit kind with the fields the spec lists', () => {
    const [properties, units, tenants, maintenance] = toSearchGroups(oakResults);
    expect(properties!.items[0]).toMatchObject({
      title: 'Oak Ridge Apartments',
      details: ['12 Oak Ridge Rd', 'Austin, TX', '14 units'],
    });
    expect(units!.items[0]).toMatchObject({
      title: 'Unit 101',
      details: ['Oak Ridge Apartments', '$1,450.00 per month'],
      badges: [{ label: 'Available' }],
    });
    expect(units!.items[1]!.badges).toEqual([expect.objectContaining({ label: 'Occupied' })]);
    expect(tenants!.items[0]).toMatchObject({
      title: 'Olivia Oakley',
      details: ['olivia.oakley@example.com'],
      badges: [expect.objectContaining({ label: 'Active' }), expect.objectContaining({ label: 'Active Lease' })],
    });
    expect(maintenance!.items[0]).toMatchObject({
      title: 'Oak tree branch on roof',
      details: ['MR-2024-0042'],
      badges: [
        expect.objectContaining({ label: 'In Progress' }),
        expect.objectContaining({ label: 'High Priority', meaning: 'priority' }),
      ],
    });
  });
});
