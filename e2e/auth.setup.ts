import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { test as setup } from '@playwright/test';
import { signIn } from './fixtures';
import { AUTH_SESSION_FILE, AUTH_STATE_FILE } from './servers';

// Signs in once per run through the mock provider's pages, like a user, and saves the session for
// every test that is not about signing in (e2e/fixtures.ts restores it). The sign-in tests
// themselves (e2e/auth.spec.ts) start signed out and walk the real flow.
setup('sign in through the mock provider and save the session', async ({ page }) => {
  // Several full page loads (app, provider page, callback), and the provider generates its RSA key
  // on the first token request: allow as much as the sign-in tests do on a busy machine.
  setup.setTimeout(90_000);
  await signIn(page);
  mkdirSync(dirname(AUTH_STATE_FILE), { recursive: true });
  // The mock store as seeded and saved in IndexedDB rides along, so a test's first page load restores
  // it instead of seeding (and saving) the store again.
  await page.waitForFunction(() =>
    ['mock-store:loaded', 'mock-store:saved'].some((name) => performance.getEntriesByName(name).length > 0),
  );
  await page.context().storageState({ path: AUTH_STATE_FILE, indexedDB: true });
  const session = await page.sessionStorage.items();
  if (!session.some(({ name }) => name.startsWith('oidc.user:'))) {
    throw new Error('Signed in, but oidc-client-ts stored no user in sessionStorage');
  }
  writeFileSync(AUTH_SESSION_FILE, JSON.stringify({ origin: new URL(page.url()).origin, items: session }));
});
