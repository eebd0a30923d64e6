#!/usr/bin/env node
/**
 * What a first visit to the static preview transfers, step by step, in a fresh browser (empty cache
 * and storage), served as a static host serves it (scripts/static-host.mjs: gzip, every byte counted
 * by the server as sent): the landing page read without any input; Get Started to the mock provider's
 * page; Sign in, back on the landing page, then Go to Dashboard until its figures show. Prints one table (docs/performance.md).
 *
 *   npm run build:preview:app && node scripts/first-visit-bytes.mjs [--dir dist-preview] [--runs 2] [--viewport phone|laptop]
 *
 * `--viewport`: a 375 × 667 phone (the default) or a 1280 × 800 laptop; what a page fetches when a part
 * of it comes into view (the dashboard's charts) differs between them.
 */
import { chromium } from '@playwright/test';
import { chromiumPath, flag } from './preview-session.mjs';
import { serve } from './static-host.mjs';

const dir = flag('dir', 'dist-preview');
const runs = Number(flag('runs', '2'));
const VIEWPORTS = { phone: { width: 375, height: 667 }, laptop: { width: 1280, height: 800 } };
const viewport = VIEWPORTS[flag('viewport', 'phone')];
if (!viewport) throw new Error(`--viewport: one of ${Object.keys(VIEWPORTS).join(', ')}`);
const server = await serve(dir);
const origin = `http://localhost:${server.address().port}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });

const kib = (bytes) => `${Math.round(bytes / 1024)} KiB`;
/** Bytes the server sent since `from` (an index into its log), and the largest files among them. */
function since(from) {
  const part = server.sent.slice(from);
  return { bytes: part.reduce((sum, { bytes }) => sum + bytes, 0), part };
}

const rows = [];
const largest = new Map();
try {
  for (let run = 1; run <= runs; run++) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    let mark = server.sent.length;
    const step = () => {
      const { bytes, part } = since(mark);
      for (const { path, bytes: b } of part) largest.set(path.replace(/-[\w-]{8,10}\.(js|json\.gz)$/, '.$1'), b);
      mark = server.sent.length;
      return bytes;
    };
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    const landing = step();
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL(/mock-idp/, { timeout: 120_000 });
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor({ timeout: 120_000 });
    const provider = step();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Sign-in returns to the page it started from (the landing page), which links to the dashboard.
    await page.getByRole('link', { name: 'Go to Dashboard' }).click({ timeout: 120_000 });
    await page.getByRole('region', { name: 'Key figures' }).locator('dl').first().waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    const dashboard = step();
    rows.push({ run, landing, provider, dashboard, total: landing + provider + dashboard });
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

console.log(`| Run | Landing page, read | Get Started → provider | Sign in → dashboard | Total |`);
console.log(`|---|---|---|---|---|`);
for (const r of rows) {
  console.log(`| ${r.run} | ${kib(r.landing)} | ${kib(r.provider)} | ${kib(r.dashboard)} | **${kib(r.total)}** |`);
}
console.log('\nLargest files (gzip):');
for (const [path, bytes] of [...largest].sort((a, b) => b[1] - a[1]).slice(0, 12))
  console.log(`  ${kib(bytes)}  ${path}`);
