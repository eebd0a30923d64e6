import { expect, type Page } from '@playwright/test';
import { test as base } from '../fixtures';
import { DEMO_PASSWORD } from '../../scripts/oidc-provider';
import {
  buildFor,
  isBuiltFor,
  prodLocalAddresses,
  startProdLocal,
  type ProdLocalStack,
} from '../../scripts/start-prod-local-stack';

/**
 * The production-build lane (the `prod` project of playwright.config.ts): `dist/` served like a
 * static host with its `_headers`, signed in through a real OpenID provider, its data from the API
 * over HTTP checking every bearer token (scripts/start-prod-local-stack.ts). The stack starts once
 * per worker (the project runs one worker); `dist/` is built for it first unless it already is
 * (.ci/run builds it before the tests). Every test starts signed out in a fresh browser context and
 * fails on a Content-Security-Policy violation (e2e/fixtures.ts).
 */
export const addresses = prodLocalAddresses();

/**
 * The provider's access-token lifetime in this lane: above the app's 60 s renewal margin, so a token
 * is used for its first 15 s and then renewed with the refresh token while the app runs.
 */
export const LANE_ACCESS_TOKEN_TTL = 75;

export const test = base.extend<object, { stack: ProdLocalStack }>({
  stack: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      if (!isBuiltFor(addresses)) buildFor(addresses);
      const stack = await startProdLocal({ addresses, accessTokenTtl: LANE_ACCESS_TOKEN_TTL });
      await use(stack);
      await stack.stop();
    },
    // auto: every test of the lane needs the servers, whether or not it names them.
    { scope: 'worker', timeout: 600_000, auto: true },
  ],
});
test.use({ signedIn: false, baseURL: addresses.app });

export { expect };

/** Whether a URL is the provider's. */
export const atProvider = (url: URL | string) => new URL(url).origin === addresses.provider;

/**
 * Signs in like a user: Get Started (or Log In) on `/`, then the provider's own login page (email and
 * password), back in the app signed in. A sign-in the app reports as failed fails here with the app's
 * message (e.g. the provider refusing the audience).
 */
export async function signIn(page: Page, email = 'alex.morgan@example.com'): Promise<void> {
  if (!page.url().startsWith(addresses.app)) await page.goto('/');
  await openProvider(page);
  await submitLogin(page, email);
  await expectSignedIn(page);
}

/**
 * From the app's landing page, signed out: Get Started (or Log In) until the provider's page is open.
 * A provider that refuses the request at once sends the browser back to the callback: this then fails
 * with the app's message.
 */
export async function openProvider(page: Page): Promise<void> {
  const start = page.getByRole('button', { name: 'Get Started' }).or(page.getByRole('link', { name: 'Get Started' }));
  const logIn = page.getByRole('button', { name: 'Log In' });
  await expect(start.or(logIn).first()).toBeVisible({ timeout: 30_000 });
  const leftLanding = (url: URL) => atProvider(url) || url.pathname === '/callback';
  // `/` arrives prerendered: a click before the app has taken the page over may do nothing.
  await expect(async () => {
    if (leftLanding(new URL(page.url()))) return;
    if (await start.first().isVisible()) await start.first().click();
    else await logIn.click();
    await page.waitForURL(leftLanding, { timeout: 5000 });
  }).toPass({ timeout: 60_000 });
  if (!atProvider(page.url())) await expectSignedIn(page);
}

/** Fills and sends the provider's login form. */
export async function submitLogin(page: Page, email = 'alex.morgan@example.com'): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Back in the app with the signed-in top bar; a failed sign-in fails with the app's own message. */
export async function expectSignedIn(page: Page): Promise<void> {
  const logOut = page.getByRole('button', { name: 'Log Out' });
  const failed = page.getByText(/Login failed|Get access token failed/).first();
  await expect(logOut.or(failed)).toBeVisible({ timeout: 30_000 });
  if (await failed.isVisible()) {
    // The alert's title and its detail (the provider's reason).
    const alert = await failed.locator('..').innerText();
    throw new Error(`Sign-in failed in the app: ${alert.replace(/\s+/g, ' ')}`);
  }
}

/** The signed-in user oidc-client-ts keeps in the tab's sessionStorage. */
export async function storedUser(page: Page): Promise<{ access_token: string; refresh_token?: string } | null> {
  return page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)!;
      if (key.startsWith('oidc.user:')) return JSON.parse(sessionStorage.getItem(key)!);
    }
    return null;
  });
}

/**
 * Collects the answers of the API: a test asserts that each screen's data came over HTTP, and any
 * refusal fails with its reason (the API's problem detail, or the browser's CORS or CSP message).
 */
export function apiAnswers(page: Page): { url: string; status: number; detail?: string }[] {
  const answers: { url: string; status: number; detail?: string }[] = [];
  page.on('response', async (response) => {
    if (!response.url().startsWith(addresses.api) || response.request().method() === 'OPTIONS') return;
    const entry: { url: string; status: number; detail?: string } = { url: response.url(), status: response.status() };
    answers.push(entry);
    if (response.status() >= 400) {
      entry.detail = await response
        .json()
        .then((body: { detail?: string }) => body.detail)
        .catch(() => undefined);
    }
  });
  page.on('requestfailed', (request) => {
    // ERR_ABORTED: the page dropped the call itself (a photo still loading when the page moved on).
    if (request.url().startsWith(addresses.api) && request.failure()?.errorText !== 'net::ERR_ABORTED') {
      answers.push({ url: request.url(), status: 0, detail: request.failure()?.errorText });
    }
  });
  // The browser says why it refused a call only on the console: no Access-Control-Allow-Origin (CORS),
  // or the page's Content-Security-Policy (the call is then never sent).
  page.on('console', (message) => {
    const text = message.text();
    if (/CORS policy|Content Security Policy/.test(text) && text.includes(addresses.api)) {
      answers.push({ url: '(console)', status: 0, detail: text });
    }
  });
  return answers;
}
