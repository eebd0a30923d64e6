import { expect, test } from './fixtures';

// Maintenance requests (spec 3 §2) in the preview build: a request recorded in three steps, then turned
// into a work order from its page. The work order's own page belongs to the work-orders spec.

test('create a request in three steps with the suggestions applied, then a work order from it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/maintenance-requests');
  await page.getByRole('link', { name: 'Create Request' }).click();
  await expect(page).toHaveURL(/\/maintenance-requests\/new$/);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();

  // Step 1: the unit waits for a property.
  const unit = page.getByRole('combobox', { name: 'Unit' });
  await expect(unit).toBeDisabled();
  const property = page.getByRole('combobox', { name: 'Property' });
  await expect(property.locator('option').nth(1)).toBeAttached();
  await property.selectOption({ index: 1 });
  await expect(unit).toBeEnabled();
  await expect(unit.locator('option').nth(1)).toBeAttached();
  await unit.selectOption({ index: 1 });

  // Step 2 opens by itself; the plumbing suggestion sets priority high, due in 2 days.
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill('Bathroom sink leaking');
  await page.getByRole('textbox', { name: 'Description' }).fill('Water drips from the trap under the bathroom sink.');
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Plumbing' });
  await page.getByRole('button', { name: 'Apply Suggestions' }).click();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Estimated Cost ($)' }).fill('180');
  await expect(page.getByText('100% complete')).toBeVisible();
  await page.getByRole('button', { name: 'Create Request' }).click();

  // The new request's page.
  await expect(page.getByRole('heading', { level: 1, name: 'Bathroom sink leaking' })).toBeVisible();
  await expect(page).toHaveURL(/\/maintenance-requests\/(?!new)[^/]+$/);
  await expect(page.getByText('High Priority')).toBeVisible();
  const related = page.getByRole('region', { name: 'Related Work Orders' });
  await expect(related.getByRole('button', { name: 'Create First Work Order' })).toBeVisible();

  // Create Work Order with a vendor from the picker (recommended vendors first).
  await page.getByRole('button', { name: 'Create Work Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Work Order' });
  await expect(dialog.getByRole('combobox', { name: 'Priority' })).toHaveValue('high');
  await dialog.getByRole('textbox', { name: 'Instructions' }).fill('Replace the P-trap and check the supply hoses.');
  await dialog.getByRole('combobox', { name: 'Vendor (optional)' }).click();
  const firstVendor = page.getByRole('listbox', { name: 'Vendor (optional) options' }).getByRole('option').first();
  await expect(firstVendor).toBeVisible();
  await firstVendor.click();
  await dialog.getByRole('spinbutton', { name: /Estimated Duration/ }).fill('2.5');
  await dialog.getByRole('button', { name: 'Create Work Order' }).click();
  await expect(dialog).toBeHidden();

  // The request's page lists the new work order with its vendor.
  await expect(related.getByRole('link', { name: /^WO-/ })).toBeVisible();
  await expect(related.getByText('Replace the P-trap and check the supply hoses.')).toBeVisible();
  await expect(related.getByText('Vendor: Not assigned')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Assigned Vendor' }).getByRole('link')).toBeVisible();
});
