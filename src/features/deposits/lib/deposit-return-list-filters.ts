import type { GetQuery } from '@/lib/api/queries';
import type { ListParamsSpec } from '@/lib/list-params';
import { PAGE_SIZES } from '@/lib/page-sizes';

export const DEPOSIT_RETURNS_PAGE_SIZE = PAGE_SIZES.depositReturns;

export type DepositReturnStatusFilter = 'open' | 'final' | 'all';

/** The deposit returns list's filters as the URL holds them (`paths.depositReturns`); status defaults to open. */
export interface DepositReturnListFilters {
  search: string;
  property: string;
  status: DepositReturnStatusFilter;
}

export const DEFAULT_STATUS_FILTER: DepositReturnStatusFilter = 'open';

export const STATUS_OPTIONS: readonly { value: DepositReturnStatusFilter; label: string }[] = [
  { value: 'open', label: 'Open (not started or draft)' },
  { value: 'final', label: 'Final' },
  { value: 'all', label: 'All' },
];

/** The filters in the URL's search params; unknown values fall back to the defaults. */
export function depositReturnFiltersFromParams(params: URLSearchParams): DepositReturnListFilters {
  const status = params.get('status') ?? '';
  return {
    search: params.get('search') ?? '',
    property: params.get('property') ?? '',
    status: status === 'final' || status === 'all' ? status : DEFAULT_STATUS_FILTER,
  };
}

/** The list's state in the URL (`search`, `property`, `status`; open, the default, is left out) and `page`. */
export const DEPOSIT_RETURN_LIST_PARAMS: ListParamsSpec<keyof DepositReturnListFilters> = {
  keys: ['search', 'property', 'status'],
  defaults: { status: DEFAULT_STATUS_FILTER },
};

export function hasDepositReturnFilters(filters: DepositReturnListFilters): boolean {
  return Boolean(filters.search.trim() || filters.property || filters.status !== DEFAULT_STATUS_FILTER);
}

/** GET /deposit-returns's query for a page of the list. */
export function toDepositReturnsQuery(filters: DepositReturnListFilters, page: number): GetQuery<'/deposit-returns'> {
  const search = filters.search.trim();
  return {
    page,
    limit: DEPOSIT_RETURNS_PAGE_SIZE,
    ...(filters.status === DEFAULT_STATUS_FILTER ? {} : { status: filters.status }),
    ...(filters.property ? { propertyId: filters.property } : {}),
    ...(search ? { search } : {}),
  };
}
