#!/usr/bin/env node
/**
 * Lighthouse 12 on the built sites, as any static host serves them (gzip; hashed assets cached for
 * good; `/` from index.html, every other page from app.html), in mobile (Lighthouse's default: slow
 * 4G, 4× slower CPU) and desktop runs, on `/` (a first visit) and on signed-in pages. Prints one table
 * (docs/production-build.md, docs/performance.md). Not part of `.ci/run`.
 *
 *   npm run lighthouse -- [--build] [--dirs dist,dist-preview] [--pages /,/dashboard,/properties]
 *                         [--prod-pages /dashboard,/leases,/leases/:first,/payments,/overdue-payments] [--shifts]
 *                         [--form-factors mobile,desktop] [--runs 1] [--save DIR (each run's report as JSON)]
 *                         [--lantern]
 *
 * - `dist-preview` (mock build): signed in through the mock provider, on `--pages`.
 * - `dist` (the production build): served with the local OpenID provider and the API over HTTP
 *   (scripts/start-prod-local-stack.ts; built for them first unless it already is), signed in at the
 *   provider's login page, on `/` and `--prod-pages` (`:first` is the first record the API lists).
 * `--build` runs `npm run build:prod-local` and `npm run build:preview` first; `--shifts` prints each
 * run's layout shifts with the element that moved; `--lantern` prints the phone run's simulated LCP
 * path (Lighthouse's Lantern model: each request and main-thread task it counts, with its simulated
 * start and end), which says what the LCP waits for. Lighthouse is fetched on demand (`npx -y
 * lighthouse@12`, not a devDependency) and driven through its Node API with its own puppeteer-core,
 * so the signed-in runs keep the tab's session. Chromium: CHROMIUM_PATH, else
 * /usr/bin/chromium-headless-shell. Runs under tsx (`npm run lighthouse`): it starts the TypeScript
 * servers in process.
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from './static-host.mjs';
import { DEMO_PASSWORD } from './oidc-provider.ts';
import { buildFor, isBuiltFor, prodLocalAddresses, startProdLocal } from './start-prod-local-stack.ts';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const dirs = flag('dirs', 'dist,dist-preview').split(',');
const pages = flag('pages', '/,/dashboard,/properties').split(',');
const prodPages = [
  '/',
  ...flag('prod-pages', '/dashboard,/leases,/leases/:first,/payments,/overdue-payments').split(','),
];
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
const formFactors = flag('form-factors', 'mobile,desktop').split(',');
const runs = Number(flag('runs', '1'));
const saveDir = flag('save', '');

if (args.includes('--build')) {
  execSync('npm run build:prod-local', { stdio: 'inherit' });
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

/** Signs in at the local OpenID provider's own login page (the production build). */
async function signInAtProvider(page, origin, provider) {
  await page.goto(`${origin}/`);
  await page.locator('button ::-p-text(Get Started)').click();
  await page.waitForFunction((at) => location.origin === at, { timeout: 120_000 }, provider);
  // The provider's origin is reached before its login form is parsed (a busy machine).
  await page.waitForSelector('#email', { timeout: 120_000 });
  await page.type('#email', 'alex.morgan@example.com');
  await page.type('#password', DEMO_PASSWORD);
  await page.locator('button ::-p-text(Sign in)').click();
  await page.waitForFunction(() => document.body.innerText.includes('Log Out'), { timeout: 120_000 });
}

/** `/leases/:first` → the first lease the API lists, asked with the signed-in tab's token. */
async function resolvePath(page, path, api) {
  const match = /^\/([a-z-]+)\/:first$/.exec(path);
  if (!match) return path;
  const token = await page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i);
      if (key.startsWith('oidc.user:')) return JSON.parse(sessionStorage.getItem(key)).access_token;
    }
    return '';
  });
  const response = await fetch(`${api}/${match[1]}`, { headers: { Authorization: `Bearer ${token}` } });
  const { data } = await response.json();
  return `/${match[1]}/${data[0].id}`;
}

/**
 * `--lantern`: the simulated LCP of a run as Lantern computes it (its pessimistic graph: every request
 * and counted task before the observed LCP), one line per node with its simulated start and end. A
 * request served from the memory cache still costs a round trip there, so the number of files shows.
 */
async function printLanternPath(artifacts, path) {
  const computed = (file) => import(pathToFileURL(join(lighthouseDir, 'core/computed', file)).href);
  const { LanternLargestContentfulPaint } = await computed('metrics/lantern-largest-contentful-paint.js');
  const { LoadSimulator } = await computed('load-simulator.js');
  const context = { computedCache: new Map() };
  const { settings, DevtoolsLog: devtoolsLog, Trace: trace } = artifacts;
  const simulator = await LoadSimulator.request({ devtoolsLog, settings }, context);
  const data = { trace, devtoolsLog, settings, simulator, gatherContext: artifacts.GatherContext };
  const result = await LanternLargestContentfulPaint.request(
    { ...data, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps },
    context,
  );
  const estimate = result.pessimisticEstimate;
  console.error(`Lantern LCP path of ${path}: ${Math.round(estimate.timeInMs)} ms`);
  const nodes = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of nodes) {
    const what =
      node.type === 'network'
        ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 80)} (${node.request.transferSize} B)`
        : `main thread, ${Math.round(node.duration / 1000)} ms observed${node.didPerformLayout() ? ', layout' : ''}`;
    console.error(
      `  ${String(Math.round(timing.startTime)).padStart(6)} ${String(Math.round(timing.endTime)).padStart(6)}  ${what}`,
    );
  }
}

const rows = [];
for (const dir of dirs) {
  const production = dir === 'dist';
  if (production && !isBuiltFor(prodLocalAddresses())) buildFor(prodLocalAddresses());
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`${dir}/index.html not found: build first (or pass --build).`);
    process.exit(1);
  }
  const mock = existsSync(join(dir, 'mockServiceWorker.js'));
  // The production build runs on its real parts; tokens live an hour so that no renewal falls into a run.
  const stack = production ? await startProdLocal({ accessTokenTtl: 3600 }) : null;
  const server = stack ? null : await serve(dir);
  const origin = stack ? stack.addresses.app : `http://localhost:${server.address().port}`;
  for (const formFactor of formFactors) {
    for (const path of production ? prodPages : pages) {
      const signedIn = path !== '/';
      if (signedIn && !mock && !production) continue;
      for (let run = 1; run <= runs; run++) {
        const browser = await puppeteer.launch({
          executablePath: chromiumPath,
          args: ['--no-sandbox', '--disable-gpu'],
        });
        try {
          const page = await browser.newPage();
          if (signedIn && production) await signInAtProvider(page, origin, stack.addresses.provider);
          else if (signedIn) await signIn(page, origin);
          const target = production ? await resolvePath(page, path, stack.addresses.api) : path;
          const flags = {
            logLevel: 'error',
            output: 'json',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            // A signed-in run keeps the tab's session (and, as a returning visit, the cached files).
            disableStorageReset: signedIn,
          };
          const { lhr, artifacts } = await lighthouse(
            `${origin}${target}`,
            flags,
            formFactor === 'desktop' ? desktopConfig : undefined,
            page,
          );
          if (args.includes('--lantern') && formFactor === 'mobile') await printLanternPath(artifacts, path);
          const audit = (id) => lhr.audits[id];
          rows.push({
            site: `${dir}${production ? ' (local provider + API)' : ''}${signedIn ? ' (signed in)' : ''}`,
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
          console.error(`done: ${dir} ${formFactor} ${path} (run ${run})`);
          if (saveDir) {
            mkdirSync(saveDir, { recursive: true });
            const name = `${dir}-${formFactor}-${path.replace(/[^a-z0-9]+/gi, '_')}-${run}.json`;
            writeFileSync(join(saveDir, name), JSON.stringify(lhr));
          }
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
  }
  if (stack) await stack.stop();
  else server.close();
}

console.log('| Site | Run | Page | Performance | A11y | BP | FCP | LCP | TBT | CLS | Bytes |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.site} | ${r.formFactor} | \`${r.path}\` | ${r.performance} | ${r.a11y} | ${r.bp} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.bytes} |`,
  );
