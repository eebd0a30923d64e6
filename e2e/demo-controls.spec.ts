import type { Page } from '@playwright/test';
import { expect, startAppOnLanding, test } from './fixtures';

// The demo controls: every kind of fault, the data sets, links that reproduce a state, and
// the saved store's dates moving with the calendar. Run against the preview build like every spec.

const DASHBOARD_ERROR = 'Error loading dashboard data. Please try again.';
// Generous: each test loads the app (and most reload it), on a 2-core machine shared with other work.
test.describe.configure({ timeout: 180_000 });
const slowTimeout = { timeout: 60_000 };

/** The banner naming what is on. */
const banner = (page: Page) => page.getByRole('region', { name: 'Demo faults' });

/**
 * Waits until the mock worker answers this page's calls. The landing page is prerendered, so its
 * heading shows before any script runs; a call made then reaches the static server (an HTML page).
 * Asks the API itself: under `page.clock` the page's performance marks are the fake clock's.
 */
async function waitForMock(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const response = await fetch('/api/rental-properties?limit=1', { headers: { Authorization: 'Bearer e2e' } });
          return response.headers.get('content-type') ?? '';
        }),
      slowTimeout,
    )
    .toContain('json');
}

/** An API call from the page (through the mock worker), with any bearer token. */
function callApi(page: Page, path: string, init: { method?: string } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(`/api${path}`, { ...init, headers: { Authorization: 'Bearer e2e' } });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { path, init },
  );
}

/**
 * Waits until the mock store of `dataSet` is saved in IndexedDB (it is written just after seeding).
 * The probe must not create the database itself: opened before the app opens it, a bare
 * `indexedDB.open(name, 1)` made an empty version-1 database without the app's object store, and the
 * app's store could then not be written at all (the test waited out its time limit). So it opens
 * whatever version exists, aborts the upgrade when there is none yet, and closes its connection.
 */
async function waitForSavedStore(page: Page, dataSet: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (key) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('rental-manager-mock');
              open.onupgradeneeded = () => open.transaction?.abort();
              open.onerror = () => resolve(false);
              open.onsuccess = () => {
                const idb = open.result;
                if (!idb.objectStoreNames.contains('entries')) {
                  idb.close();
                  resolve(false);
                  return;
                }
                const get = idb.transaction('entries').objectStore('entries').get(key);
                get.onsuccess = () => resolve(Boolean(get.result));
                get.onerror = () => resolve(false);
                idb.close();
              };
            }),
          `${dataSet}:meta`,
        ),
      slowTimeout,
    )
    .toBe(true);
}

test.describe('faults from the URL, named by the banner, turned off in one click', () => {
  test('error status: the dashboard shows its error with Retry; Turn all off brings it back', async ({ page }) => {
    await page.goto('/dashboard?mock=error:503:dashboard');
    await expect(page.getByText(DASHBOARD_ERROR)).toBeVisible(slowTimeout);
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(banner(page)).toContainText('Error 503 on dashboard');

    await banner(page).getByRole('button', { name: 'Turn all off' }).click();
    await expect(page.getByText('Total Properties').first()).toBeVisible(slowTimeout);
    await expect(page.getByText(DASHBOARD_ERROR)).toBeHidden();
    await expect(banner(page)).toBeHidden();
  });

  test('network failure: the properties list shows its load error', async ({ page }) => {
    await page.goto('/properties?mock=network:properties:reads');
    await expect(page.getByText('There was an error loading the properties. Please try again later.')).toBeVisible(
      slowTimeout,
    );
    await expect(banner(page)).toContainText('Network failure on properties (reads)');

    await banner(page).getByRole('button', { name: 'Turn all off' }).click();
    await expect(page.locator('a[href^="/properties/"]').first()).toBeVisible(slowTimeout);
  });

  test('empty answer: the properties list shows its empty state', async ({ page }) => {
    await page.goto('/properties?mock=empty:properties');
    await expect(page.getByText('No properties found').first()).toBeVisible(slowTimeout);
    await expect(page.getByRole('button', { name: 'Add Your First Property' })).toBeVisible();

    await banner(page).getByRole('button', { name: 'Turn all off' }).click();
    await expect(page.locator('a[href^="/properties/"]').first()).toBeVisible(slowTimeout);
  });

  test('never answer: the dashboard stays loading until the fault is turned off', async ({ page }) => {
    // The page's clock is Playwright's (running in step with real time) so a minute can pass at once.
    await page.clock.install();
    await page.goto('/dashboard?mock=never:dashboard');
    await expect(banner(page)).toContainText('Never answer on dashboard');
    const loading = page.getByRole('status', { name: 'Loading dashboard' });
    await expect(loading).toBeVisible(slowTimeout);
    // A minute later (every timer of the page due by then has run: retries, timeouts) it still loads.
    await page.clock.fastForward('01:00');
    await expect(loading).toBeVisible();
    await expect(page.getByText('Total Properties')).toHaveCount(0);
    await expect(page.getByText(DASHBOARD_ERROR)).toHaveCount(0);

    await banner(page).getByRole('button', { name: 'Turn all off' }).click();
    await expect(page.getByText('Total Properties').first()).toBeVisible(slowTimeout);
    await expect(loading).toHaveCount(0);
  });

  test('slow: the units list shows its loading state, then the table', async ({ page }) => {
    await page.goto('/units?mock=slow:4000:units');
    await expect(page.getByText('Loading units…')).toBeVisible(slowTimeout);
    await expect(page.getByRole('table')).toBeVisible(slowTimeout);
    await expect(banner(page)).toContainText('Slow 4000 ms on units');
  });

  test('an upload answers the chosen status (507: storage quota exceeded), other calls answer normally', async ({
    page,
  }) => {
    await page.goto('/dashboard?mock=error:507:uploads:writes');
    await expect(page.getByText('Total Properties').first()).toBeVisible(slowTimeout);
    const list = await callApi(page, '/rental-properties?limit=1');
    const id = list.body.data[0].id as string;
    const upload = await callApi(page, `/rental-properties/${id}/photos/upload-url`, { method: 'POST' });
    expect(upload.status).toBe(507);
    expect(upload.body.title).toBe('Insufficient Storage');
  });
});

test.describe('a link that reproduces a state', () => {
  // Signed out at the start: the link is opened first, then the user signs in through the provider.
  test.use({ signedIn: false });

  test('a link with ?mock= reproduces the state after the sign-in redirect and on reloads', async ({
    page,
    signIn,
  }) => {
    await page.goto('/dashboard?mock=error:dashboard');
    // The mock has read the link once the demo controls show (signed out, the app went to the landing page).
    await expect(page.getByRole('button', { name: /^Demo controls/ })).toBeVisible(slowTimeout);
    await signIn(page);
    await page.goto('/dashboard');
    await expect(page.getByText(DASHBOARD_ERROR)).toBeVisible(slowTimeout);
    await page.reload();
    await expect(page.getByText(DASHBOARD_ERROR)).toBeVisible(slowTimeout);
    await expect(banner(page)).toContainText('Error 500 on dashboard');
  });
});

test.describe('demo controls panel', () => {
  test('opens from its button, adds a fault and applies it; the footer no longer offers the reset', async ({
    page,
  }) => {
    await page.goto('/properties');
    await expect(page.locator('a[href^="/properties/"]').first()).toBeVisible(slowTimeout);
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Reset demo data' })).toHaveCount(0);

    // In the top bar, where it covers nothing; reached and opened with the keyboard, focus back on close.
    const opener = page.getByRole('banner').getByRole('button', { name: /^Demo controls/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Demo controls' });
    await expect(panel.getByRole('button', { name: 'Reset demo data' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(opener).toBeFocused();
    await opener.click();
    await panel.getByLabel('Fault', { exact: true }).selectOption('empty');
    await panel.getByLabel('Calls', { exact: true }).selectOption('properties');
    await panel.getByRole('button', { name: 'Add fault' }).click();
    await expect(panel.getByText('Empty answer on properties')).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Link to this state' })).toHaveValue(/mock=empty:properties/);
    await panel.getByRole('button', { name: 'Apply' }).click();

    await expect(page.getByText('No properties found').first()).toBeVisible(slowTimeout);
    await expect(banner(page)).toContainText('Empty answer on properties');
  });

  test('data set empty: every list is empty; back to default brings the records back', async ({ page }) => {
    await page.goto('/properties');
    await page.getByRole('button', { name: /^Demo controls/ }).click();
    const panel = page.getByRole('dialog', { name: 'Demo controls' });
    await panel.getByLabel('Data set', { exact: true }).selectOption('empty');
    await panel.getByRole('button', { name: 'Apply' }).click();

    await expect(page.getByText('No properties found').first()).toBeVisible(slowTimeout);
    await page.goto('/units');
    await expect(page.getByText('No units found').first()).toBeVisible(slowTimeout);

    await page.getByRole('button', { name: /^Demo controls/ }).click();
    await page
      .getByRole('dialog', { name: 'Demo controls' })
      .getByLabel('Data set', { exact: true })
      .selectOption('default');
    await page.getByRole('dialog', { name: 'Demo controls' }).getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('table')).toBeVisible(slowTimeout);
  });

  test('Reset demo data asks first, then restores the seeded data', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByText('Total Properties').first()).toBeVisible(slowTimeout);
    const list = await callApi(page, '/units?limit=1');
    const unitId = list.body.data[0].id as string;
    expect((await callApi(page, `/units/${unitId}`, { method: 'DELETE' })).status).toBe(204);

    await page.getByRole('button', { name: /^Demo controls/ }).click();
    await page.getByRole('dialog', { name: 'Demo controls' }).getByRole('button', { name: 'Reset demo data' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Reset demo data?' });
    await Promise.all([page.waitForEvent('load'), confirm.getByRole('button', { name: 'Reset demo data' }).click()]);

    await expect(page.getByText('Total Properties').first()).toBeVisible(slowTimeout);
    expect((await callApi(page, `/units/${unitId}`)).status).toBe(200);
  });
});

test.describe('the large set, kept', () => {
  test('?mockData=large shows the large set, and a change on it survives a reload', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/dashboard?mockData=large');
    await expect(page.getByText('Total Properties').first()).toBeVisible({ timeout: 120_000 });
    const list = await callApi(page, '/units?limit=1');
    expect(list.body.meta.total).toBeGreaterThanOrEqual(10_000);
    const unitId = list.body.data[0].id as string;
    await waitForSavedStore(page, 'large');

    const saves = () => page.evaluate(() => performance.getEntriesByName('mock-store:saved').length);
    const savedBefore = await saves();
    expect((await callApi(page, `/units/${unitId}`, { method: 'DELETE' })).status).toBe(204);
    // The change is written soon after the call (the mock marks each finished write).
    await expect.poll(saves, slowTimeout).toBeGreaterThan(savedBefore);
    await page.reload();
    await expect(page.getByText('Total Properties').first()).toBeVisible({ timeout: 120_000 });

    expect((await callApi(page, `/units/${unitId}`)).status).toBe(404);
    expect((await callApi(page, '/units?limit=1')).body.meta.total).toBe(list.body.meta.total - 1);
    await expect(page.getByRole('button', { name: 'Demo controls (large data)' })).toBeVisible();
  });
});

test.describe('dates that stay meaningful', () => {
  // No user needed: the mock answers API calls from the landing page too.
  test.use({ signedIn: false });

  test('a store saved yesterday comes back with its overdue rows overdue by the same number of days', async ({
    page,
  }) => {
    const now = Date.now();
    // The page's clock starts a day ago and runs (timers, IndexedDB writes and Date.now move as usual).
    await page.clock.install({ time: now - 86_400_000 });
    await page.goto('/');
    await startAppOnLanding(page);
    // The store is saved soon after it is seeded, and may be saved before the worker answers.
    await waitForMock(page);
    await waitForSavedStore(page, 'default');
    const before = (await callApi(page, '/payments/overdue')).body.data as Array<{ id: string; daysOverdue: number }>;
    expect(before.length).toBeGreaterThan(0);

    // A day later: the reload loads the saved store and moves its dates forward by the day elapsed.
    await page.clock.setSystemTime(now);
    await page.reload();
    await startAppOnLanding(page);
    await waitForMock(page);
    expect(await page.evaluate(() => Date.now())).toBeGreaterThanOrEqual(now);
    const after = (await callApi(page, '/payments/overdue')).body.data as Array<{ id: string; daysOverdue: number }>;

    const days = (rows: typeof before) => Object.fromEntries(rows.map((row) => [row.id, row.daysOverdue]));
    expect(days(after)).toEqual(days(before));
  });
});
