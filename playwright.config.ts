import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT, E2E_SUB_PATH, E2E_SUB_PATH_ORIGIN } from './e2e/servers';

/**
 * End-to-end tests in headless Chromium against the PREVIEW build (the whole app on the in-browser
 * mock API and mock sign-in), served by a static server with SPA fallback (`vite preview`).
 * - Chromium: CHROMIUM_PATH, else /usr/bin/chromium (Debian's `chromium` package); Playwright's own
 *   browser downloads are not used.
 * - Two servers: the root build (baseURL, every spec) and a sub-path build (BASE_PATH=/rental/,
 *   e2e/subpath.spec.ts) that proves the worker, router basename and assets follow the base.
 */
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const port = E2E_PORT;
const subPathPort = port + 1;
// Built apart from dist-preview/ (and per port), so `npm run build:preview` or a second e2e run on
// the same machine cannot replace the files under a running server.
const outDir = (name: string) => `node_modules/.cache/e2e-${port}/${name}`;
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `test-results/e2e-${port}`,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `npx vite build --mode preview --outDir ${outDir('root')} --emptyOutDir --logLevel warn && npx vite preview --mode preview --outDir ${outDir('root')} --port ${port} --strictPort`,
      url: `http://localhost:${port}/`,
      env: { ...process.env, BASE_PATH: '/' } as Record<string, string>,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
    },
    {
      command: `npx vite build --mode preview --outDir ${outDir('subpath')} --emptyOutDir --logLevel warn && npx vite preview --mode preview --outDir ${outDir('subpath')} --port ${subPathPort} --strictPort`,
      url: `${E2E_SUB_PATH_ORIGIN}${E2E_SUB_PATH}`,
      env: { ...process.env, BASE_PATH: E2E_SUB_PATH } as Record<string, string>,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
    },
  ],
});
