import { expect, test } from './fixtures';

// Tenants (spec 2 §2) in the preview build: the flows only a browser shows end to end. Rules and
// messages are covered by the jsdom tests under src/features/tenants.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('create a tenant, then assign them to a unit from the tenant page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/tenants');
  await page.getByRole('button', { name: 'Add Tenant' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Tenant' });
  await form.getByRole('textbox', { name: /First Name/ }).fill('Imani');
  await form.getByRole('textbox', { name: /Last Name/ }).fill('Caldwell');
  await form.getByRole('textbox', { name: /Email/ }).fill('imani.caldwell@example.com');
  await form.getByRole('textbox', { name: /^SSN/ }).fill('123-45-6789');
  await form.getByRole('button', { name: 'Create Tenant' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Imani Caldwell' })).toBeVisible();
  await expect(page.getByText('***-**-6789')).toBeVisible();
  expect(await page.content()).not.toContain('123-45-6789');
  await expect(page.getByText('This tenant is not assigned to any units.')).toBeVisible();

  await page.getByRole('button', { name: 'Assign to Unit' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign Tenant to Unit' });
  const property = assign.getByRole('combobox', { name: 'Property' });
  await expect(property.locator('option').nth(1)).toBeAttached();
  await property.selectOption({ index: 1 });
  const unit = assign.getByRole('combobox', { name: /^Unit/ });
  await expect(unit.locator('option').nth(1)).toBeAttached();
  const label = (await unit.locator('option').nth(1).textContent())!;
  await unit.selectOption({ index: 1 });
  await assign.getByRole('button', { name: 'Assign Tenant' }).click();
  await expect(assign).toBeHidden();

  const table = page.getByRole('region', { name: 'Unit Assignments' }).getByRole('table');
  await expect(table.getByRole('link', { name: label.split(' – ')[0]!.trim() })).toBeVisible();
});

test('change a tenant status through the confirm dialog', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/tenants?status=applicant');
  await page.getByRole('list', { name: 'Tenants' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByRole('heading', { level: 1 }).locator('..');
  await expect(header.getByText('Applicant')).toBeVisible();

  await page.getByRole('group', { name: 'Change status' }).getByRole('button', { name: 'Mark as Active' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Change Status' });
  await expect(confirm).toContainText('from Applicant to Active');
  await confirm.getByRole('button', { name: 'Change Status' }).click();
  await expect(header.getByText('Active', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Change status' }).getByRole('button', { name: 'Mark as Applicant' }),
  ).toBeVisible();
});

test('upload a tenant document and delete it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/tenants?status=previous');
  await page.getByRole('list', { name: 'Tenants' }).getByRole('link').first().click();
  await page.getByRole('tab', { name: 'Documents' }).click();
  await page.getByRole('button', { name: 'Manage Documents' }).click();
  await page.getByRole('combobox', { name: 'Category' }).selectOption('incomeDocuments');
  await page.getByLabel('Choose documents to upload').setInputFiles({
    name: 'pay-stub-e2e.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByRole('list', { name: 'Uploads' })).toContainText('Completed 100%');
  const income = page.getByRole('region', { name: 'Income Verification' });
  await expect(income.getByText(/pay-stub-e2e\.pdf$/)).toBeVisible();

  await income.getByRole('button', { name: /^Remove .*pay-stub-e2e\.pdf$/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Document' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(income.getByText(/pay-stub-e2e\.pdf$/)).toHaveCount(0);
});
