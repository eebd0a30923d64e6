import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from '@/lib/theme';
import { applyDemoSettings, getDemoSettings, resetMockStore } from '@mocks/browser';
import { DemoControls } from './components/demo-controls';

/**
 * Mounts the demo controls in a React root of their own, beside the app's (mock mode only: src/main.tsx
 * imports this module dynamically, and production builds compile mocks/ out). Their button is drawn
 * into the app's top bar through the shell's slot (src/lib/top-bar-slot.ts), the banner at the page's foot.
 */
export function mountDemoControls(): void {
  const container = document.createElement('div');
  container.id = 'demo-controls';
  document.body.appendChild(container);
  createRoot(container).render(
    <StrictMode>
      <ChakraProvider value={appSystem}>
        <DemoControls settings={getDemoSettings()} onApply={applyDemoSettings} onReset={resetMockStore} />
      </ChakraProvider>
    </StrictMode>,
  );
}
