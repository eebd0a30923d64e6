import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Data snapshots (mocks/snapshot): a data state downloaded from the demo controls and loaded back.
// The checker's rules are covered by mocks/snapshot/check-snapshot.test.ts and saving a file as the
// `file` data set by mocks/persistence.test.ts; this needs a real browser (the download, the file
// input, IndexedDB, the reload into the new data set, the service worker).

/** Calls the mock API through the page's own fetch (held until the mock's worker is ready). */
async function api(page: Page, method: string, path: string, body?: object) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: { Authorization: 'Bearer e2e', 'Content-Type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      return { status: response.status, json: (text ? JSON.parse(text) : undefined) as { id: string } | undefined };
    },
    { method, path, body },
  );
}

const tenant = (firstName: string) => ({
  firstName,
  lastName: 'Snapshot',
  email: `${firstName.toLowerCase()}.snapshot@example.com`,
});

async function openDataFile(page: Page) {
  await page.getByRole('button', { name: /^Demo controls/ }).click();
  await expect(page.getByRole('heading', { name: 'Data file' })).toBeVisible();
}

test('a downloaded snapshot loaded back shows the file’s records in every tab, names the file, and stays after a reload', async ({
  context,
  page,
}, testInfo) => {
  test.slow();
  await page.goto('/tenants?search=Snapshot');
  await expect(page.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();
  const kept = await api(page, 'POST', '/tenants', tenant('Handed'));
  expect(kept.status).toBe(201);

  await openDataFile(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download data' }).click(),
  ]);
  const name = download.suggestedFilename();
  expect(name).toMatch(/^rental-manager-data-default-\d{4}-\d{2}-\d{2}\.json\.gz$/);
  const file = testInfo.outputPath(name);
  await download.saveAs(file);

  // After the download: the tenant in the file is deleted and another one made.
  expect((await api(page, 'DELETE', `/tenants/${kept.json!.id}`)).status).toBe(204);
  expect((await api(page, 'POST', '/tenants', tenant('Later'))).status).toBe(201);

  const other = await context.newPage();
  await other.goto('/tenants?search=Snapshot');
  await expect(other.getByRole('link', { name: /Later Snapshot/ }).first()).toBeVisible();

  // Loading reloads the page into the `file` data set: wait for that, not for the URL (it stays the same).
  await page.getByLabel('Data file to load').setInputFiles(file);
  const controls = (tab: Page) => tab.getByRole('button', { name: 'Demo controls (file data)' });
  const handed = (tab: Page) => tab.getByRole('link', { name: /Handed Snapshot/ }).first();
  const later = (tab: Page) => tab.getByRole('link', { name: /Later Snapshot/ });
  for (const tab of [page, other]) {
    await expect(controls(tab)).toBeVisible();
    await expect(handed(tab)).toBeVisible();
    await expect(later(tab)).toHaveCount(0);
  }
  await openDataFile(page);
  await expect(page.getByText(`Current data: loaded from ${name}.`)).toBeVisible();

  await page.reload();
  await expect(controls(page)).toBeVisible();
  await expect(handed(page)).toBeVisible();
  await expect(later(page)).toHaveCount(0);
});
