import { expect, openProviderPage, test } from './fixtures';

// Sign-in (spec 1 §2 route protection, §4 authentication state, §8 errors; spec 3 §2): the real
// oidc-client-ts flow against the simulated identity provider of the preview build.

/** A full page load in mock mode (worker start, store load, lazy route) can be slow on a busy machine. */
const PAGE_LOAD = { timeout: 25_000 };

test.describe('sign-in', () => {
  // These tests are about signing in: they start signed out and walk the real flow.
  test.use({ signedIn: false });
  // Each test walks several full page loads (app, provider page, callback, reload), and the first
  // token request generates the provider's RSA key: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('signs in through the provider page and comes back signed in, with code and state removed', async ({ page }) => {
    await openProviderPage(page);
    const authorize = new URL(page.url());
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('audience')).toBe('rentalmanagerapi');
    await expect(page.getByRole('heading', { name: 'Sign in to Rental Manager' })).toBeVisible(PAGE_LOAD);
    // The first demo account is preselected.
    await expect(page.getByRole('radio').first()).toBeChecked();

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !/mock-idp|\/callback/.test(url.pathname));
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible(PAGE_LOAD);
    await expect(page.getByText('Alex Morgan').first()).toBeVisible();
    const back = new URL(page.url());
    expect(back.searchParams.has('code')).toBe(false);
    expect(back.searchParams.has('state')).toBe(false);
  });

  test('Cancel on the provider page shows Login failed and stays signed out', async ({ page }) => {
    await openProviderPage(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Login failed').first()).toBeVisible(PAGE_LOAD);
    // The message can show a moment before the callback route replaces the address without ?error.
    await expect.poll(() => new URL(page.url()).searchParams.has('error'), PAGE_LOAD).toBe(false);
    await expect(page.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  });

  test('a signed-out visitor to a protected route lands on the home page', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/, PAGE_LOAD);
    await expect(page.getByRole('heading', { name: 'Simplify Your Property Management' })).toBeVisible(PAGE_LOAD);
    await page.goto('/properties');
    await expect(page).toHaveURL(/\/$/, PAGE_LOAD);
  });

  test('the session survives a reload in the same tab', async ({ page, signIn }) => {
    await signIn(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible(PAGE_LOAD);
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/, PAGE_LOAD);
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible(PAGE_LOAD);
  });

  test('Log Out clears the user, ends the provider session and returns to the site origin', async ({
    page,
    signIn,
  }) => {
    await signIn(page);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Log Out' }).click(PAGE_LOAD);
    await page.waitForURL((url) => url.pathname === '/' && !url.search);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible(PAGE_LOAD);
    await expect(page.getByRole('button', { name: 'Log Out' })).toHaveCount(0);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/, PAGE_LOAD);
    // The provider asks again (its session ended too).
    await openProviderPage(page);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('a user without a name signs in too', async ({ page }) => {
    await openProviderPage(page);
    await page.getByRole('radio', { name: /No name/ }).check();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !/mock-idp|\/callback/.test(url.pathname));
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible(PAGE_LOAD);
  });
});
