import 'virtual:chakra-global.css';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { SetupWorker } from 'msw/browser';
import { loadHandlers } from '@mocks/all-handlers';
import { dispatchByArea } from '@mocks/support/dispatch';
import { basePath } from '@/lib/config';
import { mockStateHandlers } from './mock-state';
import { storyAnnotations } from './story-annotations';

// Storybook runs a story's loaders side by side, so the toolbar's handlers are added in the same loader.
const loadMsw = mswLoader(async () => {
  const { setupWorker } = await import('msw/browser');
  // One dispatching handler in front of the app's (mocks/support/dispatch.ts): the page's own
  // requests (scripts, styles) pass straight through instead of trying every API handler.
  const worker = setupWorker(dispatchByArea(await loadHandlers()));
  await worker.start({
    serviceWorker: { url: `${basePath}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
});

/**
 * Storybook preview: every story runs inside the app providers, a memory router and a signed-in
 * user (see story-annotations.tsx), on the app's MSW handlers served by the service worker.
 * A story overrides calls with `parameters: { msw: { handlers: [scenarios.error('/properties')] } }`
 * (mocks/scenarios); the overrides are reset between stories, the app's handlers stay. The toolbar's
 * "Mock" state (mock-state.ts) goes in front of them.
 */
const preview: Preview = {
  ...storyAnnotations,
  loaders: [
    async (context) => {
      await loadMsw(context);
      // After the story's own overrides (mswLoader resets them and puts them in; context.msw is its
      // worker), so the toolbar's state wins over a story's scenario.
      const stateHandlers = mockStateHandlers(context.globals.mockState);
      if (stateHandlers.length) (context as typeof context & { msw: SetupWorker }).msw.use(...stateHandlers);
      return {};
    },
  ],
};

export default preview;
