import type { Locator, Page } from '@playwright/test';
import { expect, goInApp, startAppOnLanding, test } from './fixtures';

// Phones: at 375 px no built page scrolls sideways — every route of the route table. Each test loads
// the app once and then moves between routes inside it as a link does (the router's history), so the
// page's layout is measured without a full page load per route. A page's width is read once its
// content (data, tables) shows.

const WIDTH = 375;
test.use({ viewport: { width: WIDTH, height: 740 } });

interface Overflow {
  route: string;
  scrollWidth: number;
}

/**
 * The document's width once `ready` shows; an entry when it is wider than the viewport. Every width
 * is kept as an annotation of the test (`375px width`), so a run's report lists each route's width.
 */
async function measure(page: Page, route: string, ready: Locator, found: Overflow[]): Promise<void> {
  await expect(ready).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  test.info().annotations.push({ type: `${WIDTH}px width`, description: `${route}: ${scrollWidth} px` });
  if (scrollWidth > WIDTH) found.push({ route, scrollWidth });
}

/** The page's title; exact, so the previous page's (shown until the next route's chunk loads) does not match. */
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test.describe('signed out', () => {
  test.use({ signedIn: false });

  test('the landing page and the 404 page do not scroll sideways', async ({ page }) => {
    const found: Overflow[] = [];
    await page.goto('/');
    await measure(page, '/', h1(page, 'Simplify Your Property Management'), found);
    // The app then takes the page over (its routes answer the navigation below).
    await startAppOnLanding(page);
    await measure(page, '/', h1(page, 'Simplify Your Property Management'), found);
    await goInApp(page, '/no/such/page');
    await measure(page, '/no/such/page', h1(page, 'Page Not Found'), found);
    expect(found, `pages wider than ${WIDTH} px`).toEqual([]);
  });
});

test('signed in: the landing page, dashboard, search results, profile and 404 page do not scroll sideways', async ({
  page,
}) => {
  const found: Overflow[] = [];
  await page.goto('/');
  await measure(page, '/ (signed in)', page.getByRole('link', { name: 'Go to Dashboard' }), found);

  await goInApp(page, '/dashboard');
  // The analytics (with the charts' visually hidden data tables) render with the figures.
  await expect(page.getByRole('region', { name: 'Key figures' }).locator('dl').first()).toBeVisible();
  await measure(page, '/dashboard', page.getByRole('img', { name: /^Revenue trend/ }), found);

  await goInApp(page, '/search?q=ma');
  await measure(
    page,
    '/search?q=ma',
    page.getByRole('region', { name: 'Properties' }).getByRole('link').first(),
    found,
  );

  await goInApp(page, '/profile');
  await measure(page, '/profile', h1(page, 'Profile'), found);

  await goInApp(page, '/no/such/page');
  await measure(page, '/no/such/page (signed in)', h1(page, 'Page Not Found'), found);

  expect(found, `pages wider than ${WIDTH} px`).toEqual([]);
});

test('signed in: the properties list and a property page (its tax breakdown too) do not scroll sideways', async ({
  page,
}) => {
  const found: Overflow[] = [];
  await page.goto('/properties');
  await expect(h1(page, 'Properties')).toBeVisible();
  const maple = page.getByRole('link', { name: /Maple Court Apartments/ });
  await measure(page, '/properties', maple, found);
  await maple.click();
  await measure(page, '/properties/:id', h1(page, 'Maple Court Apartments'), found);
  await page.getByRole('tab', { name: 'Property Taxes' }).click();
  await measure(
    page,
    '/properties/:id (Property Taxes tab)',
    page.getByRole('tabpanel').getByText('Tax Breakdown', { exact: true }),
    found,
  );
  expect(found, `pages wider than ${WIDTH} px`).toEqual([]);
});

test('signed in: the units list and a unit page with its tenant assignments do not scroll sideways', async ({
  page,
}) => {
  const found: Overflow[] = [];
  await page.goto('/units');
  // Below md the units list is a card per row (a list named like the table).
  const units = page.getByRole('list', { name: 'Units' });
  await measure(page, '/units', units.getByRole('link', { name: /^Unit / }).first(), found);
  // An occupied unit, so its Tenant Assignments table has rows.
  await units
    .getByRole('listitem')
    .filter({ hasText: 'Occupied' })
    .first()
    .getByRole('link', { name: /^Unit / })
    .click();
  await measure(page, '/units/:id', page.getByRole('region', { name: 'Tenant Assignments' }).getByRole('list'), found);
  expect(found, `pages wider than ${WIDTH} px`).toEqual([]);
});

test('signed in: the Aging view is a card per property and per lease, and the page does not scroll sideways', async ({
  page,
}) => {
  const found: Overflow[] = [];
  await page.goto('/overdue-payments?view=aging');
  // The seed always leaves rent owing (an evicted tenant's last months), so both lists have rows.
  const leases = page.getByRole('list', { name: 'Aging per lease' });
  await measure(page, '/overdue-payments?view=aging', leases.getByRole('listitem').first(), found);
  await expect(leases.getByRole('listitem').first().getByRole('button', { name: 'Record Payment' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Aging totals per property' }).getByRole('listitem').first(),
  ).toBeVisible();
  expect(found, `pages wider than ${WIDTH} px`).toEqual([]);
});

/**
 * The areas of spec 2 and 3: each list (or report) by its title, then the detail page of its first
 * record (reached from the list's own link, so the record exists), and the maintenance request's
 * create and edit pages.
 */
const AREAS: [path: string, title: string, detailPrefix?: string][] = [
  ['/tenants', 'Tenants', '/tenants/'],
  ['/leases', 'Leases', '/leases/'],
  ['/payments', 'Payments', '/payments/'],
  ['/rent-roll', 'Rent Roll'],
  ['/overdue-payments', 'Overdue Payments'],
  ['/maintenance-requests', 'Maintenance Requests', '/maintenance-requests/'],
  ['/maintenance-requests/new', 'Create Maintenance Request'],
  ['/work-orders', 'Work Orders', '/work-orders/'],
  ['/vendors', 'Vendors', '/vendors/'],
];

test('signed in: the tenants, leases, payments, maintenance, work order and vendor pages do not scroll sideways', async ({
  page,
}) => {
  test.setTimeout(120_000); // 16 screens in one test, each with its data
  const found: Overflow[] = [];
  await page.goto('/profile');
  await expect(h1(page, 'Profile')).toBeVisible();
  for (const [path, title, detailPrefix] of AREAS) {
    await goInApp(page, path);
    await measure(page, path, h1(page, title), found);
    if (!detailPrefix) continue;
    const first = page.locator(`main a[href^="${detailPrefix}"]:not([href$="/new"])`).first();
    await expect(first).toBeVisible();
    const detail = (await first.getAttribute('href'))!;
    const paths = detailPrefix === '/maintenance-requests/' ? [detail, `${detail}/edit`] : [detail];
    for (const target of paths) {
      await goInApp(page, target);
      // The record's own title: any h1 but the list's (shown until the detail chunk and data arrive).
      const heading = page.getByRole('heading', { level: 1 }).filter({ hasNotText: new RegExp(`^${title}$`) });
      await measure(page, `${detailPrefix}:id${target.endsWith('/edit') ? '/edit' : ''}`, heading.first(), found);
    }
  }
  expect(found, `pages wider than ${WIDTH} px`).toEqual([]);
});
