import { expect, test } from './fixtures';

// Leases (spec 2 §2 "Lease list", "Lease detail", "Lease form") in the preview build. Creating a lease
// and its lifecycle (sign, execute, move in) run in e2e/tenants.spec.ts's chain, from a tenant to their
// Active Lease.

test('the lease list pages 10 cards at a time and filters by status in the URL', async ({ page }) => {
  await page.goto('/leases');
  const cards = page.getByRole('list', { name: 'Leases' }).getByRole('article');
  await expect(cards).toHaveCount(10);
  const pageText = page.getByText(/^Page \d+ of \d+$/);
  await expect(pageText).toHaveText(/^Page 1 of \d+$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(pageText).toHaveText(/^Page 2 of \d+$/);
  await expect(page).toHaveURL(/page=2/);

  await page.getByRole('combobox', { name: 'Status' }).selectOption('draft');
  await expect(page).toHaveURL(/\?status=draft$/);
  // Every card shown is a draft, checked in one retrying assertion: the previous page's cards stay on
  // screen while the filtered page loads, so a list of cards taken at one moment could be the old one.
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasNotText: 'Draft' })).toHaveCount(0);
});
