import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Units (spec 1 §2) and tenant-to-unit assignments (spec 2 §2) in the preview build.

/** A 1x1 PNG (the 200x200 minimum is defined but not enforced, spec 1 §9). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function statCard(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Key figures' })
    .locator('dl')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
}

/** "N of M units" of the Occupancy Rate card. */
async function occupancy(page: Page): Promise<{ occupied: number; total: number }> {
  await page.goto('/dashboard');
  const card = statCard(page, 'Occupancy Rate');
  await expect(card).toContainText(/\d+ of \d+ units/);
  const [, occupied, total] = /(\d+) of (\d+) units/.exec(await card.innerText())!;
  return { occupied: Number(occupied), total: Number(total) };
}

test('create a property, add a unit, upload a photo, assign a tenant: the dashboard occupancy changes', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const before = await occupancy(page);

  // Create a property; its page opens with no units.
  await page.goto('/properties');
  await page.getByRole('button', { name: 'Add Property' }).click();
  const property = page.getByRole('dialog', { name: 'Add New Property' });
  await property.getByLabel('Property Name').fill('Birch Hollow Homes');
  await property.getByLabel('Address').fill('12 Birch Hollow Rd');
  await property.getByLabel('City').fill('Boise');
  await property.getByLabel('State').fill('ID');
  await property.getByLabel('Zip Code').fill('83702');
  await property.getByRole('button', { name: 'Create Property' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Birch Hollow Homes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No units added' })).toBeVisible();

  // Add a unit from the property's page.
  await page.getByRole('button', { name: 'Add Your First Unit' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Unit' });
  await expect(form.getByText('Save unit first to add photos')).toBeVisible();
  await form.getByRole('textbox', { name: /Unit Number/ }).fill('E2E-1');
  await form.getByRole('spinbutton', { name: /Square Footage/ }).fill('750');
  await form.getByRole('textbox', { name: /Monthly Rent/ }).fill('1800');
  await form.getByRole('button', { name: 'Create Unit' }).click();
  await expect(form).toBeHidden();
  await page
    .getByRole('list', { name: 'Units' })
    .getByRole('link', { name: /Unit E2E-1/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unit E2E-1' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unit E2E-1' }).locator('..').getByText('Available'),
  ).toBeVisible();

  // Upload a photo through Edit Unit; the detail shows it in the gallery.
  await page.getByRole('button', { name: 'Edit Unit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Unit E2E-1' });
  await edit
    .getByLabel('Choose photos to upload')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    edit.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: 'front.png' }),
  ).toContainText(/Completed/);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('region', { name: 'Photos' }).getByRole('img').first()).toBeVisible();

  // Assign a tenant.
  await page.getByRole('button', { name: 'Assign Tenant' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign Tenant to Unit' });
  // The tenant type-ahead (2 characters or more): the first suggestion.
  await assign.getByRole('combobox', { name: /Tenant/ }).fill('an');
  await page.getByRole('listbox', { name: 'Tenant suggestions' }).getByRole('option').first().click();
  await assign.getByRole('button', { name: 'Assign Tenant' }).click();
  await expect(assign).toBeHidden();
  await expect(page.getByRole('region', { name: 'Tenant Assignments' }).getByRole('table')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Unit Information' }).getByText('Occupied')).toBeVisible();

  const after = await occupancy(page);
  expect(after.total).toBe(before.total + 1);
  expect(after.occupied).toBe(before.occupied + 1);
});

test('smart search filters keep to the URL and narrow the results', async ({ page }) => {
  await page.goto('/units');
  await expect(page.getByRole('table', { name: 'Units' })).toBeVisible();
  await page.getByRole('button', { name: 'Enable Smart Search' }).click();
  const count = page.getByText(/results? found in \d+ms/);
  await expect(count).toBeVisible();
  const all = Number((await count.innerText()).match(/^([\d,]+)/)![1]!.replace(/,/g, ''));

  await page.getByText('Available Only', { exact: true }).click();
  await expect(page).toHaveURL(/available=true/);
  await page.getByRole('combobox', { name: 'Bedrooms' }).selectOption('2');
  await expect(page).toHaveURL(/beds=2/);
  await expect
    .poll(async () => Number((await count.innerText()).match(/^([\d,]+)/)![1]!.replace(/,/g, '')))
    .toBeLessThan(all);
  const rows = page.getByRole('table', { name: 'Search results' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasNotText: 'Available' })).toHaveCount(0);
  await expect(rows.filter({ hasNotText: /(^|\D)2 \/ / })).toHaveCount(0);

  // The filters survive a reload.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Bedrooms' })).toHaveValue('2');
  await expect(page.getByRole('checkbox', { name: 'Available Only' })).toBeChecked();

  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page).toHaveURL(/\/units\?smart=1$/);
});

test('units list and unit detail have no serious accessibility violations', async ({
  page,
  expectNoSeriousA11yViolations,
}) => {
  await page.goto('/units');
  const units = page.getByRole('table', { name: 'Units' });
  await expect(units).toBeVisible();
  // A sortable header's name is exactly its column's (Chromium would read CSS-drawn arrows into it);
  // aria-sort carries the order.
  await expect(units.getByRole('columnheader', { name: 'Unit', exact: true })).toHaveAttribute('aria-sort', 'none');
  await expect(units.getByRole('button', { name: 'Unit', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations();
  await units
    .getByRole('link', { name: /^Unit / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Unit / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tenant Assignments' })).toBeVisible();
  await expectNoSeriousA11yViolations();

  // Assign Multiple Tenants (spec 2 §2), keyboard only: a search box over the server, then a checkbox
  // per tenant (Tab, Space); the checked tenant is listed under Selected.
  const open = page.getByRole('button', { name: 'Bulk Assign' });
  await open.focus();
  await page.keyboard.press('Enter');
  const bulk = page.getByRole('dialog', { name: 'Assign Multiple Tenants' });
  const search = bulk.getByRole('searchbox', { name: 'Search tenants' });
  // Focus opens on the first field (the unit, read-only); the search box is next.
  await expect(bulk.getByRole('textbox', { name: 'Unit' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(search).toBeFocused();
  await page.keyboard.type('a');
  const first = bulk.getByRole('checkbox', { disabled: false }).first();
  await expect(first).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await expect(bulk.getByText('Selected (1)')).toBeVisible();
  await expectNoSeriousA11yViolations();
});
