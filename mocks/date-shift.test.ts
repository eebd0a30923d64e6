import { shiftDates, shiftIsoText } from './date-shift';

describe('date shift of a saved store', () => {
  it('moves dates and date-times by whole days, keeping the time of day and the zone', () => {
    expect(shiftIsoText('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftIsoText('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftIsoText('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftIsoText('2026-11-18T08:00:00.000Z', 3)).toBe('2026-11-21T08:00:00.000Z');
    expect(shiftIsoText('2026-10-26T10:00:00', 2)).toBe('2026-10-28T10:00:00');
    expect(shiftIsoText('2026-10-26T10:00:00+02:00', -1)).toBe('2026-10-25T10:00:00+02:00');
  });

  it('leaves other text alone: numbers, ids, notes with a date inside', () => {
    expect(shiftIsoText('MR-2026-0040', 1)).toBeUndefined();
    expect(shiftIsoText('Late fee for rent due 2026-10-30', 1)).toBeUndefined();
    expect(shiftIsoText('2026-11', 1)).toBeUndefined();
  });

  it('moves every date of the records, at any depth, except birth dates', () => {
    const tables = {
      leases: [
        {
          id: 'l-1',
          startDate: '2026-10-15',
          endDate: null,
          monthlyRent: 2475,
          rentHistory: [{ date: '2026-10-15', amount: 2475, reason: 'Initial rent' }],
          createdAt: '2026-09-26T10:00:00.000Z',
        },
      ],
      tenants: [{ id: 't-1', dateOfBirth: '1960-09-28', backgroundCheckDate: '2026-09-29' }],
    };

    const moved = shiftDates(tables, 2);

    expect(moved).toEqual({
      leases: [
        {
          id: 'l-1',
          startDate: '2026-10-17',
          endDate: null,
          monthlyRent: 2475,
          rentHistory: [{ date: '2026-10-17', amount: 2475, reason: 'Initial rent' }],
          createdAt: '2026-09-28T10:00:00.000Z',
        },
      ],
      tenants: [{ id: 't-1', dateOfBirth: '1960-09-28', backgroundCheckDate: '2026-10-01' }],
    });
    expect(tables.leases[0].startDate).toBe('2026-10-15');
    expect(shiftDates(tables, 0)).toBe(tables);
  });
});
