/**
 * What the browser scripts over the preview build share (screenshots, typing): their `--name value`
 * flags, the Chromium to drive, `vite preview` on a port, and signing in through the mock provider.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

/** `--name value` from the command line, else `fallback`. */
export function flag(name, fallback) {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
}

const executable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** CHROMIUM_PATH, else Debian's headless shell, else Debian's chromium. */
export const chromiumPath =
  process.env.CHROMIUM_PATH || ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find(executable);

/** Serves `dir` with `vite preview` on `port`; resolves once it answers. `stop()` ends it. */
export async function startPreview({ dir = 'dist-preview', port }) {
  const origin = `http://localhost:${port}`;
  const server = spawn(
    'npx',
    ['vite', 'preview', '--mode', 'preview', '--outDir', dir, '--port', String(port), '--strictPort'],
    { stdio: 'ignore', detached: true },
  );
  const stop = () => process.kill(-server.pid);
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(origin)).ok) return { origin, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`preview server did not start on ${origin}`);
}

/**
 * Signs in through the mock provider from `origin` + `search` (e.g. `?mockData=large`). `/` arrives
 * prerendered; a tap before the app has taken over the page is kept and acted on once it has
 * (public/early-taps.js), so one click is enough, however long the mock takes to start (the large set
 * is seeded on its first visit).
 */
export async function signIn(page, origin, search = '') {
  await page.goto(`${origin}/${search}`);
  const start = page.getByRole('link', { name: 'Get Started' }).or(page.getByRole('button', { name: 'Get Started' }));
  await start.first().click({ timeout: 120_000 });
  await page.waitForURL(/mock-idp/, { timeout: 120_000 });
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Log Out' }).waitFor({ timeout: 120_000 });
}
