import { basicFiltersFromParams, filterUnits, propertyOptionsOf } from './unit-list-filters';
import {
  hasSmartCriteria,
  smartFiltersFromParams,
  toUnitSearchQuery,
  writeSmartFilters,
  emptyUnitSmartSearchFilters,
} from './unit-smart-search';

const units = [
  { id: 'a', rentalPropertyId: 'p1', propertyName: 'Maple', isAvailable: true, bedrooms: 1 },
  { id: 'b', rentalPropertyId: 'p1', propertyName: 'Maple', isAvailable: false, bedrooms: 2 },
  { id: 'c', rentalPropertyId: 'p2', propertyName: 'Aspen', isAvailable: true, bedrooms: 3 },
  { id: 'd', rentalPropertyId: 'p2', propertyName: 'Aspen', isAvailable: false, bedrooms: 5 },
  { id: 'e', rentalPropertyId: 'p3', propertyName: 'Cedar', isAvailable: true, bedrooms: 0 },
];
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('basic unit filters (client-side)', () => {
  it('all filters empty keeps every unit', () => {
    expect(ids(filterUnits(units, { property: '', availability: '', bedrooms: '' }))).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
  });
  it('filters by property, availability and bedrooms (3+ means three or more)', () => {
    expect(ids(filterUnits(units, { property: 'p1', availability: '', bedrooms: '' }))).toEqual(['a', 'b']);
    expect(ids(filterUnits(units, { property: '', availability: 'available', bedrooms: '' }))).toEqual(['a', 'c', 'e']);
    expect(ids(filterUnits(units, { property: '', availability: 'unavailable', bedrooms: '' }))).toEqual(['b', 'd']);
    expect(ids(filterUnits(units, { property: '', availability: '', bedrooms: '3+' }))).toEqual(['c', 'd']);
    expect(ids(filterUnits(units, { property: '', availability: '', bedrooms: '1' }))).toEqual(['a']);
    expect(ids(filterUnits(units, { property: 'p2', availability: 'available', bedrooms: '3+' }))).toEqual(['c']);
  });
  it('reads the filters from the URL, ignoring unknown values', () => {
    expect(basicFiltersFromParams(new URLSearchParams('property=p1&availability=available&bedrooms=3%2B'))).toEqual({
      property: 'p1',
      availability: 'available',
      bedrooms: '3+',
    });
    expect(basicFiltersFromParams(new URLSearchParams('availability=maybe&bedrooms=7'))).toEqual({
      property: '',
      availability: '',
      bedrooms: '',
    });
  });
  it('property options come from the units, by name, once each', () => {
    expect(propertyOptionsOf(units)).toEqual([
      { value: 'p2', label: 'Aspen' },
      { value: 'p3', label: 'Cedar' },
      { value: 'p1', label: 'Maple' },
    ]);
  });
});

describe('unit smart search filters', () => {
  it('round-trips through the URL and drops empty values', () => {
    const params = writeSmartFilters(new URLSearchParams('smart=1&page=4'), {
      q: 'maple',
      bedrooms: '4+',
      bathrooms: '1.5',
      minRent: '1000',
      maxRent: '',
      availableOnly: true,
      petFriendly: false,
    });
    expect(params.get('page')).toBeNull();
    expect(params.get('smart')).toBe('1');
    expect(smartFiltersFromParams(params)).toEqual({
      ...emptyUnitSmartSearchFilters,
      q: 'maple',
      bedrooms: '4+',
      bathrooms: '1.5',
      minRent: '1000',
      availableOnly: true,
    });
  });
  it('builds the GET /units/search query for a page', () => {
    const f = {
      ...emptyUnitSmartSearchFilters,
      q: ' a1 ',
      property: 'p1',
      bedrooms: '0',
      minRent: '500',
      maxRent: '2000',
      petFriendly: true,
    };
    expect(toUnitSearchQuery(f, 2)).toEqual({
      q: 'a1',
      propertyId: 'p1',
      bedrooms: '0',
      minRent: 500,
      maxRent: 2000,
      petAllowed: true,
      limit: 100,
      offset: 100,
    });
    expect(toUnitSearchQuery(emptyUnitSmartSearchFilters, 1)).toEqual({ limit: 100, offset: 0 });
    expect(hasSmartCriteria(emptyUnitSmartSearchFilters)).toBe(false);
    expect(hasSmartCriteria({ ...emptyUnitSmartSearchFilters, availableOnly: true })).toBe(true);
  });
  it('ignores invalid bedroom, bathroom and rent values from the URL', () => {
    expect(smartFiltersFromParams(new URLSearchParams('beds=9&baths=1.3&minRent=-4&maxRent=abc'))).toEqual(
      emptyUnitSmartSearchFilters,
    );
  });
});
