/**
 * Timing and sizes every search box shares (spec 1 §2, §9): requests wait until typing has paused for
 * 300 ms, suggestions start at 2 characters and show at most 5.
 */
export const SEARCH_DEBOUNCE_MS = 300;
export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_LIMIT = 5;
