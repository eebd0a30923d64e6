/**
 * Timing, sizes and cache times every search box shares (spec 1 §2, §9; spec 2 §9): requests wait until
 * typing has paused for 300 ms, suggestions start at 2 characters and show at most 5; search results
 * stay fresh 30 s and are never retried, suggestions 60 s.
 */
export const SEARCH_DEBOUNCE_MS = 300;
export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_LIMIT = 5;
/** Search result cache (spec 1 §9 "Search result cache: 30 s, no retry"; spec 2 §9 "search stale time 30 s"). */
export const SEARCH_STALE_MS = 30_000;
/** Suggestions cache (spec 1 §9 "Property suggestions: limit 5, cache 60 s"; spec 2 §9 "suggestions 60 s"). */
export const SUGGESTIONS_STALE_MS = 60_000;
