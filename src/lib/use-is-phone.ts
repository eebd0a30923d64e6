import { useSyncExternalStore } from 'react';

/** Below the md breakpoint (48em, Chakra's default): a phone, where tables turn into cards. */
export const PHONE_QUERY = '(max-width: 47.99em)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const isPhone = () => window.matchMedia(PHONE_QUERY).matches;

/**
 * True below md. For markup that differs on a phone rather than only its styles (a card per row
 * instead of a table): rendering one of them keeps a single copy of each value on the page.
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
