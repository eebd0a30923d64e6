import { useSyncExternalStore } from 'react';

/**
 * A place in the app's top bar that code outside the app's React tree can draw into (a portal): the
 * demo controls' button in mock mode, which lives in a React root of its own
 * (src/features/mock-controls) and may not be imported by the app. The shell registers the element while the top bar is mounted; a reader follows
 * it, and finds none on pages without the shell (the mock sign-in pages, a route error).
 */
let slot: HTMLElement | null = null;
const listeners = new Set<() => void>();

/** The shell's ref callback on the slot element (null when it unmounts). */
export function setTopBarSlot(element: HTMLElement | null): void {
  if (element === slot) return;
  slot = element;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSlot = () => slot;

/** The top bar's slot element while the shell shows one, else null. */
export function useTopBarSlot(): HTMLElement | null {
  return useSyncExternalStore(subscribe, getSlot, getSlot);
}
