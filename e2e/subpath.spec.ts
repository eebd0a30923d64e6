import { expect, test } from './fixtures';
import { E2E_SUB_PATH, E2E_SUB_PATH_ORIGIN } from './servers';

// The preview built for a sub-path (BASE_PATH=/rental/, served by playwright.config.ts): assets,
// the MSW service worker and the router basename all follow the base.
const root = `${E2E_SUB_PATH_ORIGIN}${E2E_SUB_PATH}`;

test.describe(`preview under a sub-path (${E2E_SUB_PATH})`, () => {
  test('the mock API worker is registered under the base and answers <base>api/', async ({ page }) => {
    await page.goto(root);
    await expect(page.getByRole('heading', { name: 'Simplify Your Property Management' })).toBeVisible();
    const registration = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return {
        scope: reg?.scope,
        script: reg?.active?.scriptURL,
        controlled: Boolean(navigator.serviceWorker.controller),
      };
    });
    expect(registration.scope).toBe(root);
    expect(registration.script).toBe(`${root}mockServiceWorker.js`);
    expect(registration.controlled).toBe(true);
    const health = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, body: await response.json() };
    }, `${root}api/health`);
    expect(health).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  test('a deep link is routed inside the base (router basename)', async ({ page }) => {
    await page.goto(`${root}no/such/page`);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    // React Router writes the basename without its trailing slash (`/rental`).
    await expect(page).toHaveURL(new RegExp(`^${root.replace(/\/$/, '')}/?$`));
    await expect(page.getByRole('heading', { name: 'Simplify Your Property Management' })).toBeVisible();
  });

  test('the static-host fallback files follow the base', async ({ request }) => {
    const redirects = await request.get(`${root}_redirects`);
    expect(await redirects.text()).toBe(`${E2E_SUB_PATH}* ${E2E_SUB_PATH}index.html 200\n`);
    const notFound = await request.get(`${root}404.html`);
    expect(notFound.status()).toBe(200);
    expect(await notFound.text()).toContain(`src="${E2E_SUB_PATH}assets/`);
  });
});
