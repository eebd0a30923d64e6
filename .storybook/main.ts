import { resolve } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { docgenModules, limitDocgen } from './docgen-scope';

// Stories run the app in mock mode: the MSW worker answers every API call (set before Vite reads
// its env, so vite.config.ts keeps the mock modules in the Storybook build).
process.env.VITE_MOCK = 'true';
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

/** The app's base path, as vite.config.ts reads BASE_PATH: '/' or '/some/path/'. */
function appBase(): string {
  const value = process.env.BASE_PATH;
  if (!value) return '/';
  return `${value.startsWith('/') ? '' : '/'}${value}${value.endsWith('/') ? '' : '/'}`;
}

/**
 * Storybook: every `src/**\/*.stories.tsx`, with the app's Vite config (aliases, React plugin) and
 * public/ served at the root (mockServiceWorker.js for msw-storybook-addon).
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  staticDirs: ['../public'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  // @chakra-ui/react names its own published Storybook for composition; the preview's policy (and a
  // reviewer) wants this project's stories only, without calls to another host.
  refs: { '@chakra-ui/react': { disable: true } },
  async viteFinal(viteConfig) {
    // Storybook builds with a relative base ('./'), but the app's code treats BASE_URL as the URL
    // path its API and service worker live under (src/lib/config.ts, mocks/http.ts). That is the app's
    // base (BASE_PATH, '/' by default): `storybook dev` serves public/ at its root, and in the preview
    // build (`<base>storybook/`) the stories use the app's own service worker at `<base>`, whose scope
    // covers Storybook's pages.
    // Prop tables for the components stories show only (./docgen-scope.ts).
    // The app's chunk plan (scripts/vite/chunk-plan.ts) groups the app's modules for its pages; the
    // stories are pages of their own and keep the bundler's splitting.
    const plugins = limitDocgen(
      (viteConfig.plugins ?? []).filter(
        (plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'chunk-plan'),
      ),
      docgenModules(resolve(import.meta.dirname, '..')),
    );
    return {
      ...viteConfig,
      plugins,
      define: { ...viteConfig.define, 'import.meta.env.BASE_URL': JSON.stringify(appBase()) },
    };
  },
};

export default config;
