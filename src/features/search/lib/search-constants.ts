import { paths } from '@/lib/paths';

/** Global search constants (spec 1 §9). */
export { SEARCH_DEBOUNCE_MS } from '@/lib/search';
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_DEFAULT_OFFSET = 0;
/** The dropdown shows "View all N results" when the total exceeds this. */
export const VIEW_ALL_THRESHOLD = 10;
export const SEARCH_DROPDOWN_MAX_HEIGHT = '480px';

/** Search runs only with 2+ characters (after trimming). */
export function isSearchable(text: string | null | undefined): boolean {
  return (text ?? '').trim().length >= SEARCH_MIN_CHARS;
}

/** The full results page's address for a query. */
export function searchPageHref(query: string): string {
  return paths.search(query);
}

/** "View all N results" is offered when the total exceeds 10. */
export function showsViewAll(total: number): boolean {
  return total > VIEW_ALL_THRESHOLD;
}
