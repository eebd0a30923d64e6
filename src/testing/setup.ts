import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { withEmotionCache, type EmotionCache } from '@emotion/react';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setAccessTokenGetter } from '@/lib/auth/access-token';
import { tokenErrorStore } from '@/lib/auth/token-error-store';
import { setClockDay } from '@/lib/clock';
import { resetUserManagerForTests } from '@/lib/auth/user-manager';
import { server } from '../../mocks/node';
import { loadSeeder } from '../../mocks/db';
import { computedStyleQuickReject, emotionRulesOnce, labelControlByIdIndex } from './jsdom-speedups';
import { seedTestStore } from './seeded-store';

/*
 * Runs before every test file. Test files share a worker's jsdom document and module instances
 * (`isolate: false` in vite.config.ts), so everything a test can leave behind is put back here,
 * after every test: see docs/testing.md ("Leak-free under isolate: false").
 */

// findBy…/waitFor wait for a state, not a speed: 10 s instead of 1 s keeps a slow or loaded 2-core
// machine (a cold lazy route, two workers, a CI host several times slower on some days) from failing
// tests that are not wrong. A passing test never waits it out; tests name no shorter bound.
configure({ asyncUtilTimeout: 10_000 });

/*
 * React's development build captures a stack trace for every element it creates, so that a warning
 * can say where its component was rendered ("owner stacks"): in tests that render whole screens, a
 * large share of their CPU. Past its per-render limit React uses one shared placeholder instead: the
 * counter is held above the limit. Warnings and errors still print, with shorter component stacks.
 */
const reactInternals = (React as unknown as Record<string, Record<string, unknown>>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE!;
Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
  configurable: true,
  get: () => Number.MAX_SAFE_INTEGER,
  set: () => undefined,
});

// Seeding needs faker, which the mock loads on demand (mocks/db/index.ts).
await loadSeeder();

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
labelControlByIdIndex();
computedStyleQuickReject();

// Chart.js asks the canvas for a 2D context; jsdom has none.
HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
URL.createObjectURL ??= () => 'blob:mock';
URL.revokeObjectURL ??= () => {};

/**
 * Worker-wide harness state: kept on globalThis because this file runs again before every test file
 * while the modules it patches (and the seeded store) live as long as the worker.
 */
interface HarnessState {
  /** Emotion's default cache, which Chakra's components insert their styles through. */
  emotion?: EmotionCache;
  /** Every QueryClient a test mounted (renderRoute, renderWithProviders, a story's frame, a hook's wrapper). */
  clients: Set<QueryClient>;
}
const stateKey = Symbol.for('rental-manager.test-harness');
const harness = ((globalThis as { [stateKey]?: HarnessState })[stateKey] ??= installHarness());

function installHarness(): HarnessState {
  const state: HarnessState = { clients: new Set() };
  const CaptureCache = withEmotionCache((_props: object, cache: EmotionCache) => {
    state.emotion = cache;
    return null;
  });
  renderToStaticMarkup(React.createElement(CaptureCache));
  if (state.emotion) emotionRulesOnce(state.emotion);
  // After each test, the queries of every mounted client are cancelled and dropped, so no request,
  // retry or garbage-collection timer of one test runs into the next.
  const { mount } = QueryClient.prototype;
  QueryClient.prototype.mount = function trackedMount(this: QueryClient) {
    state.clients.add(this);
    mount.call(this);
  };
  return state;
}

/** The seeded mock store for the real day, as `resetDb({ today })` makes it (src/testing/seeded-store.ts keeps a copy). */
function freshStore() {
  seedTestStore({ today: new Date() });
}

// Every test starts from the seeded store; an unhandled request fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  freshStore();
});
afterEach(() => {
  cleanup();
  for (const client of harness.clients) client.clear();
  harness.clients.clear();
  // What a test may have changed globally: timers, spies, stubs.
  vi.useRealTimers();
  setClockDay(null);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // Portals or announcers a library left in <body> after the React roots unmounted.
  document.body.replaceChildren();
  // The style rules Chakra inserted for this test's components (one <style> each). Left in <head>,
  // they would add up over the worker's run, and jsdom matches every rule of the document on each
  // getComputedStyle (visibility checks, user-event's pointer-events check, axe): each test would
  // be slower than the one before. The next test's components insert what they use again.
  if (harness.emotion) {
    harness.emotion.sheet.flush();
    for (const name of Object.keys(harness.emotion.inserted)) delete harness.emotion.inserted[name];
  }
  // A dialog still open when its test ends leaves Ark's scroll lock on <html> and <body>
  // (pointer-events: none, data-inert, data-scroll-lock); test files share a document, so clear it.
  for (const element of [document.documentElement, document.body]) {
    for (const attribute of ['style', 'data-inert', 'data-scroll-lock', 'aria-hidden'])
      element.removeAttribute(attribute);
  }
  document.title = '';
  window.history.replaceState(null, '', '/');
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
  // Module-level sign-in state: the shared UserManager, the API client's token getter, the last token error.
  resetUserManagerForTests();
  setAccessTokenGetter(async () => null);
  tokenErrorStore.set(null);
});
afterAll(() => server.close());
