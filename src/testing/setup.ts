import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from '../../mocks/node';
import { resetDb } from '../../mocks/db';

// jsdom lacks these; Chakra/Ark menus, selects, tooltips and charts need them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollTo ??= function scrollTo() {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
window.scrollTo = (() => {}) as typeof window.scrollTo;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// Chart.js asks the canvas for a 2D context; jsdom has none.
HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
URL.createObjectURL ??= () => 'blob:mock';
URL.revokeObjectURL ??= () => {};

// Every test starts from the seeded store; an unhandled request fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb({ today: new Date() });
});
afterEach(() => {
  cleanup();
  // A dialog still open when its test ends leaves Ark's scroll lock on <html> and <body>
  // (pointer-events: none, data-inert, data-scroll-lock); test files share a document, so clear it.
  for (const element of [document.documentElement, document.body]) {
    for (const attribute of ['style', 'data-inert', 'data-scroll-lock', 'aria-hidden'])
      element.removeAttribute(attribute);
  }
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());
