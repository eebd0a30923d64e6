import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { mockMode } from '@/lib/config';

async function start() {
  // Mock mode only (dev, preview): the mock API and identity provider start before the first render,
  // from a separate chunk that production builds never include; then the demo controls (data set,
  // faults, latency, reset) mount in a root of their own. The mock's small first chunk is asked for
  // first, so reading the saved store (the longest step of a load on the large set) starts before the
  // app's chunks are evaluated; MSW and the handlers (the larger chunk) download at the same time.
  const mock = mockMode ? import('../mocks/browser') : undefined;
  const mockWorker = mockMode ? import('../mocks/browser-worker') : undefined;
  // The app's chunks (and the first page's, which the router starts loading) download while the mock
  // starts. The app renders once the mock's service worker is ready; its API calls wait for the saved
  // store in the mock (mocks/support/dispatch.ts), so the shell shows while the store is read.
  const app = import('@/app/app');
  let mountDemoControls: (() => void) | undefined;
  if (mock) {
    const controls = import('../mocks/controls/mount');
    const { startMockWorker } = await mock;
    await startMockWorker(mockWorker);
    ({ mountDemoControls } = await controls);
  }
  const { App } = await app;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  mountDemoControls?.();
}

void start();
