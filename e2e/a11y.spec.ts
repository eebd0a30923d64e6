import { expect, goInApp, openProviderPage, test } from './fixtures';

// axe (serious or critical violations fail) on the screens and dialogs of the first slice that the
// area specs do not already check: search results, the open global search, the forms in their
// modals (with validation messages showing), the open smart-search panels with results, the photo
// viewer and uploader, a detail tab in edit mode, the 404 page and the mock sign-in page.

test('search results page and the open global search dropdown', async ({ page, expectNoSeriousA11yViolations }) => {
  await page.goto('/search?q=ma');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Properties' })).toBeVisible();
  await expectNoSeriousA11yViolations();

  await goInApp(page, '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeVisible(); // the search loads just after the first paint
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await page.keyboard.type('ma');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoSeriousA11yViolations();
});

test('property form with its validation messages', async ({ page, expectNoSeriousA11yViolations }) => {
  await page.goto('/properties');
  await page.getByRole('button', { name: 'Add Property' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Property' });
  await dialog.getByRole('button', { name: 'Create Property' }).click();
  await expect(dialog.getByText('Property name is required')).toBeVisible();
  await expectNoSeriousA11yViolations();
});

test('unit form and the assign-tenant modal', async ({ page, expectNoSeriousA11yViolations }) => {
  await page.goto('/units');
  await expect(page.getByRole('table', { name: 'Units' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Unit' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Unit' })).toBeVisible();
  await expectNoSeriousA11yViolations();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Add New Unit' })).toBeHidden();

  await page
    .getByRole('table', { name: 'Units' })
    .getByRole('link', { name: /^Unit / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Unit / })).toBeVisible();
  await page.getByRole('button', { name: 'Assign Tenant' }).click();
  await expect(page.getByRole('dialog', { name: 'Assign Tenant to Unit' })).toBeVisible();
  await expectNoSeriousA11yViolations();
});

test('smart search panels with their results (properties and units)', async ({
  page,
  expectNoSeriousA11yViolations,
}) => {
  await page.goto('/properties?smart=1&propertyType=multi-family');
  await expect(
    page.getByRole('search', { name: 'Smart search' }).getByRole('list', { name: 'Search results' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations();

  await goInApp(page, '/units?smart=1&available=true');
  await expect(page.getByRole('table', { name: 'Search results' })).toBeVisible();
  await expectNoSeriousA11yViolations();
});

test('photo viewer, photo uploader and a detail tab being edited', async ({ page, expectNoSeriousA11yViolations }) => {
  await page.goto('/properties');
  await page.getByRole('link', { name: /Maple Court Apartments/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maple Court Apartments' })).toBeVisible();

  await page.getByRole('region', { name: 'Photos' }).getByRole('button').first().click();
  const viewer = page.getByRole('dialog', { name: /photo 1$/ });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(/^1 of \d+$/)).toBeVisible();
  await expectNoSeriousA11yViolations();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await page.getByRole('tab', { name: 'Property Taxes' }).click();
  await page.getByRole('button', { name: 'Edit Property Taxes' }).click();
  await expect(page.getByRole('form', { name: 'Edit Property Taxes' })).toBeVisible();
  await expectNoSeriousA11yViolations();

  await page.getByRole('button', { name: 'Edit Property' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Maple Court Apartments' });
  await expect(form.getByLabel('Choose photos to upload')).toBeAttached();
  await expectNoSeriousA11yViolations();
});

test.describe('signed out', () => {
  test.use({ signedIn: false });

  test('404 page and the mock sign-in page', async ({ page, expectNoSeriousA11yViolations }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectNoSeriousA11yViolations();

    await openProviderPage(page);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations();
  });
});

test('payments list with the Record Payment dialog', async ({ page, expectNoSeriousA11yViolations }) => {
  await page.goto('/payments');
  await expect(page.getByRole('table', { name: 'Payments' })).toBeVisible();
  await expectNoSeriousA11yViolations();
  await page.getByRole('button', { name: 'Record Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Payment' });
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog.getByText('Property selection is required')).toBeVisible();
  await expectNoSeriousA11yViolations();
});

test('overdue report and rent roll', async ({ page, expectNoSeriousA11yViolations }) => {
  test.setTimeout(90_000); // the rent roll's ten tables make a large page to scan
  await page.goto('/overdue-payments');
  await expect(page.getByRole('table', { name: 'Overdue payments' })).toBeVisible();
  await expectNoSeriousA11yViolations();

  await goInApp(page, '/rent-roll');
  await expect(page.getByText('Total Expected')).toBeVisible();
  await expectNoSeriousA11yViolations();
});

test('tenants and leases: lists, detail pages and their forms with validation messages', async ({
  page,
  expectNoSeriousA11yViolations,
}) => {
  test.setTimeout(120_000); // six scans
  await page.goto('/tenants');
  const firstTenant = page.locator('main a[href^="/tenants/"]').first();
  await expect(firstTenant).toBeVisible();
  await page.getByRole('button', { name: 'Add Tenant' }).first().click();
  const tenantForm = page.getByRole('dialog', { name: 'Add New Tenant' });
  await tenantForm.getByRole('button', { name: 'Create Tenant' }).click();
  await expect(tenantForm.getByText('First name is required')).toBeVisible();
  await expectNoSeriousA11yViolations();
  await page.keyboard.press('Escape');
  await expect(tenantForm).toBeHidden();

  await firstTenant.click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Tenants');
  await expect(page.getByRole('tab', { name: 'Screening' })).toBeVisible();
  await expectNoSeriousA11yViolations();

  await goInApp(page, '/leases');
  await expect(page.getByRole('heading', { level: 1, name: 'Leases' })).toBeVisible();
  const firstLease = page.locator('main a[href^="/leases/"]').first();
  await expect(firstLease).toBeVisible();
  await page.getByRole('button', { name: 'Add New Lease' }).first().click();
  const leaseForm = page.getByRole('dialog', { name: 'Add New Lease' });
  await leaseForm.getByRole('button', { name: 'Create Lease' }).click();
  await expect(leaseForm.getByText(/is required/).first()).toBeVisible();
  await expectNoSeriousA11yViolations();
  await page.keyboard.press('Escape');
  await expect(leaseForm).toBeHidden();

  await firstLease.click();
  await expect(page.getByRole('tab', { name: 'Lifecycle' })).toBeVisible();
  await expectNoSeriousA11yViolations();
  await page.getByRole('tab', { name: 'Financial' }).click();
  await expect(page.getByText('Rent History').first()).toBeVisible();
  await expectNoSeriousA11yViolations();
});

test('maintenance requests: list, the create steps with validation, a request page', async ({
  page,
  expectNoSeriousA11yViolations,
}) => {
  await page.goto('/maintenance-requests');
  const first = page.locator('main a[href^="/maintenance-requests/"]:not([href$="/new"])').first();
  await expect(first).toBeVisible();
  await expectNoSeriousA11yViolations();
  const detail = (await first.getAttribute('href'))!;

  await goInApp(page, '/maintenance-requests/new');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Create Request' }).click();
  await expect(page.getByText(/is required/).first()).toBeVisible();
  await expectNoSeriousA11yViolations();

  await goInApp(page, detail);
  await expect(page.getByRole('button', { name: 'Create Work Order' })).toBeVisible();
  await expectNoSeriousA11yViolations();
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the tenant, payment and vendor dialogs, open, have no serious violations', async ({
    page,
    expectNoSeriousA11yViolations,
  }) => {
    test.setTimeout(120_000); // three screens, three scans
    await page.goto('/tenants');
    await page.getByRole('button', { name: 'Add Tenant' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Add New Tenant' })).toBeVisible();
    await expectNoSeriousA11yViolations();

    await goInApp(page, '/payments');
    await page.getByRole('button', { name: 'Record Payment' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Record Payment' })).toBeVisible();
    await expectNoSeriousA11yViolations();

    await goInApp(page, '/vendors');
    await page.getByRole('button', { name: 'Add Vendor' }).first().click();
    await expect(page.getByRole('dialog').first()).toBeVisible();
    await expectNoSeriousA11yViolations();
  });
});
