import { expect, test } from './fixtures';

// Leases (spec 2 §2 "Lease list", "Lease detail", "Lease form") in the preview build.

test('create a lease, then sign, execute and move in: the lease is active with its timeline complete', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/leases');
  await page.getByRole('button', { name: 'Add New Lease' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add New Lease' });
  await form.getByLabel('Lease Number').fill('L-E2E-0001');
  await form.getByLabel('Start Date').fill('2026-12-01');
  await form.getByLabel('End Date').fill('2027-11-30');
  await form.getByRole('tab', { name: 'Financial Terms' }).click();
  await form.getByLabel('Monthly Rent').fill('1900');
  await form.getByLabel('Security Deposit').fill('1900');
  await form.getByRole('button', { name: 'Create Lease' }).click();

  // The new lease opens on its page, a draft.
  await expect(page.getByRole('heading', { level: 1, name: 'Lease L-E2E-0001' })).toBeVisible();
  await page.getByRole('tab', { name: 'Lifecycle' }).click();
  const actions = page.getByRole('region', { name: 'Lifecycle Actions' });
  const timeline = page.getByRole('list', { name: 'Lease timeline' });

  await actions.getByRole('button', { name: 'Sign' }).click();
  const sign = page.getByRole('dialog', { name: 'Sign Lease' });
  await sign.getByRole('button', { name: 'Sign' }).click();
  await expect(sign).toBeHidden();
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Signed' })).toContainText('(Complete)');

  await actions.getByRole('button', { name: 'Execute' }).click();
  const execute = page.getByRole('dialog', { name: 'Execute Lease' });
  await execute.getByRole('button', { name: 'Execute' }).click();
  await expect(execute).toBeHidden();
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Executed' })).toContainText('(Complete)');

  await actions.getByRole('button', { name: 'Process Move-In' }).click();
  const moveIn = page.getByRole('dialog', { name: 'Process Move-In' });
  await moveIn.getByRole('button', { name: 'Process Move-In' }).click();
  await expect(moveIn).toBeHidden();
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Move-In' })).toContainText('(Complete)');

  // Active, and only Move-Out and Terminate remain.
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Active');
  await expect(actions.getByRole('button')).toHaveText(['Process Move-Out', 'Terminate']);
});

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
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('Draft');
});
