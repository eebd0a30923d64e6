import {
  annualRentalIncome,
  appreciationPercent,
  capRatePercent,
  monthlyRentalIncome,
  occupancyRate,
  occupiedUnitCount,
} from './property-figures';
import { parseTaxComponents, serializeTaxComponents, totalFromComponents } from './tax-components';
import { propertyTypeLabel } from './property-types';

const units = [
  { isAvailable: false, monthlyRent: 1200 },
  { isAvailable: true, monthlyRent: 900 },
  { isAvailable: false, monthlyRent: 1350.5 },
];

describe('occupancy', () => {
  it('counts only units that are not available as occupied', () => {
    expect(occupiedUnitCount(units)).toBe(2);
    expect(occupiedUnitCount([])).toBe(0);
    expect(occupiedUnitCount(undefined)).toBe(0);
  });
  it('rounds the rate to a whole percent and is 0 without units', () => {
    expect(occupancyRate(2, 3)).toBe(67);
    expect(occupancyRate(1, 3)).toBe(33);
    expect(occupancyRate(0, 0)).toBe(0);
    expect(occupancyRate(4, 4)).toBe(100);
  });
});

describe('rental income', () => {
  it('sums only the rent of occupied units; annual is monthly × 12', () => {
    expect(monthlyRentalIncome(units)).toBe(2550.5);
    expect(annualRentalIncome(2550.5)).toBe(30606);
  });
});

describe('cap rate', () => {
  it('is annual rent / purchase price × 100 to 2 decimals', () => {
    expect(capRatePercent(30606, 400000)).toBe(7.65);
    expect(capRatePercent(10000, 300000)).toBe(3.33);
  });
  it('is null unless both purchase price and rent are positive', () => {
    expect(capRatePercent(0, 400000)).toBeNull();
    expect(capRatePercent(12000, 0)).toBeNull();
    expect(capRatePercent(12000, null)).toBeNull();
  });
});

describe('appreciation', () => {
  it('is the change from purchase price in percent', () => {
    expect(appreciationPercent(200000, 250000)).toBe(25);
    expect(appreciationPercent(300000, 270000)).toBe(-10);
    expect(appreciationPercent(300000, 301000)).toBe(0.33);
  });
  it('is null unless both values exist', () => {
    expect(appreciationPercent(null, 250000)).toBeNull();
    expect(appreciationPercent(200000, undefined)).toBeNull();
  });
});

describe('tax components', () => {
  const components = [
    { taxType: 'county' as const, taxingAuthority: 'Travis County', annualAmount: 1200.1 },
    { taxType: 'school_district' as const, taxingAuthority: 'AISD', annualAmount: 2400.2, description: 'ISD' },
  ];
  it('totals the components to the cent', () => {
    expect(totalFromComponents(components)).toBe(3600.3);
    expect(totalFromComponents([])).toBe(0);
  });
  it('round-trips through the stored JSON text with total and lastUpdated', () => {
    const text = serializeTaxComponents(components, new Date('2026-01-02T03:04:05Z'))!;
    const doc = JSON.parse(text);
    expect(doc.totalAnnualAmount).toBe(3600.3);
    expect(doc.lastUpdated).toBe('2026-01-02T03:04:05.000Z');
    expect(parseTaxComponents(text)).toEqual(components);
  });
  it('reads unreadable text as no components and stores none as null', () => {
    expect(parseTaxComponents('not json')).toEqual([]);
    expect(parseTaxComponents(null)).toEqual([]);
    expect(serializeTaxComponents([])).toBeNull();
  });
});

describe('property type label', () => {
  it('uses the spec labels', () => {
    expect(propertyTypeLabel('single-family')).toBe('Single Family Home');
    expect(propertyTypeLabel('mixed-use')).toBe('Mixed-Use Property');
    expect(propertyTypeLabel('condo')).toBe('Condo');
  });
});
