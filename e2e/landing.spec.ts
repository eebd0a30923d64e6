import { expect, startAppOnLanding, test } from './fixtures';

// The landing page paints from index.html (vite.config.ts prerenderLanding); signed out, the app starts
// at the visitor's first input (src/lib/deferred-start.ts) and draws the same page over it.
test.use({ signedIn: false });

const HEADING = 'Simplify Your Property Management';

test('the landing page shows without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'Property Management',
    'Unit Tracking',
    'Tenant Portal',
  ]);
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  // Styled: the heading has the theme's primary colour, not the browser's default black.
  const color = await page.getByRole('heading', { level: 1 }).evaluate((element) => getComputedStyle(element).color);
  expect(color).not.toBe('rgb(0, 0, 0)');
  await context.close();
});

test('a visitor who only reads the landing page runs none of the app; at the first input it takes over without moving anything', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The whole page is there, the top bar's Log In included, from index.html and its entry script alone.
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(scripts.filter((path) => /\/assets\/(start-app|app)-/.test(path))).toEqual([]);
  expect(await page.evaluate(() => '__appStarted' in window)).toBe(false);

  // The app's render replaces the prerendered nodes with its own, drawn the same.
  await page.evaluate(() => document.querySelector('h1')!.setAttribute('data-prerendered-node', ''));
  await startAppOnLanding(page);
  await expect(page.locator('h1[data-prerendered-node]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);

  const deepLink = await (await request.get('/dashboard', { headers: { accept: 'text/html' } })).text();
  expect(deepLink).toContain('<div id="root"></div>');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
});

test('a Get Started tapped before the scripts have run starts sign-in once they have', async ({ page }) => {
  // The app's entry script is held back until after the tap, as on a slow phone network.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  // public/early-taps.js is listening (it sets the slot for the tapped action).
  await page.waitForFunction(() => '__earlyTap' in window);
  await page.getByRole('button', { name: 'Get Started' }).click();
  expect(await page.evaluate(() => (window as unknown as { __earlyTap?: string }).__earlyTap)).toBe('login');

  release();
  await page.waitForURL(/\/mock-idp\/authorize\?/);
});
