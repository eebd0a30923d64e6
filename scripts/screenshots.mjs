#!/usr/bin/env node
/**
 * Screenshots of every main screen of the preview build, on a laptop (1280 × 900) and on a phone
 * (375 × 812), for a reviewer's look at the product (the pictures are not checked in).
 *
 *   npm run build:preview && npm run screenshots [-- --out screenshots] [--only leases,units] [--sizes 375] [--port 4320]
 *
 * Signs in through the mock provider on the default data set, then for each screen loads the page,
 * waits for its heading, and saves `<out>/<width>/<name>.png` (the whole page). A detail page is the
 * first record its list links to. After each shot it prints what a reviewer would flag at once on a
 * phone: an element wider than the viewport outside a sideways-scrolling container, and a tab whose
 * label is cut or wrapped. Chromium: CHROMIUM_PATH, else the headless shell, else chromium.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath, flag, signIn, startPreview } from './preview-session.mjs';

const out = flag('out', 'screenshots');
const port = Number(flag('port', '4320'));
const only = flag('only', '')?.split(',').filter(Boolean);
const sizes = flag('sizes', '1280,375').split(',');
const origin = `http://localhost:${port}`;

const VIEWPORTS = [
  { name: '1280', width: 1280, height: 900 },
  { name: '375', width: 375, height: 812, isMobile: true, hasTouch: true },
];

/** Each screen: its name, how to reach it, and the heading that says it has loaded. */
const detailOf =
  (list, prefix, not = '') =>
  async (page) => {
    await page.goto(`${origin}${list}`);
    const link = page.locator(`main a[href^="${prefix}"]${not}`).first();
    await link.waitFor({ timeout: 60_000 });
    await page.goto(`${origin}${await link.getAttribute('href')}`);
  };
const SCREENS = [
  { name: 'dashboard', go: '/dashboard' },
  { name: 'properties', go: '/properties' },
  { name: 'property', go: detailOf('/properties', '/properties/') },
  { name: 'units', go: '/units' },
  { name: 'unit', go: detailOf('/units', '/units/') },
  { name: 'tenants', go: '/tenants' },
  { name: 'tenant', go: detailOf('/tenants', '/tenants/') },
  { name: 'leases', go: '/leases' },
  { name: 'lease', go: detailOf('/leases?status=active', '/leases/') },
  {
    name: 'lease-new',
    go: '/leases',
    then: async (page) => {
      await page
        .getByRole('button', { name: /New Lease/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'payments', go: '/payments' },
  { name: 'payment', go: detailOf('/payments', '/payments/') },
  { name: 'rent-roll', go: '/rent-roll' },
  { name: 'overdue-payments', go: '/overdue-payments' },
  { name: 'maintenance-requests', go: '/maintenance-requests' },
  {
    name: 'maintenance-request',
    go: detailOf('/maintenance-requests', '/maintenance-requests/', ':not([href$="/new"]):not([href$="/edit"])'),
  },
  { name: 'work-orders', go: '/work-orders' },
  { name: 'work-order', go: detailOf('/work-orders', '/work-orders/') },
  { name: 'vendors', go: '/vendors' },
  { name: 'vendor', go: detailOf('/vendors', '/vendors/') },
  { name: 'search', go: '/search?q=main' },
  { name: 'profile', go: '/profile' },
];

/** What a reviewer flags at once on a narrow screen, read from the page's layout. */
function layoutFindings() {
  const width = document.documentElement.clientWidth;
  const scrolls = (el) => {
    for (let p = el.parentElement; p; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (/(auto|scroll)/.test(style.overflowX) && p.scrollWidth > p.clientWidth) return true;
    }
    return false;
  };
  // Inside a visually hidden box (1 px, clipped: a chart's table for screen readers) nothing shows.
  const hidden = (el) => {
    for (let p = el; p; p = p.parentElement) {
      const style = getComputedStyle(p);
      const box = p.getBoundingClientRect();
      if ((style.clip && style.clip !== 'auto') || style.clipPath !== 'none') return true;
      if (box.width <= 1 && box.height <= 1 && style.overflow === 'hidden') return true;
    }
    return false;
  };
  const findings = [];
  for (const el of document.querySelectorAll('body *')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || getComputedStyle(el).visibility === 'hidden') continue;
    if (box.right > width + 1 && !scrolls(el) && !hidden(el)) {
      const label = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      findings.push(`wider than the viewport: ${label} (right edge ${Math.round(box.right)} px)`);
      if (findings.length > 4) break;
    }
  }
  for (const tab of document.querySelectorAll('[role="tab"]')) {
    if (tab.scrollWidth > tab.clientWidth + 1 || tab.getClientRects().length > 1)
      findings.push(`tab cut or wrapped: "${tab.textContent?.trim()}"`);
  }
  return findings;
}

const preview = await startPreview({ port });
try {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  for (const viewport of VIEWPORTS.filter((v) => sizes.includes(v.name))) {
    const { name: size, ...options } = viewport;
    const context = await browser.newContext({
      viewport: { width: options.width, height: options.height },
      ...options,
    });
    const page = await context.newPage();
    await signIn(page, origin);
    mkdirSync(path.join(out, size), { recursive: true });
    for (const screen of SCREENS) {
      if (only?.length && !only.includes(screen.name)) continue;
      if (typeof screen.go === 'string') await page.goto(`${origin}${screen.go}`);
      else await screen.go(page);
      await page.locator('main h1').first().waitFor({ timeout: 60_000 });
      // Data, not a loading state: wait until no busy region and no skeleton is left.
      await page
        .waitForFunction(() => !document.querySelector('[aria-busy="true"], .chakra-skeleton'), null, {
          timeout: 30_000,
        })
        .catch(() => {});
      if (screen.then) await screen.then(page);
      const file = path.join(out, size, `${screen.name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      const findings = options.width < 600 ? await page.evaluate(layoutFindings) : [];
      console.log(`${size} ${screen.name}: ${file}${findings.length ? `\n  ${findings.join('\n  ')}` : ''}`);
    }
    await context.close();
  }
  await browser.close();
} finally {
  preview.stop();
}
