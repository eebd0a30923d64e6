import type { Page } from '@playwright/test';
import { expect, goInApp, test } from './fixtures';

// Vendors (spec 3 §2 "Vendors list", "Vendor detail", "Vendor form") in the preview build.

/** The document's width (a page wider than the viewport scrolls sideways). */
const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

// One test (e2e tests are the costly part of CI's time budget): the flow, with the axe scans of the
// list, the form (its validation showing) and the detail page, and the 375 px check of the list and
// the detail page.
test('create a vendor, edit it inline, deactivate it: it leaves the default (active) list', async ({
  page,
  expectNoSeriousA11yViolations,
}) => {
  test.setTimeout(240_000);
  await page.goto('/vendors');
  // The first load starts the mock worker and its store: slow on a busy machine.
  await expect(page.getByRole('list', { name: 'Vendors' })).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousA11yViolations();

  // Add Vendor: the three steps, with the specialties suggested by the company name.
  await page.getByRole('button', { name: 'Add Vendor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Vendor' });
  await dialog.getByRole('button', { name: 'Create Vendor' }).click();
  await expect(dialog.getByText('Company name is required')).toBeVisible();
  await expect(dialog.getByText('At least one specialty is required')).toBeVisible();
  await expectNoSeriousA11yViolations();
  await dialog.getByRole('textbox', { name: 'Company Name' }).fill('Zephyr Plumbing & Heating');
  await dialog.getByRole('textbox', { name: 'Contact Name' }).fill('Robin Vale');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('robin@zephyr.example');
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('(512) 555-0190');
  // The failed submit opened both steps holding errors; the basic step's Continue comes first.
  await dialog.getByRole('button', { name: 'Continue' }).first().click();
  await dialog.getByRole('button', { name: 'Apply Suggestions' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'plumbing' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'hvac' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create Vendor' }).click();

  // The new vendor's page.
  await expect(page.getByRole('heading', { level: 1, name: 'Zephyr Plumbing & Heating' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'robin@zephyr.example' }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Performance' })).toContainText('Total Work Orders');
  await expectNoSeriousA11yViolations();

  // At 375 px neither the vendor page nor the list scrolls sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('region', { name: 'Work History' })).toBeVisible();
  expect(await documentWidth(page)).toBeLessThanOrEqual(375);
  await goInApp(page, '/vendors');
  await expect(page.getByRole('list', { name: 'Vendors' })).toBeVisible();
  expect(await documentWidth(page)).toBeLessThanOrEqual(375);
  await page.goBack();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: 'Zephyr Plumbing & Heating' })).toBeVisible();

  // Edit Vendor switches to the inline form.
  await page.getByRole('button', { name: 'Edit Vendor' }).click();
  const form = page.getByRole('form', { name: 'Edit Vendor' });
  await form.getByRole('textbox', { name: 'Contact Name' }).fill('Robin Vale-Ortiz');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('region', { name: 'Contact' })).toContainText('Robin Vale-Ortiz');

  // Deactivate: confirm, then back on the list, where the default (Active) filter no longer shows it.
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page
    .getByRole('alertdialog', { name: 'Deactivate Vendor' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page).toHaveURL(/\/vendors$/);
  await expect(page.getByRole('list', { name: 'Vendors' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Zephyr Plumbing & Heating' })).toHaveCount(0);

  // Still there among the inactive vendors.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('inactive');
  await expect(page.getByRole('heading', { level: 2, name: 'Zephyr Plumbing & Heating' })).toBeVisible();
});
