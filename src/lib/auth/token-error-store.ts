import type { AuthErrorInfo } from './errors';

/**
 * The last failed token fetch (spec 1 §8 "failed token fetch shows Get access token failed").
 * A module-level store so the API client's token getter (outside React) can report into the UI.
 */
let current: AuthErrorInfo | null = null;
const listeners = new Set<() => void>();

export const tokenErrorStore = {
  get: (): AuthErrorInfo | null => current,
  set(next: AuthErrorInfo | null): void {
    if (next === current) return;
    current = next;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
