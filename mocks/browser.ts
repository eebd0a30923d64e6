import { setClockDay } from '@/lib/clock';
import { basePath, MOCK_IDP_SEGMENT } from '@/lib/config';
import type { DataSet } from './faults/syntax';
import { builtDataSetUrl } from './snapshot/built-data-set-url';
import type * as BrowserWorker from './browser-worker';
import { rememberSettings, settingsFromLocation, urlWithoutDemoParams, type DemoSettings } from './faults/settings';
import { answerMockApiCalls, claimedByMockWorker, holdMockRequestsUntil } from './hold-mock-requests';
import { setStoreCommands, storeCommands } from './store-commands';
import { startMockApi, type MockApi } from './worker/mock-api-client';

let settings: DemoSettings | undefined;

/**
 * Starts the mock API and identity provider in the browser (dev, preview): reads the tab's demo
 * settings (URL, then what the tab remembered) and starts the mock API's worker with them
 * (./worker/mock-api-worker.ts: the store, its queries and handlers, off the page's main thread), which
 * starts reading the saved store of the chosen data set (or seeding it). From this call on, the page's
 * `fetch` calls to the API go straight to that worker (they wait there for the store). Meanwhile MSW and
 * the identity provider load (./browser-worker.ts, a chunk of its own, which src/main.tsx asks for at
 * the same time as this one) and MSW's service worker is registered under Vite's base path: it answers
 * the sign-in's calls and hands the API requests `fetch` does not make (uploads, images) to the same
 * worker. Resolves once the service worker is ready, but the app need not wait: calls to the identity
 * provider wait for it (`holdMockRequestsUntil`), so the app renders its shell meanwhile.
 */
export async function startMockWorker(
  workerModules: Promise<typeof BrowserWorker> = import('./browser-worker'),
): Promise<void> {
  const current = settingsFromLocation();
  settings = current;
  // Before the app's first render: the screens and the handlers read the same day from the start.
  setClockDay(current.today ?? null);
  // The store lives in IndexedDB; one saved by an older version of the mock may sit in localStorage:
  // free that space.
  localStorage.removeItem('rental-manager:mock-store');
  const api = startMockApi(current, builtDataSetUrl);
  setStoreCommands(api.commands);
  answerMockApiCalls(api.answer);
  listenToOtherTabs();
  // The app renders while the service worker starts; its calls to the identity provider wait for it.
  const started = startServiceWorker(api, workerModules);
  holdMockRequestsUntil(started, basePath, [`${MOCK_IDP_SEGMENT}/`]);
  return started;
}

async function startServiceWorker(api: MockApi, workerModules: Promise<typeof BrowserWorker>): Promise<void> {
  const { setupWorker, http, passthrough, idpHandlers, dispatchByArea } = await workerModules;
  performance.mark('mock-worker:loaded');
  const forwardToApi = http.all(
    `${basePath}api/*`,
    async ({ request }) => (await api.answer(request)) ?? passthrough(),
  );
  const worker = setupWorker(dispatchByArea([forwardToApi, ...idpHandlers]));
  await claimedByMockWorker(basePath);
  await worker.start({
    // The entry lets every request outside the mock's paths skip MSW (public/mockServiceWorker-entry.js).
    serviceWorker: { url: `${basePath}mockServiceWorker-entry.js`, options: { scope: basePath } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  performance.mark('mock-worker:ready');
}

/**
 * The tabs of the app share one saved store (mocks/persistence.ts; each tab's mock API worker applies
 * the others' changes) and tell each other on a BroadcastChannel: *Reset demo data* in another tab
 * reloads the tabs of its data set, and switching the data set in the demo controls switches every open
 * tab (each reloads in it, keeping its faults and latency).
 */
let channel: BroadcastChannel | undefined;

function listenToOtherTabs(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel('rental-manager-mock');
  channel.onmessage = ({ data }: MessageEvent<{ type: string; dataSet: DataSet }>) => {
    if (data.type === 'reset' && data.dataSet === getDemoSettings().dataSet) window.location.reload();
    else if (data.type === 'data-set' && data.dataSet !== getDemoSettings().dataSet)
      reloadWith({ ...getDemoSettings(), dataSet: data.dataSet });
  };
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
  if (next.dataSet !== getDemoSettings().dataSet) channel?.postMessage({ type: 'data-set', dataSet: next.dataSet });
  reloadWith(next);
}

function reloadWith(next: DemoSettings): void {
  rememberSettings(next);
  const target = urlWithoutDemoParams();
  if (target === window.location.href) window.location.reload();
  else window.location.replace(target);
}

/** Restores the seeded data of the current data set and reloads the page. */
export async function resetMockStore(): Promise<void> {
  await storeCommands().reset();
  window.location.reload();
}
