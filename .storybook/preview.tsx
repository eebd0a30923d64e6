import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '@mocks/all-handlers';
import { dispatchByArea } from '@mocks/support/dispatch';
import { basePath } from '@/lib/config';
import { storyAnnotations } from './story-annotations';

/**
 * Storybook preview: every story runs inside the app providers, a memory router and a signed-in
 * user (see story-annotations.tsx), on the app's MSW handlers served by the service worker.
 * A story overrides calls with `parameters: { msw: { handlers: [scenarios.error('/properties')] } }`
 * (mocks/scenarios); the overrides are reset between stories, the app's handlers stay.
 */
const preview: Preview = {
  ...storyAnnotations,
  loaders: [
    mswLoader(async () => {
      const { setupWorker } = await import('msw/browser');
      // One dispatching handler in front of the app's (mocks/support/dispatch.ts): the page's own
      // requests (scripts, styles) pass straight through instead of trying every API handler.
      const worker = setupWorker(dispatchByArea(handlers));
      await worker.start({
        serviceWorker: { url: `${basePath}mockServiceWorker.js` },
        onUnhandledRequest: 'bypass',
        quiet: true,
      });
      return worker;
    }),
  ],
};

export default preview;
