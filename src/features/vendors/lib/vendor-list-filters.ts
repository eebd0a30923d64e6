import type { MaintenanceCategory } from '@/lib/api/schema.gen';
import type { ListParamsSpec } from '@/lib/list-params';
import { PAGE_SIZES } from '@/lib/page-sizes';
import { VENDOR_SPECIALTIES } from './vendor-specialties';

export const VENDORS_PAGE_SIZE = PAGE_SIZES.vendors;

export type VendorActiveFilter = 'all' | 'active' | 'inactive';

/** The vendors list's filters as the URL holds them (`paths.vendors.list`); active status defaults to Active. */
export interface VendorListFilters {
  search: string;
  specialty: MaintenanceCategory | '';
  active: VendorActiveFilter;
}

/** Spec 3 §2: "active status (options All, Active, Inactive; default Active)". */
export const ACTIVE_OPTIONS: readonly { value: VendorActiveFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export const DEFAULT_ACTIVE_FILTER: VendorActiveFilter = 'active';

/** The filters in the URL's search params; unknown values fall back to the defaults. */
export function vendorFiltersFromParams(params: URLSearchParams): VendorListFilters {
  const specialty = params.get('specialty') ?? '';
  const active = params.get('active') ?? '';
  return {
    search: params.get('search') ?? '',
    specialty: (VENDOR_SPECIALTIES as readonly string[]).includes(specialty) ? (specialty as MaintenanceCategory) : '',
    active: active === 'all' || active === 'inactive' ? active : DEFAULT_ACTIVE_FILTER,
  };
}

/** The list's state in the URL (`search`, `specialty`, `active`; Active, the default, is left out) and `page`. */
export const VENDOR_LIST_PARAMS: ListParamsSpec<keyof VendorListFilters> = {
  keys: ['search', 'specialty', 'active'],
  defaults: { active: DEFAULT_ACTIVE_FILTER },
};

/** Whether any filter differs from its default (Clear Filters is offered then). */
export function hasVendorFilters(filters: VendorListFilters): boolean {
  return Boolean(filters.search.trim() || filters.specialty || filters.active !== DEFAULT_ACTIVE_FILTER);
}

/** GET /vendors's query for a page of the list (spec 3 §7: page, limit, search, specialty, isActive). */
export function toVendorListQuery(filters: VendorListFilters, page: number) {
  const search = filters.search.trim();
  return {
    page,
    limit: VENDORS_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(filters.specialty ? { specialty: filters.specialty } : {}),
    ...(filters.active === 'all' ? {} : { isActive: filters.active === 'active' }),
  };
}
