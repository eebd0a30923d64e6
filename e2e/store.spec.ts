import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The mock store shared by every tab of the app (mocks/persistence.ts): what it acknowledged is kept
// across tabs and reloads. The journal's rules are covered by mocks/persistence*.test.ts; these need
// a real browser (several pages, IndexedDB, the service worker).

/** Creates a tenant through the page's own fetch (held until the mock's worker is ready); returns its answer. */
async function createTenant(page: Page, firstName: string) {
  return page.evaluate(async (firstName) => {
    const response = await fetch('/api/tenants', {
      method: 'POST',
      headers: { Authorization: 'Bearer e2e', 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName, lastName: 'Durable', email: `${firstName.toLowerCase()}.durable@example.com` }),
    });
    return { status: response.status, id: ((await response.json()) as { id: string }).id };
  }, firstName);
}

const tenantsPage = (page: Page) => page.getByRole('heading', { level: 1, name: 'Tenants' });

test('two tabs each create a tenant: each sees the other without a reload, and a third tab lists both', async ({
  context,
  page,
}) => {
  const other = await context.newPage();
  await Promise.all([page.goto('/tenants'), other.goto('/tenants')]);
  await expect(tenantsPage(page)).toBeVisible();
  await expect(tenantsPage(other)).toBeVisible();

  expect((await createTenant(page, 'Ada')).status).toBe(201);
  expect((await createTenant(other, 'Bo')).status).toBe(201);

  // The first tab's next read has the second tab's tenant, no reload.
  const names = await page.evaluate(async () => {
    const response = await fetch('/api/tenants?search=Durable', { headers: { Authorization: 'Bearer e2e' } });
    return ((await response.json()) as { data: Array<{ firstName: string }> }).data.map((t) => t.firstName).sort();
  });
  expect(names).toEqual(['Ada', 'Bo']);

  const third = await context.newPage();
  await third.goto('/tenants?search=Durable');
  await expect(third.getByRole('link', { name: /Ada Durable/ }).first()).toBeVisible();
  await expect(third.getByRole('link', { name: /Bo Durable/ }).first()).toBeVisible();
});

test('a tenant created just before a reload is listed after it', async ({ page }) => {
  await page.goto('/tenants?search=Durable');
  await expect(tenantsPage(page)).toBeVisible();

  expect((await createTenant(page, 'Reloaded')).status).toBe(201);
  await page.reload();

  await expect(page.getByRole('link', { name: /Reloaded Durable/ }).first()).toBeVisible();
});
