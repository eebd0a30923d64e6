import { expect, test } from './fixtures';

// Tenants (spec 2 §2) in the preview build: the flows only a browser shows end to end. Rules and
// messages are covered by the jsdom tests under src/features/tenants.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A local calendar day as `YYYY-MM-DD`, `days` from today. */
function isoDay(days = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

// The tenancy chain: one test (e2e tests are the costly part of CI's time budget) walks a tenant from
// creation to living under an active lease, with every step the lease lifecycle offers on the way.
test('create a tenant, assign them to a unit, create a lease, link it, sign, execute and move in: the tenant shows Active Lease', async ({
  page,
}) => {
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
  const unitName = label.split(' – ')[0]!.trim();
  await expect(table.getByRole('link', { name: unitName })).toBeVisible();
  // No lease yet: no Active Lease beside the status.
  await expect(table.getByRole('cell', { name: 'No lease' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Active Lease' })).toHaveCount(0);

  // Create a lease (the lease form takes no unit: the assignment ties it to one). Dates from today, so
  // the chain keeps working as the calendar moves on.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Leases' }).click();
  await page.getByRole('button', { name: 'Add New Lease' }).first().click();
  const leaseForm = page.getByRole('dialog', { name: 'Add New Lease' });
  await leaseForm.getByLabel('Lease Number').fill('L-E2E-0001');
  await leaseForm.getByLabel('Start Date').fill(isoDay(7));
  await leaseForm.getByLabel('End Date').fill(isoDay(371));
  await leaseForm.getByRole('tab', { name: 'Financial Terms' }).click();
  await leaseForm.getByLabel('Monthly Rent').fill('1900');
  await leaseForm.getByLabel('Security Deposit').fill('1900');
  await leaseForm.getByRole('button', { name: 'Create Lease' }).click();
  // The new lease opens on its page, a draft.
  await expect(page.getByRole('heading', { level: 1, name: 'Lease L-E2E-0001' })).toBeVisible();

  // Back (the browser's Back, twice: the lease list, then the tenant) to link the lease to the
  // tenant's assignment: Edit on its row, pick the lease.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Imani Caldwell' })).toBeVisible();
  await table.getByRole('button', { name: `Edit assignment to ${unitName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Tenant Assignment' });
  const leaseBox = edit.getByRole('combobox', { name: 'Lease' });
  // The default data set's leases fit one page: the picker is a select (a search box beyond 100 leases).
  const option = leaseBox.getByRole('option', { name: /^L-E2E-0001 / });
  await leaseBox.selectOption((await option.getAttribute('value'))!);
  await edit.getByRole('button', { name: 'Update Assignment' }).click();
  await expect(edit).toBeHidden();
  await table.getByRole('link', { name: 'L-E2E-0001' }).click();

  // On the lease: Sign, Execute, Process Move-In, each marking its timeline step complete.
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

  // The tenant page shows Active Lease, one click from the lease.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Imani Caldwell' })).toBeVisible();
  await page.getByRole('link', { name: 'Active Lease' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lease L-E2E-0001' })).toBeVisible();
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
