/**
 * The tenants list's filters as they live in the URL (spec 2 §2 "Tenants list"): the basic filters
 * (`status`, `search`, `page`) and, with `smart=1`, the smart search's (`q`, `status`,
 * `backgroundCheckStatus`, `hasActiveLease`, `hasPets`).
 */
import type { FilterOption } from '@/components/filter-select';
import { backgroundCheckStatusValues, tenantStatusValues, type TenantStatus } from '@/lib/api/schema.gen';

/** Smart search default limit 100, offset 0 (spec 2 §9). */
export const TENANT_SEARCH_LIMIT = 100;

export const TENANT_STATUSES = tenantStatusValues;
export type TenantStatusValue = TenantStatus;

export const BACKGROUND_CHECK_STATUSES = backgroundCheckStatusValues;

/** The labels in the order the spec lists the statuses (spec 2 §2), which is not the contract's. */
export const TENANT_STATUS_LABELS: Record<TenantStatusValue, string> = {
  active: 'Active',
  applicant: 'Applicant',
  previous: 'Previous',
  evicted: 'Evicted',
};

/** Status filter: all, active, applicant, previous, evicted (spec 2 §2). */
export const STATUS_FILTER_OPTIONS: FilterOption[] = [
  { value: '', label: 'All' },
  ...Object.entries(TENANT_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

export const BACKGROUND_CHECK_OPTIONS: FilterOption[] = BACKGROUND_CHECK_STATUSES.map((s) => ({
  value: s,
  label: s[0]!.toUpperCase() + s.slice(1),
}));

export interface TenantBasicFilters {
  status: string;
  search: string;
}

const isStatus = (value: string | null): value is TenantStatusValue =>
  (TENANT_STATUSES as readonly string[]).includes(value ?? '');

/** The basic filters of the URL; an unknown status reads as all. */
export function basicFiltersFromParams(params: URLSearchParams): TenantBasicFilters {
  const status = params.get('status');
  return { status: isStatus(status) ? status : '', search: params.get('search') ?? '' };
}

export interface TenantSmartFilters {
  q: string;
  status: string;
  backgroundCheckStatus: string;
  hasActiveLease: boolean;
  hasPets: boolean;
}

export const emptyTenantSmartFilters: TenantSmartFilters = {
  q: '',
  status: '',
  backgroundCheckStatus: '',
  hasActiveLease: false,
  hasPets: false,
};

export function smartFiltersFromParams(params: URLSearchParams): TenantSmartFilters {
  const status = params.get('status');
  const check = params.get('backgroundCheckStatus') ?? '';
  return {
    q: params.get('q') ?? '',
    status: isStatus(status) ? status : '',
    backgroundCheckStatus: (BACKGROUND_CHECK_STATUSES as readonly string[]).includes(check) ? check : '',
    hasActiveLease: params.get('hasActiveLease') === 'true',
    hasPets: params.get('hasPets') === 'true',
  };
}

/** Writes changed smart filters into a copy of `params` (empty and false ones removed). */
export function writeSmartFilters(params: URLSearchParams, change: Partial<TenantSmartFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change)) {
    const text = typeof value === 'boolean' ? (value ? 'true' : '') : String(value ?? '').trim();
    if (text) next.set(key, text);
    else next.delete(key);
  }
  return next;
}

/** The smart search runs with a text or any filter. */
export function hasTenantSearchCriteria(filters: TenantSmartFilters): boolean {
  return Boolean(
    filters.q.trim() || filters.status || filters.backgroundCheckStatus || filters.hasActiveLease || filters.hasPets,
  );
}
