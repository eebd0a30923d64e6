import { expect, test } from './fixtures';

// The landing page paints from index.html (vite.config.ts prerenderLanding); the app then draws the
// same page over it.
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

test('the app takes over without moving anything, and a deep link never shows the landing page', async ({
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
  await page.goto('/');
  // Enabled once the app has started and read the (empty) session.
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
