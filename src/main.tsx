import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { mockMode } from '@/lib/config';

async function start() {
  if (mockMode) {
    // Mock mode only (dev, preview): the mock API and identity provider start before the first
    // render, from a separate chunk that production builds never include.
    const { startMockWorker, resetMockStore } = await import('../mocks/browser');
    await startMockWorker();
    const { registerMockControls } = await import('@/lib/mock-controls');
    registerMockControls({ resetData: resetMockStore });
  }
  const { App } = await import('@/app/app');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
