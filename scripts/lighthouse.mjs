#!/usr/bin/env node
/**
 * Lighthouse 12 on the built sites, as any static host serves them (gzip; hashed assets cached for
 * good; `/` from index.html, every other page from app.html), in mobile (Lighthouse's default: slow
 * 4G, 4× slower CPU) and desktop runs, on `/` (a first visit) and, signed in through the mock, on
 * `/dashboard` and `/properties`. Prints one table (docs/performance.md). Not part of `.ci/run`.
 *
 *   node scripts/lighthouse.mjs [--build] [--dirs dist,dist-preview] [--pages /,/dashboard,/properties] [--shifts]
 *
 * `--build` runs `npm run build` and `npm run build:preview` first; `--shifts` prints each run's layout
 * shifts with the element that moved. The production build (`dist`) has no
 * mock sign-in: its signed-in pages are skipped. Lighthouse is fetched on demand (`npx -y lighthouse@12`,
 * not a devDependency) and driven through its Node API with its own puppeteer-core, so the signed-in runs
 * keep the tab's session. Chromium: CHROMIUM_PATH, else /usr/bin/chromium-headless-shell.
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from './static-host.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const dirs = flag('dirs', 'dist,dist-preview').split(',');
const pages = flag('pages', '/,/dashboard,/properties').split(',');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

if (args.includes('--build')) {
  execSync('npm run build', { stdio: 'inherit' });
  execSync('npm run build:preview', { stdio: 'inherit' });
}

// Lighthouse 12 and the puppeteer-core it ships with, from npx's cache.
const cli = spawnSync('npx', ['-y', '-p', 'lighthouse@12', 'sh', '-c', 'readlink -f "$(command -v lighthouse)"'], {
  encoding: 'utf8',
});
if (cli.status !== 0) throw new Error(`npx lighthouse@12 failed: ${cli.stderr}`);
const lighthouseDir = dirname(dirname(cli.stdout.trim()));
const modules = dirname(lighthouseDir);
const { default: lighthouse, desktopConfig } = await import(pathToFileURL(join(lighthouseDir, 'core/index.js')).href);
const { default: puppeteer } = await import(
  pathToFileURL(join(modules, 'puppeteer-core/lib/esm/puppeteer/puppeteer-core.js')).href
);

async function signIn(page, origin) {
  await page.goto(`${origin}/`);
  await page.locator('button ::-p-text(Get Started)').click();
  await page.waitForFunction(() => location.pathname.includes('mock-idp'), { timeout: 120_000 });
  await page.locator('button ::-p-text(Sign in)').click();
  await page.waitForFunction(() => document.body.innerText.includes('Log Out'), { timeout: 120_000 });
}

const rows = [];
for (const dir of dirs) {
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`${dir}/index.html not found: build first (or pass --build).`);
    process.exit(1);
  }
  const mock = existsSync(join(dir, 'mockServiceWorker.js'));
  const server = await serve(dir);
  const origin = `http://localhost:${server.address().port}`;
  for (const formFactor of ['mobile', 'desktop']) {
    for (const path of pages) {
      const signedIn = path !== '/';
      if (signedIn && !mock) continue;
      const browser = await puppeteer.launch({
        executablePath: chromiumPath,
        args: ['--no-sandbox', '--disable-gpu'],
      });
      try {
        const page = await browser.newPage();
        if (signedIn) await signIn(page, origin);
        const flags = {
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          // A signed-in run keeps the tab's session (and, as a returning visit, the cached files).
          disableStorageReset: signedIn,
        };
        const { lhr } = await lighthouse(
          `${origin}${path}`,
          flags,
          formFactor === 'desktop' ? desktopConfig : undefined,
          page,
        );
        const audit = (id) => lhr.audits[id];
        rows.push({
          site: `${dir}${signedIn ? ' (signed in)' : ''}`,
          formFactor,
          path,
          performance: Math.round(lhr.categories.performance.score * 100),
          a11y: Math.round(lhr.categories.accessibility.score * 100),
          bp: Math.round(lhr.categories['best-practices'].score * 100),
          fcp: audit('first-contentful-paint').displayValue,
          lcp: audit('largest-contentful-paint').displayValue,
          tbt: audit('total-blocking-time').displayValue,
          cls: audit('cumulative-layout-shift').displayValue,
          bytes: `${Math.round(audit('total-byte-weight').numericValue / 1024)} KiB`,
        });
        console.error(`done: ${dir} ${formFactor} ${path}`);
        if (args.includes('--shifts')) {
          for (const item of audit('layout-shifts')?.details?.items ?? []) {
            console.error(
              `  layout shift ${item.score?.toFixed(3)}: ${item.node?.snippet ?? item.node?.selector ?? '?'}`,
            );
          }
        }
      } finally {
        await browser.close();
      }
    }
  }
  server.close();
}

console.log('| Site | Run | Page | Performance | A11y | BP | FCP | LCP | TBT | CLS | Bytes |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.site} | ${r.formFactor} | \`${r.path}\` | ${r.performance} | ${r.a11y} | ${r.bp} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.bytes} |`,
  );
