import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { loadOrSeed, resetAndSave, scheduleSave } from './persistence';
import { basePath } from '@/lib/config';

/**
 * Starts the mock API and identity provider in the browser (dev, preview): loads the persisted store
 * (or seeds it), then registers the service worker under Vite's base path.
 */
export async function startMockWorker(): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const size = params.get('mockSize') === 'large' || import.meta.env.VITE_MOCK_SIZE === 'large' ? 'large' : undefined;
  loadOrSeed(size ? { size } : {});
  const worker = setupWorker(...handlers);
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET') scheduleSave();
  });
  await worker.start({
    serviceWorker: { url: `${basePath}mockServiceWorker.js`, options: { scope: basePath } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}

/** Restores the seeded demo data and reloads the page. */
export function resetMockStore(): void {
  resetAndSave();
  window.location.reload();
}
