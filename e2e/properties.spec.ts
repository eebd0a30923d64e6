import { expect, test } from './fixtures';

// Properties (spec 1 §2): create, edit insurance, delete; accessibility of the list and the detail.

test('creates a property and lands on its page', async ({ page }) => {
  await page.goto('/properties');
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Property' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Property' });
  await expect(dialog.getByText('Save property first to add photos')).toBeVisible();

  // The spec's messages before anything is typed.
  await dialog.getByRole('button', { name: 'Create Property' }).click();
  await expect(dialog.getByText('Property name is required')).toBeVisible();

  await dialog.getByLabel('Property Name').fill('Juniper Flats');
  await dialog.getByLabel('Address').fill('77 Juniper Way');
  await dialog.getByLabel('City').fill('Reno');
  await dialog.getByLabel('State').fill('NV');
  await dialog.getByLabel('Zip Code').fill('89501');
  await dialog.getByLabel('Property Type').selectOption('single-family');
  await dialog.getByLabel('Year Built').fill('2004');
  await dialog.getByRole('button', { name: 'Create Property' }).click();

  await expect(page).toHaveURL(/\/properties\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Juniper Flats' })).toBeVisible();
  const info = page.getByRole('region', { name: 'Property Information' });
  await expect(info).toContainText('77 Juniper Way, Reno, NV, 89501');
  await expect(info).toContainText('Single Family Home');
  await expect(page.getByRole('heading', { name: 'No units added' })).toBeVisible();

  // It is in the list too.
  await page.getByRole('link', { name: '← Properties' }).click();
  await expect(page.getByRole('link', { name: /Juniper Flats/ })).toBeVisible();
});

test('edits the insurance of a property', async ({ page }) => {
  // The page's clock runs as usual but can be moved on, so the banner's 3 seconds do not depend on
  // how fast this machine is.
  await page.clock.install();
  await page.goto('/properties');
  await page.getByRole('link', { name: /Maple Court Apartments/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maple Court Apartments' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Insurance' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Edit Insurance' }).click();
  const form = page.getByRole('form', { name: 'Edit Insurance' });
  await form.getByLabel('Insurance Carrier').fill('Granite Mutual');
  await form.getByLabel('Annual Premium').fill('5100');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Insurance information updated successfully')).toBeVisible();
  await expect(page.getByText('Granite Mutual')).toBeVisible();
  await expect(page.getByText('$5,100.00')).toBeVisible();
  // The banner goes after 3 seconds of page time (the exact 3000 ms: src/components/success-banner.test.tsx).
  await page.clock.runFor(3000);
  await expect(page.getByText('Insurance information updated successfully')).toBeHidden();

  // Saved on the (mock) server: still there after a reload.
  await page.reload();
  await expect(page.getByText('Granite Mutual')).toBeVisible();
});

test('smart search: a property type filter narrows the results, lives in the URL and survives a reload', async ({
  page,
}) => {
  await page.goto('/properties');
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  await page.getByRole('button', { name: 'Enable Smart Search' }).click();
  await expect(page).toHaveURL(/smart=1/);

  const panel = page.getByRole('search', { name: 'Smart search' });
  await panel.getByRole('combobox', { name: 'Property Type' }).selectOption('single-family');
  await expect(page).toHaveURL(/propertyType=single-family/);
  const count = panel.getByText(/^\d+ results? found in \d+ms$/);
  await expect(count).toBeVisible();
  const results = panel.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(results.first()).toBeVisible();
  const shown = await results.count();
  expect(Number((await count.innerText()).match(/^(\d+)/)![1])).toBe(shown);
  await expect(results.filter({ hasNotText: 'Single Family Home' })).toHaveCount(0);

  // A city narrows further (debounced into the URL); the filters survive a reload.
  await panel.getByRole('textbox', { name: 'City' }).fill('Nowhere City');
  await expect(page).toHaveURL(/city=Nowhere/);
  await expect(panel.getByText(/^0 results found in \d+ms$/)).toBeVisible();
  await page.reload();
  await expect(panel.getByRole('combobox', { name: 'Property Type' })).toHaveValue('single-family');
  await expect(panel.getByRole('textbox', { name: 'City' })).toHaveValue('Nowhere City');

  await panel.getByRole('button', { name: 'Clear All' }).click();
  await expect(page).toHaveURL(/\/properties\?smart=1$/);
  await expect(panel.getByRole('list', { name: 'Search results' })).toHaveCount(0);
});

test('deletes a property after confirmation and returns to the list', async ({ page }) => {
  await page.goto('/properties');
  await page.getByRole('link', { name: /Juniper Ridge Duplex/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Juniper Ridge Duplex' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to delete Juniper Ridge Duplex? This action cannot be undone and will also delete all units associated with this property.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/properties$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Maple Court Apartments/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Juniper Ridge Duplex/ })).toHaveCount(0);
});

test('the properties list and a property detail have no serious accessibility violations', async ({
  page,
  expectNoSeriousA11yViolations,
}) => {
  await page.goto('/properties?smart=1');
  await expect(page.getByRole('link', { name: /Maple Court Apartments/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: /Maple Court Apartments/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maple Court Apartments' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Units' })).toBeVisible();
  // The owner statement is the page's last section to load; its Export CSV is enabled with it.
  await expect(
    page.getByRole('region', { name: 'Owner Statement' }).getByRole('button', { name: 'Export CSV' }),
  ).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
});
