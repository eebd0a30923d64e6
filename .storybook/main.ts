import type { StorybookConfig } from '@storybook/react-vite';

// Stories run the app in mock mode: the MSW worker answers every API call (set before Vite reads
// its env, so vite.config.ts keeps the mock modules in the Storybook build).
process.env.VITE_MOCK = 'true';
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

/**
 * Storybook: every `src/**\/*.stories.tsx`, with the app's Vite config (aliases, React plugin) and
 * public/ served at the root (mockServiceWorker.js for msw-storybook-addon).
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  staticDirs: ['../public'],
  addons: [],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // Storybook builds with a relative base ('./'), but the app's code treats BASE_URL as the URL
    // path its API and service worker live under (src/lib/config.ts, mocks/http.ts). Stories are
    // served from the root of the Storybook host, so the app's base is '/'.
    return { ...viteConfig, define: { ...viteConfig.define, 'import.meta.env.BASE_URL': JSON.stringify('/') } };
  },
};

export default config;
