/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { contentSecurityPolicy } from './scripts/content-security-policy.ts';
import { builtDataSet } from './scripts/vite/built-data-set.ts';
import { chakraGlobalStylesheet } from './scripts/vite/chakra-global-stylesheet.ts';
import { chunkPlan, PLANNING_BUILD } from './scripts/vite/chunk-plan.ts';
import { excludeMockModules } from './scripts/vite/exclude-mock-modules.ts';
import { hostHeaders } from './scripts/vite/host-headers.ts';
import { immutableAssets } from './scripts/vite/immutable-assets.ts';
import { lightCookieJar } from './scripts/vite/light-cookie-jar.ts';
import { precompiledValidators } from './scripts/vite/precompiled-validators.ts';
import { prerenderLanding } from './scripts/vite/prerender-landing.ts';
import { previewSecurityPolicy } from './scripts/vite/preview-security-policy.ts';
import { staticHostFallbacks } from './scripts/vite/static-host-fallbacks.ts';

/**
 * Modes:
 * - `development` (npm run dev): mock API + mock sign-in in the browser (see .env.development).
 * - `production` (npm run build): real API and identity provider from VITE_* variables; no mock code.
 * - `preview` (npm run build:preview): the whole app on the mock, a static site in dist-preview/.
 * BASE_PATH (e.g. /some/path/) builds for a sub-path; the router basename, the MSW worker URL
 * and the assets all follow Vite's `base`.
 * Each plugin is a module of its own in scripts/vite/, which says what it does and why.
 */
function normaliseBase(value: string | undefined): string {
  if (!value) return '/';
  let base = value.startsWith('/') ? value : `/${value}`;
  if (!base.endsWith('/')) base += '/';
  return base;
}

/** The plugins of a mode: every build's, then the preview's, then those of builds with or without the mock. */
function pluginsFor(mode: string): PluginOption[] {
  const base = normaliseBase(process.env.BASE_PATH);
  const policy = policyFor(mode);
  const mock = loadEnv(mode, process.cwd(), 'VITE_').VITE_MOCK === 'true';
  // The chunk plan's first build (scripts/vite/chunk-plan.ts) needs only what shapes the module graph.
  if (process.env[PLANNING_BUILD])
    return [
      react(),
      chakraGlobalStylesheet('test'),
      ...(!mock ? [excludeMockModules()] : [precompiledValidators(), lightCookieJar()]),
    ];
  return [
    react(),
    chunkPlan(mode),
    chakraGlobalStylesheet(mode),
    prerenderLanding(mode, base),
    ...(mode === 'preview' ? [staticHostFallbacks(base), builtDataSet(mode, base)] : []),
    hostHeaders(base, policy),
    immutableAssets(base),
    previewSecurityPolicy(policy),
    ...(mode !== 'test' && !mock ? [excludeMockModules()] : []),
    ...(mock ? [precompiledValidators(), lightCookieJar()] : []),
  ];
}

/**
 * Test files that need a fresh jsdom document and module graph (Vitest's per-file isolation), each
 * with its reason; every other file shares its worker's (docs/testing.md).
 */
const isolatedTestFiles = [
  // The story tests play stories with storybook/test, which bundles its own copy of user-event: it
  // prepares the shared document as well, and typing with the app tests' copy afterwards leaves
  // inputs empty (suggestion-input and search tests failed after the stories in the same worker).
  'src/testing/stories.test.tsx',
  'src/testing/stories-2.test.tsx',
  'src/testing/stories-mock-state.test.tsx',
];

/** What every jsdom test file runs first (docs/testing.md); the `node` project has no such setup. */
const jsdomSetup = './src/testing/setup.ts';

/** The build's policy from its mode's env: mock builds call their own origin, production the configured hosts. */
function policyFor(mode: string): string {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return contentSecurityPolicy({
    mock: env.VITE_MOCK === 'true',
    apiBaseUrl: env.VITE_API_BASE_URL,
    oidcAuthority: env.VITE_OIDC_AUTHORITY,
  });
}

export default defineConfig(({ mode }) => ({
  base: normaliseBase(process.env.BASE_PATH),
  plugins: pluginsFor(mode),
  // The mock API's worker (mocks/worker/): ES modules (it loads an area's handlers on demand), built
  // with the mock builds' own plugins.
  worker: {
    format: 'es' as const,
    plugins: () =>
      loadEnv(mode, process.cwd(), 'VITE_').VITE_MOCK === 'true' ? [precompiledValidators(), lightCookieJar()] : [],
  },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  build: {
    outDir: mode === 'preview' ? 'dist-preview' : 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: read by scripts/check-bundle.mjs (the landing page's initial JS budget).
    manifest: true,
    chunkSizeWarningLimit: 800,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  // Vitest (docs/testing.md). Test files share one jsdom environment and module graph per worker
  // (`isolate: false`): src/testing/setup.ts puts back after every test what a test can change.
  test: {
    globals: true,
    environment: 'jsdom',
    css: false,
    testTimeout: 20000,
    hookTimeout: 20000,
    pool: 'threads',
    isolate: false,
    // Vitest's default on 2 cores is one worker (cores − 1). Three workers on two cores: a worker
    // that waits (on a timer, a poll, its own start) leaves a core to the others instead of idle.
    maxWorkers: 3,
    env: { TZ: 'UTC' },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          setupFiles: [jsdomSetup],
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/.git/**', '**/*.node.test.{ts,tsx}', ...isolatedTestFiles],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'isolated', setupFiles: [jsdomSetup], isolate: true, include: isolatedTestFiles },
      },
      // Build-time code (what vite.config.ts loads into Node through Vite, and Storybook's configuration)
      // tested in Node as the build runs it: libraries pick their server builds there (Emotion collects
      // rules instead of writing them into a document). No jsdom, no setup file.
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.node.test.{ts,tsx}', '.storybook/**/*.node.test.ts', 'scripts/**/*.node.test.ts'],
        },
      },
    ],
  },
}));
