import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

// Data snapshots (mocks/snapshot): a data state downloaded in one browser and loaded in another.
// The checker's rules are covered by mocks/snapshot/check-snapshot.test.ts; this needs a real browser
// (the download, IndexedDB, a fresh context).

async function createTenant(page: Page, firstName: string) {
  return page.evaluate(async (firstName) => {
    const response = await fetch('/api/tenants', {
      method: 'POST',
      headers: { Authorization: 'Bearer e2e', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName,
        lastName: 'Snapshot',
        email: `${firstName.toLowerCase()}.snapshot@example.com`,
      }),
    });
    return response.status;
  }, firstName);
}

async function openDataFile(page: Page) {
  await page.getByRole('button', { name: /^Demo controls/ }).click();
  await expect(page.getByRole('heading', { name: 'Data file' })).toBeVisible();
}

test('a snapshot downloaded after an edit loads in a fresh browser with the same record; a broken file is refused and the data kept', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  await page.goto('/tenants');
  await expect(page.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();
  expect(await createTenant(page, 'Handed')).toBe(201);

  await openDataFile(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rental-manager-data-default-\d{4}-\d{2}-\d{2}\.json\.gz$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);

  // A fresh browser (its own storage, signed in anew) has never seen the tenant.
  const fresh = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const other = await fresh.newPage();
  await signIn(other);
  await other.goto('/tenants?search=Snapshot');
  await expect(other.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();
  await expect(other.getByRole('link', { name: /Handed Snapshot/ })).toHaveCount(0);

  await openDataFile(other);
  await other.getByLabel('Data file to load').setInputFiles(file);
  await other.waitForURL(/\/tenants/);
  await other.goto('/tenants?search=Snapshot');
  await expect(other.getByRole('link', { name: /Handed Snapshot/ }).first()).toBeVisible();
  await expect(other.getByRole('button', { name: /^Demo controls \(file data\)/ })).toBeVisible();

  // A hand-broken file: a unit naming a property that is not in it.
  const broken = testInfo.outputPath('broken.json');
  await writeFile(
    broken,
    JSON.stringify({
      format: 'rental-manager-mock-data',
      version: 4,
      takenOn: '2026-11-20',
      seed: 1,
      size: 'default',
      tables: { units: [{ id: 'unit-broken' }] },
    }),
  );
  await openDataFile(other);
  await other.getByLabel('Data file to load').setInputFiles(broken);
  await expect(other.getByRole('alert')).toContainText('units, record 1 (id unit-broken), field');
  await other.keyboard.press('Escape');
  await other.reload();
  await expect(other.getByRole('link', { name: /Handed Snapshot/ }).first()).toBeVisible();
  await fresh.close();
});
