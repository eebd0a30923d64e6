import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, startAppOnLanding, test } from './fixtures';
import { E2E_SUB_PATH, E2E_SUB_PATH_ORIGIN, E2E_SUB_PATH_PORT, e2eBuildDir } from './servers';

// The preview built for a sub-path (BASE_PATH=/rental/): assets, the MSW service worker and the
// router basename all follow the base. This spec builds and serves that build itself (only when it
// runs, on one worker, while the other worker runs the rest of the suite).
const root = `${E2E_SUB_PATH_ORIGIN}${E2E_SUB_PATH}`;
const repo = fileURLToPath(new URL('..', import.meta.url));
const vite = fileURLToPath(new URL('../node_modules/.bin/vite', import.meta.url));

/** Runs a command to its end; rejects with its output when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

/** Polls `url` until it answers 200 (the preview server is up), or `child` exits first. */
async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer ${url} within ${timeoutMs} ms`);
}

test.use({ signedIn: false });

test.describe(`preview under a sub-path (${E2E_SUB_PATH})`, () => {
  // One worker builds the sub-path preview once for the three tests (not once per worker).
  test.describe.configure({ mode: 'default' });

  let server: ChildProcess | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000); // a full Vite build, on a machine busy with the other worker's tests
    const outDir = e2eBuildDir('subpath');
    const env = { ...process.env, BASE_PATH: E2E_SUB_PATH };
    await run(vite, ['build', '--mode', 'preview', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], env);
    server = spawn(
      vite,
      ['preview', '--mode', 'preview', '--outDir', outDir, '--port', String(E2E_SUB_PATH_PORT), '--strictPort'],
      { cwd: repo, env, stdio: 'ignore' },
    );
    await waitForServer(root, server, 30_000);
  });
  test.afterAll(() => {
    server?.kill();
  });

  test('the mock API worker is registered under the base and answers <base>api/', async ({ page }) => {
    await page.goto(root);
    await expect(page.getByRole('heading', { name: 'Simplify Your Property Management' })).toBeVisible();
    // Signed out on the landing page, the app (the mock with it) starts at the first input.
    await startAppOnLanding(page);
    // The app renders while the worker starts (its calls wait for it): wait for the worker to take the page.
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const registration = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return {
        scope: reg?.scope,
        script: reg?.active?.scriptURL,
        controlled: Boolean(navigator.serviceWorker.controller),
      };
    });
    expect(registration.scope).toBe(root);
    expect(registration.script).toBe(`${root}mockServiceWorker-entry.js`);
    expect(registration.controlled).toBe(true);
    const health = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, body: await response.json() };
    }, `${root}api/health`);
    expect(health).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  test('a deep link is routed inside the base (router basename)', async ({ page }) => {
    await page.goto(`${root}no/such/page`);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    // React Router writes the basename without its trailing slash (`/rental`).
    await expect(page).toHaveURL(new RegExp(`^${root.replace(/\/$/, '')}/?$`));
    await expect(page.getByRole('heading', { name: 'Simplify Your Property Management' })).toBeVisible();
  });

  test('the static-host fallback files follow the base', async ({ request }) => {
    const redirects = await request.get(`${root}_redirects`);
    // Every path but the base itself gets the app without the prerendered landing page.
    expect(await redirects.text()).toBe(`${E2E_SUB_PATH}* ${E2E_SUB_PATH}app.html 200\n`);
    const notFound = await request.get(`${root}404.html`);
    expect(notFound.status()).toBe(200);
    expect(await notFound.text()).toContain(`src="${E2E_SUB_PATH}assets/`);
    expect(await notFound.text()).not.toContain('Simplify Your Property Management');
  });

  test('the landing page arrives in the HTML with links inside the base', async ({ request }) => {
    const home = await (await request.get(root, { headers: { accept: 'text/html' } })).text();
    expect(home).toContain('Simplify Your Property Management</h1>');
    expect(home).toContain(`href="${E2E_SUB_PATH}favicon.svg"`);
    expect(home).toMatch(new RegExp(`<a [^>]*href="${E2E_SUB_PATH.replace(/\/$/, '')}/?"[^>]*>Rental Manager</a>`));
    const deepLink = await (await request.get(`${root}dashboard`, { headers: { accept: 'text/html' } })).text();
    expect(deepLink).toContain(`src="${E2E_SUB_PATH}assets/`);
    expect(deepLink).not.toContain('Simplify Your Property Management');
  });
});
