import type { ListParamsSpec } from '@/lib/list-params';
import type { RequestListFilters } from '../api/maintenance-request-queries';
import { MAINTENANCE_CATEGORIES, MAINTENANCE_PRIORITIES, MAINTENANCE_REQUEST_STATUSES } from './maintenance-options';

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | '' {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : '';
}

/** The list's filters from the URL (`search`, `status`, `priority`, `category`); unknown values are ignored. */
export function requestFiltersFromParams(params: URLSearchParams): RequestListFilters {
  return {
    search: params.get('search') ?? '',
    status: oneOf(params.get('status'), MAINTENANCE_REQUEST_STATUSES),
    priority: oneOf(params.get('priority'), MAINTENANCE_PRIORITIES),
    category: oneOf(params.get('category'), MAINTENANCE_CATEGORIES),
  };
}

/** The list's state in the URL: `search`, `status`, `priority`, `category`, `page` (any change: page 1, spec 3 §2). */
export const REQUEST_LIST_PARAMS: ListParamsSpec<keyof RequestListFilters> = {
  keys: ['search', 'status', 'priority', 'category'],
};

export function hasRequestFilters(filters: RequestListFilters): boolean {
  return Boolean(filters.search.trim() || filters.status || filters.priority || filters.category);
}
