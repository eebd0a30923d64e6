import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_OUTPUT_DIR, E2E_PORT, e2eBuildDir } from './e2e/servers';

/**
 * End-to-end tests in headless Chromium against the PREVIEW build (the whole app on the in-browser
 * mock API and mock sign-in), served by a static server with SPA fallback (`vite preview`).
 * - Chromium: CHROMIUM_PATH, else /usr/bin/chromium-headless-shell (Debian's `chromium-headless-shell`,
 *   the same browser without its desktop parts: the binary Playwright itself runs headless tests on),
 *   else /usr/bin/chromium. The headless shell costs a test much less CPU than the full browser, and
 *   on 2 cores the browser's CPU is most of the e2e lane's time. Playwright's own browser
 *   downloads are not used.
 * - The root build: built into node_modules/.cache/e2e-<port>/root before the run, or, when
 *   E2E_PREVIEW_DIR names an existing preview build (.ci/run builds dist-preview/ first; locally
 *   `npm run build:preview && npm run test:e2e:built`), served from there without building again.
 * - Projects: `setup` signs in once through the mock provider and saves the session
 *   (e2e/auth.setup.ts); `chromium` runs every spec on it (signed in unless a test opts out, see
 *   e2e/fixtures.ts); `subpath` (e2e/subpath.spec.ts) builds and serves its own sub-path build
 *   (BASE_PATH=/rental/) while the other tests run, and only when it is selected; `prod`
 *   (e2e/prod/) runs the PRODUCTION build (`dist/`) against a real OpenID provider and the API over
 *   HTTP, which its worker starts (and builds `dist/` for, unless it already is; .ci/run builds it
 *   first with `npm run build:prod-local`). One worker: its tests stop and start the API.
 * `--project prod` alone starts no preview server.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const port = E2E_PORT;
const ci = Boolean(process.env.CI);
const prebuilt = process.env.E2E_PREVIEW_DIR;
const rootDir = prebuilt || e2eBuildDir('root');
/** Only the production-build lane was asked for (`--project prod`): the preview build is not served. */
const prodOnly = process.argv.some(
  (arg, i, args) => arg === '--project=prod' || (arg === '--project' && args[i + 1] === 'prod'),
);
const serve = `npx vite preview --mode preview --outDir ${rootDir} --port ${port} --strictPort`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // No retries: a test that needs one is a bug to fix (two runs in a row pass without).
  retries: 0,
  forbidOnly: ci,
  // Bounds for waiting on state, not sleeps: a passing test never waits them out. A first page load
  // in mock mode (service worker start, store restore, lazy route, first data) is quick on a quiet
  // 2-core machine and many times slower when the machine is shared with other jobs.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: E2E_OUTPUT_DIR,
  use: {
    baseURL: `http://localhost:${port}`,
    // No trace by default: recording one (DOM snapshots at every action, a screencast) costs every test
    // markedly more CPU. To debug a failure, run again with `--trace retain-on-failure`.
    // The failure screenshot stays.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts$/, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'chromium',
      testIgnore: [/subpath\.spec\.ts$/, /\/prod\//],
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'] },
    },
    { name: 'subpath', testMatch: /subpath\.spec\.ts$/, use: { ...devices['Desktop Chrome'] } },
    { name: 'prod', testMatch: /\/prod\/.*\.spec\.ts$/, workers: 1, use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: prodOnly
    ? undefined
    : {
        command: prebuilt
          ? serve
          : `npx vite build --mode preview --outDir ${rootDir} --emptyOutDir --logLevel warn && ${serve}`,
        url: `http://localhost:${port}/`,
        env: { ...process.env, BASE_PATH: '/' } as Record<string, string>,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'ignore',
      },
});
