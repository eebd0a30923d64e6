import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { mockMode } from '@/lib/config';

async function start() {
  // The app's chunks (and the first page's, which the router starts loading) download while the mock
  // starts: once the mock service worker is active, every request of this page makes a round trip
  // through it. Nothing renders, and no API call is made, before the mock is ready.
  const app = import('@/app/app');
  let mountDemoControls: (() => void) | undefined;
  if (mockMode) {
    // Mock mode only (dev, preview): the mock API and identity provider start before the first
    // render, from a separate chunk that production builds never include; then the demo controls
    // (data set, faults, latency, reset) mount in a root of their own.
    const controls = import('../mocks/controls/mount');
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
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
