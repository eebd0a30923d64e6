import type { Unit } from '@/lib/api/schema.gen';
import { PAGE_SIZES } from '@/lib/page-sizes';

/** Rows per page of the units table (client-side paging of the fetched rows, or server paging in smart search). */
export const UNITS_PAGE_SIZE = PAGE_SIZES.units;

export type AvailabilityFilter = '' | 'available' | 'unavailable';
export type BasicBedroomsFilter = '' | '1' | '2' | '3+';

/** The basic filters of the units list (spec 1 §2), applied on the client. '' means "all". */
export interface BasicUnitFilters {
  property: string;
  availability: AvailabilityFilter;
  bedrooms: BasicBedroomsFilter;
}

export const AVAILABILITY_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'available', label: 'Available only' },
  { value: 'unavailable', label: 'Unavailable only' },
] as const;

export const BASIC_BEDROOM_OPTIONS = [
  { value: '', label: 'All' },
  { value: '1', label: '1' },
  { value: '2', label: '2' },
  { value: '3+', label: '3+' },
] as const;

function oneOf<T extends string>(value: string | null, allowed: readonly { value: T }[]): T {
  return (allowed.find((o) => o.value === value)?.value ?? '') as T;
}

/** Reads the basic filters from the URL (unknown values are ignored). */
export function basicFiltersFromParams(params: URLSearchParams): BasicUnitFilters {
  return {
    property: params.get('property') ?? '',
    availability: oneOf(params.get('availability'), AVAILABILITY_OPTIONS),
    bedrooms: oneOf(params.get('bedrooms'), BASIC_BEDROOM_OPTIONS),
  };
}

/** Whether a unit passes the basic filters: property, availability, bedrooms (3+ = three or more). */
export function matchesBasicFilters(
  unit: Pick<Unit, 'rentalPropertyId' | 'isAvailable' | 'bedrooms'>,
  filters: BasicUnitFilters,
): boolean {
  if (filters.property && unit.rentalPropertyId !== filters.property) return false;
  if (filters.availability === 'available' && !unit.isAvailable) return false;
  if (filters.availability === 'unavailable' && unit.isAvailable) return false;
  if (filters.bedrooms === '3+') return (unit.bedrooms ?? 0) >= 3;
  if (filters.bedrooms) return (unit.bedrooms ?? 0) === Number(filters.bedrooms);
  return true;
}

export function filterUnits<T extends Pick<Unit, 'rentalPropertyId' | 'isAvailable' | 'bedrooms'>>(
  units: readonly T[],
  filters: BasicUnitFilters,
): T[] {
  if (!filters.property && !filters.availability && !filters.bedrooms) return units.slice();
  return units.filter((u) => matchesBasicFilters(u, filters));
}

/** The properties that have units, for the property filter (id → name), by name. */
export function propertyOptionsOf(
  units: readonly Pick<Unit, 'rentalPropertyId' | 'propertyName'>[],
): { value: string; label: string }[] {
  const names = new Map<string, string>();
  for (const u of units) if (!names.has(u.rentalPropertyId)) names.set(u.rentalPropertyId, u.propertyName);
  return [...names].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}
