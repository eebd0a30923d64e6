import type { Page } from '@playwright/test';
import { goInApp } from '../fixtures';
import {
  addresses,
  apiAnswers,
  atProvider,
  expect,
  expectSignedIn,
  openProvider,
  signIn,
  storedUser,
  submitLogin,
  test,
} from './prod-fixtures';

// The production build (`dist/`, no mock code) against a real OpenID provider and the API over
// HTTP, three origins, under the production CSP (e2e/prod/prod-fixtures.ts). Few tests, each a flow:
// every page load through the provider costs the lane most of its time.

/** Every API answer so far was a success: a refusal fails with the API's own reason. */
function expectAnswersOk(answers: ReturnType<typeof apiAnswers>, since = 0) {
  const failed = answers.slice(since).filter((answer) => answer.status < 200 || answer.status >= 300);
  expect(
    failed,
    'API requests that failed (status 0: no answer: the server is down, or the browser refused the call by CORS or the CSP)',
  ).toEqual([]);
}

/** The h1 of a screen, and not the route's crash page. */
async function expectScreen(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
}

/** The id of the first record an API list gives, asked with the signed-in user's token. */
async function firstId(page: Page, path: string): Promise<string> {
  const user = await storedUser(page);
  const response = await page.request.get(`${addresses.api}${path}`, {
    headers: { Authorization: `Bearer ${user!.access_token}` },
  });
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  const { data } = (await response.json()) as { data: { id: string }[] };
  return data[0]!.id;
}

const LISTS: Array<[string, string | RegExp]> = [
  ['/dashboard', 'Dashboard'],
  ['/properties', 'Properties'],
  ['/units', 'Units'],
  ['/tenants', 'Tenants'],
  ['/leases', 'Leases'],
  ['/payments', 'Payments'],
  ['/rent-roll', /Rent Roll/],
  ['/overdue-payments', /Overdue/],
  ['/maintenance-requests', /Maintenance/],
  ['/work-orders', 'Work Orders'],
  ['/vendors', 'Vendors'],
];
/** Each kind of record: its screen and the API list it comes from. */
const RECORDS: Array<[screen: string, api: string]> = [
  ['properties', 'rental-properties'],
  ['units', 'units'],
  ['tenants', 'tenants'],
  ['leases', 'leases'],
  ['payments', 'payments'],
  ['maintenance-requests', 'maintenance-requests'],
  ['work-orders', 'work-orders'],
  ['vendors', 'vendors'],
];

test('signs in at the provider, keeps the session on reload, and Log Out ends the provider session', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000);
  expect(stack.provider.issuer).toBe(addresses.provider);
  await signIn(page);
  await expect(page.getByRole('link', { name: 'Alex Morgan' }).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Alex Morgan' }).first()).toBeVisible();

  // Log Out: the provider's own sign-out page, then back on the app, signed out.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL(atProvider);
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await page.waitForURL((url) => url.origin === addresses.app);
  await expect(
    page
      .getByRole('button', { name: 'Log In' })
      .or(page.getByRole('button', { name: 'Get Started' }))
      .first(),
  ).toBeVisible();

  // The provider forgot the session: signing in again asks for the password.
  await openProvider(page);
  await expect(page.getByLabel('Password')).toBeVisible();
  await submitLogin(page, 'jordan.lee@example.com');
  await expectSignedIn(page);
  await expect(page.getByRole('link', { name: 'Jordan Lee' }).first()).toBeVisible();
});

test('every main screen and a record of each kind load from the API under the production CSP', async ({ page }) => {
  test.setTimeout(180_000);
  const answers = apiAnswers(page);
  await signIn(page);
  for (const [path, heading] of LISTS) {
    await goInApp(page, path);
    await page.waitForLoadState('networkidle');
    expectAnswersOk(answers);
    await expectScreen(page, heading);
  }
  for (const [kind, list] of RECORDS) {
    const id = await firstId(page, `/${list}`);
    await goInApp(page, `/${kind}/${id}`);
    await expect(page).toHaveURL(new RegExp(`/${kind}/${id}$`));
    await page.waitForLoadState('networkidle');
    expectAnswersOk(answers);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(answers.length).toBeGreaterThan(LISTS.length + RECORDS.length);
  expectAnswersOk(answers);
});

test('creates, edits and deletes a property and a vendor through the API; each change is there after a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const answers = apiAnswers(page);
  await signIn(page);
  await goInApp(page, '/properties');
  await expectScreen(page, 'Properties');
  await page.getByRole('button', { name: 'Add Property' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Property' });
  await dialog.getByLabel('Property Name').fill('Quillback Commons');
  await dialog.getByLabel('Address').fill('12 Quillback Road');
  await dialog.getByLabel('City').fill('Boise');
  await dialog.getByLabel('State').fill('ID');
  await dialog.getByLabel('Zip Code').fill('83702');
  await dialog.getByLabel('Property Type').selectOption('single-family');
  await dialog.getByRole('button', { name: 'Create Property' }).click();
  await expectScreen(page, 'Quillback Commons');

  await page.getByRole('tab', { name: 'Insurance' }).click();
  await page.getByRole('button', { name: 'Edit Insurance' }).click();
  const form = page.getByRole('form', { name: 'Edit Insurance' });
  await form.getByLabel('Insurance Carrier').fill('Quillback Mutual');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  await page.reload();
  await expectScreen(page, 'Quillback Commons');
  await page.getByRole('tab', { name: 'Insurance' }).click();
  await expect(page.getByText('Quillback Mutual')).toBeVisible();

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectScreen(page, 'Properties');
  await page.reload();
  await expectScreen(page, 'Properties');
  await expect(page.getByRole('link', { name: /Maple Court Apartments/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Quillback Commons/ })).toHaveCount(0);

  // A vendor: created, its contact edited, deactivated (vendors are soft-deleted).
  await goInApp(page, '/vendors');
  await expect(page.getByRole('list', { name: 'Vendors' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Vendor' }).click();
  const vendorDialog = page.getByRole('dialog', { name: 'Add Vendor' });
  await vendorDialog.getByRole('textbox', { name: 'Company Name' }).fill('Quillback Plumbing');
  await vendorDialog.getByRole('textbox', { name: 'Contact Name' }).fill('Robin Vale');
  await vendorDialog.getByRole('textbox', { name: 'Email' }).fill('robin@quillback.example');
  await vendorDialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('(512) 555-0190');
  await vendorDialog.getByRole('button', { name: 'Continue' }).first().click();
  await vendorDialog.getByRole('button', { name: 'Apply Suggestions' }).click();
  await vendorDialog.getByRole('button', { name: 'Create Vendor' }).click();
  await expectScreen(page, 'Quillback Plumbing');
  await page.getByRole('button', { name: 'Edit Vendor' }).click();
  const vendorForm = page.getByRole('form', { name: 'Edit Vendor' });
  await vendorForm.getByRole('textbox', { name: 'Contact Name' }).fill('Robin Vale-Ortiz');
  await vendorForm.getByRole('button', { name: 'Save Changes' }).click();
  await expect(vendorForm).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Contact' })).toContainText('Robin Vale-Ortiz');
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page
    .getByRole('alertdialog', { name: 'Deactivate Vendor' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page).toHaveURL(/\/vendors$/);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Vendors' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Quillback Plumbing' })).toHaveCount(0);
  expectAnswersOk(answers);
});

test('renews the access token with the refresh token while in use; a revoked refresh token ends the session', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const answers = apiAnswers(page);
  await signIn(page);
  const first = (await storedUser(page))!;
  expect(first.refresh_token).toBeTruthy();
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url() === `${addresses.provider}/token` && /grant_type=refresh_token/.test(request.postData() ?? '')) {
      refreshes.push(request.url());
    }
  });
  const toProvider: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && atProvider(frame.url())) toProvider.push(frame.url());
  });

  // The token is renewed before it runs out (the lane's tokens live 75 s, renewed 60 s early)…
  await expect
    .poll(async () => (await storedUser(page))?.access_token, { timeout: 60_000, intervals: [2000] })
    .not.toBe(first.access_token);
  const renewed = (await storedUser(page))!;
  expect(refreshes.length).toBeGreaterThan(0);
  // …with a new refresh token each time (rotation).
  expect(renewed.refresh_token).not.toBe(first.refresh_token);
  // The next action works on the new token, without a trip to the provider.
  const sent = page.waitForRequest(
    (request) => request.url().startsWith(`${addresses.api}/tenants?`) && request.method() === 'GET',
  );
  const since = answers.length;
  await goInApp(page, '/tenants?search=a');
  await expectScreen(page, 'Tenants');
  expect(await (await sent).headerValue('authorization')).toBe(`Bearer ${(await storedUser(page))!.access_token}`);
  await page.waitForLoadState('networkidle');
  expectAnswersOk(answers, since);
  expect(toProvider).toEqual([]);

  // The provider revokes the refresh token (and its grant): the next renewal fails and the app
  // ends the session with its message, not a broken screen.
  const revoked = await page.request.post(`${addresses.provider}/token/revocation`, {
    form: { token: renewed.refresh_token!, token_type_hint: 'refresh_token', client_id: 'rental-manager-web' },
  });
  expect(revoked.status()).toBe(200);
  await expect(page.getByText('Get access token failed')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});

test('the API down shows each screen’s error state; the API refusing the token signs the user out', async ({
  page,
  stack,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await stack.stopApi();
  try {
    // A new page load: nothing cached, every screen asks the API, which does not answer.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible({ timeout: 30_000 });
    for (const [path, heading] of LISTS) {
      await goInApp(page, path);
      await expectScreen(page, heading);
      await expect(
        page
          .getByRole('alert')
          .filter({ has: page.getByRole('button', { name: 'Retry' }) })
          .first(),
      ).toBeVisible({
        timeout: 30_000,
      });
    }
  } finally {
    // Back up, trusting another issuer: every token of this provider is refused with 401.
    await stack.startApi('http://127.0.0.1:9');
  }
  try {
    // A screen not asked for yet on this page: its call carries the token and is refused.
    await goInApp(page, '/tenants?search=b');
    await expect(
      page
        .getByRole('button', { name: 'Log In' })
        .or(page.getByRole('button', { name: 'Get Started' }))
        .first(),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  } finally {
    await stack.stopApi();
    await stack.startApi();
  }
});
