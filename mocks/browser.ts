import { loadOrSeed, materializeWhenIdle, resetAndSave, scheduleSave } from './persistence';
import type * as BrowserWorker from './browser-worker';
import { rememberSettings, settingsFromLocation, urlWithoutDemoParams, type DemoSettings } from './faults/settings';
import { basePath } from '@/lib/config';

let settings: DemoSettings | undefined;

/**
 * Starts the mock API and identity provider in the browser (dev, preview): reads the tab's demo
 * settings (URL, then what the tab remembered), starts loading the saved store of the chosen data set
 * (or seeding it), and meanwhile loads MSW and the handlers (./browser-worker.ts, a chunk of its own,
 * which src/main.tsx asks for at the same time as this one) and registers the
 * service worker under Vite's base path, with the fault layer (faults and latency of the demo controls)
 * before every other handler, all behind one dispatching handler (support/dispatch.ts). Resolves once
 * the worker is ready, but the app need not wait: from this call on, its requests to the mock wait for
 * the worker (`holdMockRequestsUntil`) and then for the store (in the dispatching handler), so the app
 * renders its shell while the worker starts and the store is read.
 */
export async function startMockWorker(
  workerModules: Promise<typeof BrowserWorker> = import('./browser-worker'),
): Promise<void> {
  const current = settingsFromLocation();
  settings = current;
  // The app renders while the worker starts; its calls to the mock wait until the worker answers.
  const started = startWorker(current, workerModules);
  holdMockRequestsUntil(started);
  return started;
}

async function startWorker(current: DemoSettings, workerModules: Promise<typeof BrowserWorker>): Promise<void> {
  // The store used to live in localStorage: free that space.
  localStorage.removeItem('rental-manager:mock-store');
  performance.mark('mock-store:start');
  const storeReady = loadOrSeed(current.dataSet).then((loaded) => {
    // Visible in the browser's performance timeline (and read by the load-time measurements of README "For QA and reviewers").
    performance.measure(`mock-store:${loaded.source}`, 'mock-store:start');
    return loaded;
  });
  const { setupWorker, handlers, faultHandler, dispatchByArea } = await workerModules;
  performance.mark('mock-worker:loaded');
  const worker = setupWorker(
    dispatchByArea([faultHandler(() => settings ?? { faults: [], latency: 'off' }), ...handlers], { storeReady }),
  );
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET') scheduleSave();
  });
  await worker.start({
    // The entry lets every request outside the mock's paths skip MSW (public/mockServiceWorker-entry.js).
    serviceWorker: { url: `${basePath}mockServiceWorker-entry.js`, options: { scope: basePath } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  performance.mark('mock-worker:ready');
  // Once the first screen's calls have parsed what they need (no call to the mock for a second), the
  // other tables are parsed while the page is idle; a table parsed while a screen's calls come in (the
  // large set's payments take 100–200 ms) would hold them up.
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const materializeWhenQuiet = () => {
    clearTimeout(quiet);
    quiet = setTimeout(() => {
      worker.events.removeListener('request:start', materializeWhenQuiet);
      materializeWhenIdle();
    }, 1000);
  };
  void storeReady.then(() => {
    worker.events.on('request:start', materializeWhenQuiet);
    materializeWhenQuiet();
  });
}

/**
 * Until the mock's service worker is active for this page, a request to the mock (`<base>api/`,
 * `<base>mock-idp/`) would pass by it to the static host (a 404). The app starts rendering while the
 * worker starts (src/main.tsx), so `fetch` calls to those paths wait for it here; every other request,
 * and every call once the worker is ready, goes straight on. The typed client and the sign-in client
 * both read `globalThis.fetch` at call time (src/lib/api/client.ts, src/lib/auth/user-manager.ts).
 * Uploads (XMLHttpRequest) only start from a user's action, long after the worker is ready.
 */
function holdMockRequestsUntil(ready: Promise<void>): void {
  const original = window.fetch;
  const mockPrefixes = [`${basePath}api/`, `${basePath}mock-idp/`];
  const isMockCall = (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    return url.origin === window.location.origin && mockPrefixes.some((prefix) => url.pathname.startsWith(prefix));
  };
  window.fetch = (input, init) => (isMockCall(input) ? ready.then(() => original(input, init)) : original(input, init));
  // Settled either way: a failed start fails the held calls (the screens show their error states).
  void ready.then(
    () => (window.fetch = original),
    () => (window.fetch = original),
  );
}

/** The tab's demo settings as the page started with them. */
export function getDemoSettings(): DemoSettings {
  return settings ?? settingsFromLocation();
}

/**
 * Applies new demo settings: remembers them for the tab and reloads the page without the demo URL
 * parameters, so every screen starts over in the new state (a new data set needs a reload anyway).
 */
export function applyDemoSettings(next: DemoSettings): void {
  rememberSettings(next);
  const target = urlWithoutDemoParams();
  if (target === window.location.href) window.location.reload();
  else window.location.replace(target);
}

/** Restores the seeded data of the current data set and reloads the page. */
export async function resetMockStore(): Promise<void> {
  await resetAndSave();
  window.location.reload();
}
