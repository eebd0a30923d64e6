import { UNITS_PAGE_SIZE } from './unit-list-filters';

export { SEARCH_DEBOUNCE_MS, SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS } from '@/lib/search';

/** The unit smart search's filters (spec 1 §2), as kept in the URL. '' means "any". */
export interface UnitSmartSearchFilters {
  q: string;
  property: string;
  bedrooms: string;
  bathrooms: string;
  minRent: string;
  maxRent: string;
  availableOnly: boolean;
  petFriendly: boolean;
}

export const emptyUnitSmartSearchFilters: UnitSmartSearchFilters = {
  q: '',
  property: '',
  bedrooms: '',
  bathrooms: '',
  minRent: '',
  maxRent: '',
  availableOnly: false,
  petFriendly: false,
};

export const SMART_BEDROOM_OPTIONS = [
  { value: '', label: 'Any' },
  { value: '0', label: 'Studio (0)' },
  { value: '1', label: '1' },
  { value: '2', label: '2' },
  { value: '3', label: '3' },
  { value: '4+', label: '4+' },
] as const;

export const SMART_BATHROOM_OPTIONS = [
  { value: '', label: 'Any' },
  { value: '1', label: '1' },
  { value: '1.5', label: '1.5' },
  { value: '2', label: '2' },
  { value: '2.5', label: '2.5' },
  { value: '3+', label: '3+' },
] as const;

/** URL parameter names of the smart search (the basic list uses property, availability, bedrooms). */
const PARAM = {
  q: 'q',
  property: 'property',
  bedrooms: 'beds',
  bathrooms: 'baths',
  minRent: 'minRent',
  maxRent: 'maxRent',
  availableOnly: 'available',
  petFriendly: 'pets',
} as const;

const allowed = (value: string | null, options: readonly { value: string }[]) =>
  options.some((o) => o.value === value) ? (value as string) : '';

const rent = (value: string | null) => {
  const n = Number(value);
  return value && Number.isFinite(n) && n >= 0 ? value : '';
};

export function smartFiltersFromParams(params: URLSearchParams): UnitSmartSearchFilters {
  return {
    q: params.get(PARAM.q) ?? '',
    property: params.get(PARAM.property) ?? '',
    bedrooms: allowed(params.get(PARAM.bedrooms), SMART_BEDROOM_OPTIONS),
    bathrooms: allowed(params.get(PARAM.bathrooms), SMART_BATHROOM_OPTIONS),
    minRent: rent(params.get(PARAM.minRent)),
    maxRent: rent(params.get(PARAM.maxRent)),
    availableOnly: params.get(PARAM.availableOnly) === 'true',
    petFriendly: params.get(PARAM.petFriendly) === 'true',
  };
}

/** Writes changed smart-search filters into the URL params (empty ones removed; paging restarts). */
export function writeSmartFilters(params: URLSearchParams, change: Partial<UnitSmartSearchFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change) as [keyof UnitSmartSearchFilters, string | boolean][]) {
    const name = PARAM[key];
    if (value === '' || value === false) next.delete(name);
    else next.set(name, value === true ? 'true' : String(value));
  }
  next.delete('page');
  return next;
}

export function hasSmartCriteria(f: UnitSmartSearchFilters): boolean {
  return Boolean(
    f.q.trim() || f.property || f.bedrooms || f.bathrooms || f.minRent || f.maxRent || f.availableOnly || f.petFriendly,
  );
}

/** The query of GET /units/search for a page of results (empty filters dropped). */
export function toUnitSearchQuery(f: UnitSmartSearchFilters, page: number, pageSize = UNITS_PAGE_SIZE) {
  const query: {
    q?: string;
    propertyId?: string;
    bedrooms?: string;
    bathrooms?: string;
    minRent?: number;
    maxRent?: number;
    isAvailable?: boolean;
    petAllowed?: boolean;
    limit: number;
    offset: number;
  } = { limit: pageSize, offset: (page - 1) * pageSize };
  if (f.q.trim()) query.q = f.q.trim();
  if (f.property) query.propertyId = f.property;
  if (f.bedrooms) query.bedrooms = f.bedrooms;
  if (f.bathrooms) query.bathrooms = f.bathrooms;
  if (f.minRent) query.minRent = Number(f.minRent);
  if (f.maxRent) query.maxRent = Number(f.maxRent);
  if (f.availableOnly) query.isAvailable = true;
  if (f.petFriendly) query.petAllowed = true;
  return query;
}
