import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { loadOrSeed, resetAndSave, scheduleSave } from './persistence';
import { faultHandler } from './faults/handler';
import { dispatchByArea } from './support/dispatch';
import { rememberSettings, settingsFromLocation, urlWithoutDemoParams, type DemoSettings } from './faults/settings';
import { basePath } from '@/lib/config';

let settings: DemoSettings | undefined;

/**
 * Starts the mock API and identity provider in the browser (dev, preview): reads the tab's demo
 * settings (URL, then what the tab remembered), loads the saved store of the chosen data set (or seeds
 * it), then registers the service worker under Vite's base path, with the fault layer (faults and
 * latency of the demo controls) before every other handler, all behind one dispatching handler
 * (support/dispatch.ts).
 */
export async function startMockWorker(): Promise<void> {
  settings = settingsFromLocation();
  // The store used to live in localStorage: free that space.
  localStorage.removeItem('rental-manager:mock-store');
  performance.mark('mock-store:start');
  const loaded = await loadOrSeed(settings.dataSet);
  // Visible in the browser's performance timeline (and read by the load-time measurements of README "For QA and reviewers").
  performance.measure(`mock-store:${loaded.source}`, 'mock-store:start');
  const worker = setupWorker(
    dispatchByArea([faultHandler(() => settings ?? { faults: [], latency: 'off' }), ...handlers]),
  );
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET') scheduleSave();
  });
  await worker.start({
    serviceWorker: { url: `${basePath}mockServiceWorker.js`, options: { scope: basePath } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  performance.mark('mock-worker:ready');
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
