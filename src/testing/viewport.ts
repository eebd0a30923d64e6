import { PHONE_QUERY } from '@/lib/use-is-phone';

/**
 * The window as wide as a phone (375 px) or a laptop, as `useIsPhone` reads it (jsdom has no layout,
 * so its media queries never match). Undone after each test with the other stubbed globals.
 */
export function stubViewport(kind: 'phone' | 'desktop') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: kind === 'phone' && query === PHONE_QUERY,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}
