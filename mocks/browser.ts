import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { loadOrSeed, resetAndSave, scheduleSave } from './persistence';
import { basePath } from '@/lib/config';
import type { DataSize } from './db';

/**
 * Starts the mock API and identity provider in the browser (dev, preview): loads the persisted store
 * (or seeds it), then registers the service worker under Vite's base path.
 */
export async function startMockWorker(): Promise<void> {
  loadOrSeed({ size: chosenDataSize() });
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

const SIZE_KEY = 'rental-manager:mock-size';

/**
 * The data set size: `?mockSize=large` (or `default`) on any URL chooses it and is remembered for
 * later page loads (sign-in redirects, reloads); else VITE_MOCK_SIZE; else `default`.
 */
function chosenDataSize(): DataSize {
  const fromUrl = new URLSearchParams(window.location.search).get('mockSize');
  if (fromUrl === 'large' || fromUrl === 'default') localStorage.setItem(SIZE_KEY, fromUrl);
  const remembered = localStorage.getItem(SIZE_KEY);
  if (remembered === 'large' || remembered === 'default') return remembered;
  return import.meta.env.VITE_MOCK_SIZE === 'large' ? 'large' : 'default';
}

/** Restores the seeded demo data and reloads the page. */
export function resetMockStore(): void {
  resetAndSave();
  window.location.reload();
}
