import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { nullOn404 } from '@/lib/api/query-client';
import { QUERY_ROOTS } from '@/lib/api/query-keys';
import type { PropertyList, PropertySuggestionList } from '@/lib/api/schema.gen';
import { SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS } from '@/lib/search';

/**
 * The property pickers of the units area (the unit form's property, the smart search's property
 * filter). They ask the same calls as the properties area, under the same keys (keys follow the path,
 * design.md), so both areas share the cache and the property mutations refresh the pickers too; this
 * area does not import the properties area's modules.
 */

/** Pickers default to page 1 and limit 100 (spec 1 §7). */
export const PROPERTY_PICKER_PAGE = { page: 1, limit: 100 } as const;

/** A property as a picker shows it. */
export interface PropertyOption {
  id: string;
  name: string;
}

export interface PropertyPickerFirstPage {
  options: PropertyOption[];
  /** Every property is in `options` (at most one page of them): a plain select can offer them all. */
  complete: boolean;
  total: number;
}

export function toPickerFirstPage(answer: PropertyList): PropertyPickerFirstPage {
  return {
    options: answer.data.map((p) => ({ id: p.id, name: p.name })),
    complete: answer.meta.total <= answer.data.length,
    total: answer.meta.total,
  };
}

/** GET /rental-properties?page=1&limit=100: the picker's first page, and whether it holds them all. */
export function propertyPickerFirstPageQuery() {
  return queryOptions({
    queryKey: [QUERY_ROOTS.properties, 'list', PROPERTY_PICKER_PAGE] as const,
    queryFn: () => unwrap(api.GET('/rental-properties', { params: { query: PROPERTY_PICKER_PAGE } })),
    select: toPickerFirstPage,
  });
}

/** GET /rental-properties/{id}: the name of a chosen property that is not on the first page (null when gone). */
export function propertyNameQuery(id: string) {
  return queryOptions({
    queryKey: [QUERY_ROOTS.properties, 'detail', id] as const,
    queryFn: () => nullOn404(() => unwrap(api.GET('/rental-properties/{id}', { params: { path: { id } } }))),
    // Single property cache (spec 1 §9).
    staleTime: 60_000,
    enabled: Boolean(id),
    select: (property) => property?.name ?? null,
  });
}

/** GET /rental-properties/suggestions?q&limit=5: the autocomplete (2 or more characters, cache 60 s; spec 1 §5, §9). */
export function propertyPickerSuggestionsQuery(q: string) {
  const text = q.trim();
  return queryOptions({
    queryKey: [QUERY_ROOTS.properties, 'suggestions', text] as const,
    queryFn: (): Promise<PropertySuggestionList> =>
      unwrap(api.GET('/rental-properties/suggestions', { params: { query: { q: text, limit: SUGGESTION_LIMIT } } })),
    enabled: text.length >= SUGGESTION_MIN_CHARS,
    staleTime: 60_000,
    retry: false,
  });
}
