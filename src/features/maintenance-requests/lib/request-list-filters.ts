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

/** One filter changed: written to the URL ('' removes it) and back to page 1 (spec 3 §2). */
export function withRequestFilter(
  params: URLSearchParams,
  key: keyof RequestListFilters,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value.trim()) next.set(key, value);
  else next.delete(key);
  next.delete('page');
  return next;
}

export function hasRequestFilters(filters: RequestListFilters): boolean {
  return Boolean(filters.search.trim() || filters.status || filters.priority || filters.category);
}

/** Clear Filters: every filter and the page gone. */
export function withoutRequestFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['search', 'status', 'priority', 'category', 'page']) next.delete(key);
  return next;
}
