import {
  activeLeases,
  availableUnits,
  occupancyBreakdown,
  occupancyPercentText,
  occupancyUnitsText,
} from './dashboard-figures';

describe('dashboard derived figures', () => {
  it('available units are total minus occupied', () => {
    expect(availableUnits({ totalUnits: 24, occupiedUnits: 18 })).toBe(6);
    expect(availableUnits({ totalUnits: 0, occupiedUnits: 0 })).toBe(0);
  });

  it('never reports negative available units when counts disagree', () => {
    expect(availableUnits({ totalUnits: 3, occupiedUnits: 5 })).toBe(0);
  });

  it('active leases equal occupied units', () => {
    expect(activeLeases({ totalUnits: 24, occupiedUnits: 18 })).toBe(18);
  });

  it('unavailable is total minus occupied minus available', () => {
    expect(occupancyBreakdown(30, 18, 8)).toEqual({ occupied: 18, available: 8, unavailable: 4 });
    // With the client-derived available count nothing is left unavailable.
    expect(occupancyBreakdown(24, 18, 6).unavailable).toBe(0);
    expect(occupancyBreakdown(10, 8, 5).unavailable).toBe(0);
  });

  it('says "N of M units" under the occupancy rate', () => {
    expect(occupancyUnitsText({ totalUnits: 24, occupiedUnits: 18 })).toBe('18 of 24 units');
  });

  it('shows the occupancy rate as a percentage with at most one decimal', () => {
    expect(occupancyPercentText(75, { totalUnits: 24, occupiedUnits: 18 })).toBe('75%');
    expect(occupancyPercentText(83.333, { totalUnits: 6, occupiedUnits: 5 })).toBe('83.3%');
    expect(occupancyPercentText(undefined, { totalUnits: 3, occupiedUnits: 2 })).toBe('66.7%');
    expect(occupancyPercentText(null, { totalUnits: 0, occupiedUnits: 0 })).toBe('0%');
  });
});
