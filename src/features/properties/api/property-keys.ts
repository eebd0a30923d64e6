import type { SmartSearchFilters } from '../lib/smart-search';

/** Query keys of the properties area; they follow the API paths (design.md). */
export const propertyKeys = {
  all: ['properties'] as const,
  lists: () => ['properties', 'list'] as const,
  list: (params: { page: number; limit: number }) => ['properties', 'list', params] as const,
  searches: () => ['properties', 'search'] as const,
  search: (filters: SmartSearchFilters) => ['properties', 'search', filters] as const,
  suggestions: (q: string) => ['properties', 'suggestions', q] as const,
  detail: (id: string) => ['properties', 'detail', id] as const,
};
