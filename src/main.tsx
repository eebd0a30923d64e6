import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { mockMode } from '@/lib/config';
import { markAppStarted } from '@/lib/early-taps';

async function start() {
  // Mock mode only (dev, preview): the mock API and identity provider start alongside the first render,
  // from separate chunks that production builds never include; once they are ready, the demo controls
  // (data set, faults, latency, reset) mount in a root of their own. The mock's small first chunk is asked for
  // first, so reading the saved store (the longest step of a load on the large set) starts before the
  // app's chunks are evaluated; MSW and the handlers (the larger chunk) download at the same time.
  const mock = mockMode ? import('../mocks/browser') : undefined;
  const mockWorker = mockMode ? import('../mocks/browser-worker') : undefined;
  // The app's chunks (and the first page's, which the router starts loading) download while the mock
  // starts. The app renders without waiting for the mock: from the moment startMockWorker is called,
  // the app's calls to the mock wait for its service worker, then for the saved store
  // (mocks/browser.ts, mocks/support/dispatch.ts), so the shell renders while the worker starts.
  const app = import('@/app/app');
  const controls = mock ? import('../mocks/controls/mount') : undefined;
  const mockReady = mock ? (await mock).startMockWorker(mockWorker) : undefined;
  const { App, routerReady } = await app;
  const root = document.getElementById('root')!;
  // index.html arrives with the landing page already drawn (vite.config.ts prerenderLanding). The app
  // renders the same markup over it, once the landing route's chunk is there: rendered earlier, the
  // route's loading fallback would replace the page for a moment.
  const prerendered = root.hasChildNodes();
  if (prerendered) await routerReady();
  // Only the prerendered landing page has buttons to tap before the app runs; it takes a tap itself
  // (src/lib/early-taps.ts). Elsewhere the app handles every tap from its first render.
  else markAppStarted();
  performance.mark('app:render');
  const render = () =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  // Over the prerendered page the first render is a transition: React draws it in slices and the
  // browser answers a scroll or a tap between them, while the page already shows. Elsewhere the page is
  // empty until this render, so it is drawn at once.
  if (prerendered) startTransition(render);
  else render();
  if (mockReady && controls) {
    await mockReady;
    (await controls).mountDemoControls();
  }
}

void start();
