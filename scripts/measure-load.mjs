#!/usr/bin/env node
/**
 * Measures how long a full page load of the preview build takes to show a screen's content in
 * Chromium, on the default and the large data set (the figures go in docs/performance.md).
 *
 *   npm run build:preview && node scripts/measure-load.mjs [--runs 3] [--routes /dashboard,/units] [--data default,large] [--ledger] [--dir dist-preview] [--intent 100] [--settle 0]
 *
 * For each data set: signs in once through the mock provider, then for each route loads the page
 * `runs` times (the saved store already in IndexedDB, as on every visit after the first) and prints
 * the median time from navigation to the first frame with the route's content; then `runs` times
 * opens the route inside the app from a freshly loaded dashboard (as a link does) and prints that
 * median too ("in the app"). Both are read from the page's clock (`watchForContent`), so Playwright's
 * round trips are not in them. `--dir` measures another build's preview (e.g. an older commit's);
 * `--settle` leaves the dashboard on screen that long (ms) after its figures show before navigating,
 * as a person reading it would (the screen's and the mock's trailing work done). The last full load's marks are printed too: the mock store's
 * (`mock-store:*`: read from IndexedDB, built, seeded), the worker start and the first paint. The first visit
 * of a data set (the store seeded, then saved) is printed apart.
 */
import { chromium } from '@playwright/test';
import { chromiumPath, flag, signIn as signInFrom, startPreview } from './preview-session.mjs';

const args = process.argv.slice(2);
const runs = Number(flag('runs', '3'));
const port = Number(flag('port', '4310'));
const origin = `http://localhost:${port}`;

/**
 * A route and what shows that its content (not a loading state) is on screen: inside a page whose
 * title is the route's own, so a link or table of the page before (the dashboard) never counts.
 * Each is checked in the page on every frame (`contentShown`), so a figure is the time to the first
 * frame that has it, read from the page's own clock: the harness's round trips are not in it.
 */
const ROUTES = {
  '/dashboard': { text: 'Total Properties', link: 'Dashboard' },
  '/properties': { title: 'Properties', selector: 'a[href^="/properties/"]', link: 'Properties' },
  '/units': { title: 'Units', selector: 'a[href^="/units/"]', link: 'Units' },
  '/tenants': { title: 'Tenants', selector: 'a[href^="/tenants/"]', link: 'Tenants' },
  '/leases': { title: 'Leases', selector: 'a[href^="/leases/"]', link: 'Leases' },
  '/payments': { title: 'Payments', selector: 'a[href^="/payments/"]', link: 'Payments' },
  '/rent-roll': { title: 'Rent Roll', selector: 'table', link: 'Rent Roll' },
  '/overdue-payments': { title: 'Overdue Payments', selector: 'table', link: 'Overdue Payments' },
  '/maintenance-requests': {
    title: 'Maintenance Requests',
    selector: 'a[href^="/maintenance-requests/"]:not([href$="/new"])',
    link: 'Maintenance Requests',
  },
  '/work-orders': { title: 'Work Orders', selector: 'a[href^="/work-orders/"]', link: 'Work Orders' },
  '/vendors': { title: 'Vendors', selector: 'a[href^="/vendors/"]', link: 'Vendors' },
  '/deposit-returns': { title: 'Deposit returns due', selector: 'table', link: 'Deposit returns' },
  // The Aging view's first page (its per-lease table) and a lease's ledger (the lease page's Financial
  // tab opens with it; measured to the ledger's closing balance, not the page).
  '/overdue-payments?view=aging': { table: 'Aging per lease' },
};

/** Playwright's wait for a route's content (the guard that the page got there at all). */
function readyLocator(page, { title, selector, text, table }) {
  if (text) return page.getByText(text).first();
  if (table) return page.getByRole('table', { name: table });
  if (!title) return page.locator(selector).first();
  return page
    .locator('main')
    .filter({ has: page.getByRole('heading', { level: 1, name: title, exact: true }) })
    .locator(selector)
    .first();
}

/**
 * In the page: on every frame from now on, records in `window.__contentShown` the page's clock at the
 * first frame whose document has the route's content (the same rule as `readyLocator`).
 */
function watchForContent({ title, selector, text, table }) {
  window.__contentShown = undefined;
  const shown = () => {
    if (text) return document.body?.innerText.includes(text);
    if (table)
      return [...document.querySelectorAll('table')].some(
        (element) => element.caption?.textContent.trim() === table || element.getAttribute('aria-label') === table,
      );
    const mains = [...document.querySelectorAll('main')].filter(
      (main) => !title || [...main.querySelectorAll('h1')].some((h1) => h1.textContent.trim() === title),
    );
    return mains.some((main) => main.querySelector(selector));
  };
  // The clock when the frame's callbacks run, not the frame's own timestamp (`requestAnimationFrame`'s
  // argument): that is the frame's start as scheduled, earlier than this when a long task held the
  // main thread (a render that did not yield), so it would leave that task's time out.
  const frame = () => {
    if (shown()) window.__contentShown = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const wanted = flag('routes', '/dashboard,/properties,/units').split(',');
const dataSets = flag('data', 'default,large').split(',');
/** How long the pointer rests on a sidebar link before the click (`--intent`). */
const intentMs = Number(flag('intent', '100'));
/** How long the dashboard stays on screen (after its figures show) before the navigation (`--settle`). */
const settleMs = Number(flag('settle', '0'));

/**
 * Waits without running anything in the page, so the harness's own scripts (a locator's polling, an
 * evaluation) do not take the page's main thread while it draws the screen being timed; the page's
 * clock (`watchForContent`) has the figure, read afterwards. Longer than an in-app navigation takes.
 */
const quietWhileMeasured = (page) => page.waitForTimeout(300);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const signIn = (page, dataSet) => signInFrom(page, origin, dataSet === 'default' ? '' : `?mockData=${dataSet}`);

async function marks(page) {
  return page.evaluate(() => {
    const pick = (name) => {
      const entry = performance.getEntriesByName(name)[0];
      return entry ? Math.round(entry.startTime + (entry.entryType === 'measure' ? entry.duration : 0)) : undefined;
    };
    return {
      storeStart: pick('mock-store:start'),
      storeRead: pick('mock-store:read'),
      storeReady: pick('mock-store:loaded') ?? pick('mock-store:built') ?? pick('mock-store:seeded'),
      workerLoaded: pick('mock-worker:loaded'),
      workerReady: pick('mock-worker:ready'),
      appRender: pick('app:render'),
      // The app's first render (the shell, before its data): the store may still be loading then.
      firstPaint: pick('first-contentful-paint'),
    };
  });
}

const server = await startPreview({ port, dir: flag('dir', 'dist-preview') });
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  for (const dataSet of dataSets) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const t0 = Date.now();
    await signIn(page, dataSet);
    console.log(`${dataSet}: first visit (store built or seeded, then saved) and sign-in: ${Date.now() - t0} ms`);
    for (const route of wanted) {
      const content = ROUTES[route];
      if (!content) throw new Error(`no content rule for ${route}`);
      // Every page load of this context watches for this route's content from its first frame on.
      await context.addInitScript(watchForContent, content);
      const times = [];
      let last;
      for (let i = 0; i < runs; i++) {
        await page.goto(`${origin}${route}`);
        await readyLocator(page, content).waitFor({ timeout: 60_000 });
        // The page's clock starts at the navigation.
        times.push(Math.round(await page.waitForFunction(() => window.__contentShown).then((h) => h.jsonValue())));
        last = await marks(page);
      }
      // In the app: from the dashboard (its own full load first, so nothing of the route is cached), the
      // route opened as a link does (a history entry the router follows) → its content.
      const inApp = [];
      for (let i = 0; i < runs; i++) {
        await page.goto(`${origin}/dashboard`);
        await readyLocator(page, ROUTES['/dashboard']).waitFor({ timeout: 60_000 });
        await page.waitForTimeout(settleMs);
        await page.evaluate(watchForContent, content);
        const start = await page.evaluate((to) => {
          const at = performance.now();
          const idx = (window.history.state?.idx ?? 0) + 1;
          window.history.pushState({ usr: null, key: `measure-${idx}`, idx }, '', to);
          window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
          return at;
        }, route);
        await quietWhileMeasured(page);
        await readyLocator(page, content).waitFor({ timeout: 60_000 });
        const shown = await page.waitForFunction(() => window.__contentShown).then((h) => h.jsonValue());
        // A route already on screen (the dashboard from the dashboard) is there in the next frame.
        inApp.push(Math.max(0, Math.round(shown - start)));
      }
      // As a person opens it: the pointer over the sidebar's link (which starts loading the route's
      // code and first data), the click `intentMs` later, then the first frame with the content.
      const viaLink = [];
      for (let i = 0; content.link && route !== '/dashboard' && i < runs; i++) {
        await page.goto(`${origin}/dashboard`);
        await readyLocator(page, ROUTES['/dashboard']).waitFor({ timeout: 60_000 });
        await page.waitForTimeout(settleMs);
        const link = page
          .getByRole('navigation', { name: 'Main navigation' })
          .getByRole('link', { name: content.link, exact: true });
        await page.evaluate(watchForContent, content);
        await page.evaluate(() =>
          document.addEventListener('click', () => (window.__clickedAt = performance.now()), {
            capture: true,
            once: true,
          }),
        );
        await link.hover();
        await page.waitForTimeout(intentMs);
        await link.click();
        await quietWhileMeasured(page);
        await readyLocator(page, content).waitFor({ timeout: 60_000 });
        const [shown, clicked] = await page
          .waitForFunction(() => window.__contentShown && [window.__contentShown, window.__clickedAt])
          .then((h) => h.jsonValue());
        viaLink.push(Math.max(0, Math.round(shown - clicked)));
      }
      const linkFigure = viaLink.length
        ? `; by its sidebar link (click ${intentMs} ms after pointer-over) ${median(viaLink)} ms (runs ${viaLink.join(', ')})`
        : '';
      console.log(
        `${dataSet} ${route}: in the app ${median(inApp)} ms (runs ${inApp.join(', ')})${linkFigure}; full load ${median(times)} ms (runs ${times.join(', ')}); last run: store start ${last.storeStart} ms, store read ${last.storeRead} ms, store ready ${last.storeReady} ms, worker loaded ${last.workerLoaded} ms, worker ready ${last.workerReady} ms, app render ${last.appRender} ms, first paint ${last.firstPaint} ms`,
      );
    }
    if (args.includes('--ledger')) {
      // A lease's ledger as the lease page's Financial tab asks for it: the call's time (the mock's
      // work in the page, the screen's only wait once the tab's chunk is there), for the first leases.
      const times = await page.evaluate(async () => {
        const headers = { Authorization: 'Bearer measure' };
        const leases = await (await fetch('/api/leases?limit=5', { headers })).json();
        const out = [];
        for (const lease of leases.data) {
          const start = performance.now();
          await (await fetch(`/api/leases/${lease.id}/ledger`, { headers })).json();
          out.push(Math.round(performance.now() - start));
        }
        return out;
      });
      console.log(`${dataSet} lease ledger call: median ${median(times)} ms (runs ${times.join(', ')})`);
    }
    await context.close();
  }
  await browser.close();
} finally {
  server.stop();
}
