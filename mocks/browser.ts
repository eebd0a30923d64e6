import { setClockDay } from '@/lib/clock';
import { basePath } from '@/lib/config';
import {
  announceDataSet,
  currentDataSetName,
  DATA_VERSION,
  loadOrSeed,
  materializeWhenIdle,
  resetAndSave,
  setAnnouncer,
  setBuiltData,
  sync,
  type StoreMessage,
} from './persistence';
import { builtDataSetUrl } from './snapshot/built-data-set-url';
import type * as BrowserWorker from './browser-worker';
import { rememberSettings, settingsFromLocation, urlWithoutDemoParams, type DemoSettings } from './faults/settings';
import { holdMockRequestsUntil } from './hold-mock-requests';

let settings: DemoSettings | undefined;

/**
 * Starts the mock API and identity provider in the browser (dev, preview): reads the tab's demo
 * settings (URL, then what the tab remembered), starts loading the saved store of the chosen data set
 * (or seeding it), and meanwhile loads MSW and the shared handlers (./browser-worker.ts, a chunk of its
 * own, which src/main.tsx asks for at the same time as this one) and registers the
 * service worker under Vite's base path, with the fault layer (faults and latency of the demo controls)
 * before every other handler, all behind one dispatching handler (support/dispatch.ts), which loads an
 * area's API handlers on the first call to that area. Resolves once
 * the worker is ready, but the app need not wait: from this call on, its requests to the mock wait for
 * the worker (`holdMockRequestsUntil`) and then for the store (in the dispatching handler), so the app
 * renders its shell while the worker starts and the store is read.
 */
export async function startMockWorker(
  workerModules: Promise<typeof BrowserWorker> = import('./browser-worker'),
): Promise<void> {
  const current = settingsFromLocation();
  settings = current;
  // Before the app's first render: the screens and the handlers read the same day from the start.
  setClockDay(current.today ?? null);
  // The app renders while the worker starts; its calls to the mock wait until the worker answers.
  const started = startWorker(current, workerModules);
  holdMockRequestsUntil(started);
  return started;
}

async function startWorker(current: DemoSettings, workerModules: Promise<typeof BrowserWorker>): Promise<void> {
  // The store lives in IndexedDB; one saved by an older version of the mock may sit in localStorage:
  // free that space.
  localStorage.removeItem('rental-manager:mock-store');
  const url = builtDataSetUrl;
  if (url)
    setBuiltData(() =>
      import('./snapshot/built-data-set').then((module) => module.readBuiltDataSet(url, DATA_VERSION)),
    );
  performance.mark('mock-store:start');
  const storeReady = loadOrSeed(current.dataSet).then((loaded) => {
    // Visible in the browser's performance timeline (and read by the load-time measurements of docs/performance.md).
    performance.measure(`mock-store:${loaded.source}`, 'mock-store:start');
    return loaded;
  });
  listenToOtherTabs();
  const { setupWorker, idpHandlers, gateHandlers, apiModules, faultHandler, dispatchByArea, durableStore } =
    await workerModules;
  performance.mark('mock-worker:loaded');
  const worker = setupWorker(
    durableStore(
      dispatchByArea(
        [faultHandler(() => settings ?? { faults: [], latency: 'off' }), ...idpHandlers, ...gateHandlers],
        { areas: apiModules },
      ),
      storeReady,
    ),
  );
  await worker.start({
    // The entry lets every request outside the mock's paths skip MSW (public/mockServiceWorker-entry.js).
    serviceWorker: { url: `${basePath}mockServiceWorker-entry.js`, options: { scope: basePath } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  performance.mark('mock-worker:ready');
  // Once the first screen's calls have parsed what they need (no call to the mock for a second), the
  // other tables are parsed while the page is idle; a table parsed while a screen's calls come in (the
  // large set's payments are a long parse) would hold them up.
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
 * The tabs of the app share one saved store (mocks/persistence.ts) and tell each other on a
 * BroadcastChannel: a change stored by another tab is applied at once (every call applies the
 * ones not seen yet in any case); *Reset demo data* in another tab reloads the tabs of its data set,
 * and switching the data set in the demo controls switches every open tab (each reloads in it,
 * keeping its faults and latency).
 */
function listenToOtherTabs(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel('rental-manager-mock');
  setAnnouncer((message) => channel.postMessage(message));
  channel.onmessage = ({ data }: MessageEvent<StoreMessage>) => {
    if (data.type === 'appended' && data.dataSet === currentDataSetName()) void sync();
    else if (data.type === 'reset' && data.dataSet === currentDataSetName()) window.location.reload();
    else if (data.type === 'data-set' && data.dataSet !== currentDataSetName())
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
  if (next.dataSet !== currentDataSetName()) announceDataSet(next.dataSet);
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
  await resetAndSave();
  window.location.reload();
}
