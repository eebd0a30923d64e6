/* global importScripts */
/**
 * The mock API's service worker (mock mode only: dev, the preview build, e2e; the production build
 * drops this file and mockServiceWorker.js). MSW's own worker (mockServiceWorker.js, kept exactly as
 * `msw init` generates it) hands EVERY request of the page to the page's main thread and waits for an
 * answer, the app's own scripts, styles and images too: each of those waited in the queue behind
 * whatever the main thread was doing (parsing the app, rendering) only to be told "pass through".
 * This listener is registered first: a request outside `<base>api/` and `<base>mock-idp/` (the only
 * paths the mock answers, see mocks/support/dispatch.ts) stops here and goes to the network as if no
 * worker were installed (no respondWith); the mock's requests go on to MSW's listener as before.
 */
const scope = self.registration.scope; // `<origin><base>`, e.g. http://localhost:4180/rental/
const MOCKED = [`${scope}api/`, `${scope}mock-idp/`];

/*
 * The same rule, declared to the browser when the worker installs (the Static Routing API, Chromium 123
 * and later): requests outside the mock's paths (the page itself, the app's scripts, styles and images)
 * then go to the network without even waking this worker, which a full page load would otherwise wait
 * for (starting a stopped worker takes tens of milliseconds, and every request of the page queued
 * behind it). Where the API or its `not`/`or` conditions are missing, the listener below does the same.
 */
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  const path = new URL(scope).pathname;
  event
    .addRoutes({
      condition: {
        not: { or: [{ urlPattern: { pathname: `${path}api/*` } }, { urlPattern: { pathname: `${path}mock-idp/*` } }] },
      },
      source: 'network',
    })
    .catch(() => {
      // Unsupported conditions: the fetch listener below passes these requests on instead.
    });
});

self.addEventListener('fetch', (event) => {
  if (!MOCKED.some((prefix) => event.request.url.startsWith(prefix))) event.stopImmediatePropagation();
});

/*
 * A page that loaded while this worker was still taking over (a navigation in the moment the previous
 * page's mock started it) is not controlled by it: its requests never reach this worker, and MSW's
 * remedy, reloading that page, races the app's first calls to the identity provider, which then go to
 * the static host (a 404 on every Log In). The page asks to be claimed instead (mocks/hold-mock-requests.ts
 * `claimedByMockWorker`); MSW's own listener never sees this message.
 */
self.addEventListener('message', (event) => {
  if (event.data !== 'CLAIM_PAGE') return;
  event.stopImmediatePropagation();
  event.waitUntil(self.clients.claim());
});

importScripts('./mockServiceWorker.js');
