import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { mockMode } from '@/lib/config';

async function start() {
  // The app's chunks (and the first page's, which the router starts loading) download while the mock
  // starts: once the mock service worker is active, every request of this page makes a round trip
  // through it. Nothing renders, and no API call is made, before the mock is ready.
  const app = import('@/app/app');
  if (mockMode) {
    // Mock mode only (dev, preview): the mock API and identity provider start before the first
    // render, from a separate chunk that production builds never include.
    const { startMockWorker, resetMockStore } = await import('../mocks/browser');
    await startMockWorker();
    const { registerMockControls } = await import('@/lib/mock-controls');
    registerMockControls({ resetData: resetMockStore });
  }
  const { App } = await app;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
