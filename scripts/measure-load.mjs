#!/usr/bin/env node
/**
 * Measures how long a full page load of the preview build takes to show a screen's content in
 * Chromium, on the default and the large data set (the figures go in docs/performance.md).
 *
 *   npm run build:preview && node scripts/measure-load.mjs [--runs 3] [--routes /dashboard,/units] [--data default,large] [--ledger]
 *
 * For each data set: signs in once through the mock provider, then for each route loads the page
 * `runs` times (the saved store already in IndexedDB, as on every visit after the first) and prints
 * the median time from navigation to the route's content (its ready locator visible); then `runs`
 * times opens the route inside the app from a freshly loaded dashboard (as a link does) and prints
 * that median too ("in the app"). The last full load's marks are printed too: the mock store's
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
 */
const within = (title, selector) => (page) =>
  page
    .locator('main')
    .filter({ has: page.getByRole('heading', { level: 1, name: title, exact: true }) })
    .locator(selector)
    .first();
const ROUTES = {
  '/dashboard': (page) => page.getByText('Total Properties').first(),
  '/properties': within('Properties', 'a[href^="/properties/"]'),
  '/units': within('Units', 'a[href^="/units/"]'),
  '/tenants': within('Tenants', 'a[href^="/tenants/"]'),
  '/leases': within('Leases', 'a[href^="/leases/"]'),
  '/payments': within('Payments', 'a[href^="/payments/"]'),
  '/rent-roll': within('Rent Roll', 'table'),
  '/overdue-payments': within('Overdue Payments', 'table'),
  '/maintenance-requests': within('Maintenance Requests', 'a[href^="/maintenance-requests/"]:not([href$="/new"])'),
  '/work-orders': within('Work Orders', 'a[href^="/work-orders/"]'),
  '/vendors': within('Vendors', 'a[href^="/vendors/"]'),
  '/deposit-returns': within('Deposit returns due', 'table'),
  // The Aging view's first page (its per-lease table) and a lease's ledger (the lease page's Financial
  // tab opens with it; measured to the ledger's closing balance, not the page).
  '/overdue-payments?view=aging': (page) => page.getByRole('table', { name: 'Aging per lease' }),
};
const wanted = flag('routes', '/dashboard,/properties,/units').split(',');
const dataSets = flag('data', 'default,large').split(',');

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

const server = await startPreview({ port });
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  for (const dataSet of dataSets) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const t0 = Date.now();
    await signIn(page, dataSet);
    console.log(`${dataSet}: first visit (store built or seeded, then saved) and sign-in: ${Date.now() - t0} ms`);
    for (const route of wanted) {
      const ready = ROUTES[route];
      if (!ready) throw new Error(`no ready locator for ${route}`);
      const times = [];
      let last;
      for (let i = 0; i < runs; i++) {
        const start = Date.now();
        await page.goto(`${origin}${route}`);
        await ready(page).waitFor({ timeout: 60_000 });
        times.push(Date.now() - start);
        last = await marks(page);
      }
      // In the app: from the dashboard (its own full load first, so nothing of the route is cached), the
      // route opened as a link does (a history entry the router follows) → its content.
      const inApp = [];
      for (let i = 0; i < runs; i++) {
        await page.goto(`${origin}/dashboard`);
        await ROUTES['/dashboard'](page).waitFor({ timeout: 60_000 });
        const start = Date.now();
        await page.evaluate((to) => {
          const idx = (window.history.state?.idx ?? 0) + 1;
          window.history.pushState({ usr: null, key: `measure-${idx}`, idx }, '', to);
          window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
        }, route);
        await ready(page).waitFor({ timeout: 60_000 });
        inApp.push(Date.now() - start);
      }
      console.log(
        `${dataSet} ${route}: in the app ${median(inApp)} ms (runs ${inApp.join(', ')}); full load ${median(times)} ms (runs ${times.join(', ')}); last run: store start ${last.storeStart} ms, store read ${last.storeRead} ms, store ready ${last.storeReady} ms, worker loaded ${last.workerLoaded} ms, worker ready ${last.workerReady} ms, app render ${last.appRender} ms, first paint ${last.firstPaint} ms`,
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
