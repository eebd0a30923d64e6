/** Query keys of the units area; they follow the API paths (design.md). */
export const unitKeys = {
  all: ['units'] as const,
  lists: () => ['units', 'list'] as const,
  allRows: () => ['units', 'list', { all: true }] as const,
  searches: () => ['units', 'search'] as const,
  search: (query: object) => ['units', 'search', query] as const,
  suggestions: (q: string, propertyId?: string) => ['units', 'suggestions', q, propertyId ?? ''] as const,
  detail: (id: string) => ['units', 'detail', id] as const,
};
