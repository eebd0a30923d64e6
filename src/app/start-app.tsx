import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { markAppStarted } from '@/lib/early-taps';

/** The mock's part of the start (mock mode only), begun by src/main.tsx, the one module that may import mocks/. */
export interface MockStart {
  /**
   * Resolves once the mock's start was called (its clock set, so the screens and the handlers read the
   * same day from the first render), with `ready`: settles once the mock answers (its service worker
   * runs, the saved store is read).
   */
  begun: Promise<{ ready: Promise<void> }>;
  /** Mounts the demo controls (data set, faults, latency, reset) in a root of their own. */
  mountControls: () => Promise<void>;
}

/**
 * Renders the app into `#root`, over the prerendered landing page or into the empty root (src/main.tsx
 * decides when). In mock mode the mock starts alongside the first render, and the demo controls mount
 * once it is ready.
 */
export async function startApp(mock?: MockStart) {
  // The app renders without waiting for the mock: from the moment the mock's start was called, the
  // app's calls to it wait for its service worker, then for the saved store (mocks/browser.ts,
  // mocks/support/dispatch.ts), so the shell renders while the worker starts.
  const begun = mock ? await mock.begun : undefined;
  const { App, routerReady } = await import('@/app/app');
  const root = document.getElementById('root')!;
  // index.html arrives with the landing page already drawn (scripts/vite/prerender-landing.ts). The app
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
  if (mock && begun) {
    await begun.ready;
    await mock.mountControls();
  }
}
