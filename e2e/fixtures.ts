import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { AUTH_SESSION_FILE, AUTH_STATE_FILE } from './servers';

/**
 * Shared e2e helpers. Every test starts with a fresh browser context. By default it is signed in
 * with the session e2e/auth.setup.ts saved once per run (its localStorage: the mock store as seeded,
 * the provider's key and session; its sessionStorage: the oidc-client-ts user); a test about signing
 * in, or about a signed-out visitor, opts out with `test.use({ signedIn: false })` and starts with
 * empty storage (nobody signed in, the mock store seeded anew).
 */
export interface AppOptions {
  /** Start signed in with the saved session (default) or signed out with empty storage. */
  signedIn: boolean;
}

export interface AppFixtures {
  /**
   * Signs in through the mock identity provider like a user: opens `/`, clicks Get Started (or
   * Log In), clicks "Sign in" on the mock authorize page, and waits until the app shows the
   * signed-in top bar (Log Out) back on an app page. For the sign-in tests (signed out at start).
   */
  signIn: (page?: Page) => Promise<void>;
  /** Runs axe on the current page; fails listing every serious or critical violation. */
  expectNoSeriousA11yViolations: (page?: Page) => Promise<void>;
}

/**
 * On the prerendered landing page, signed out, the app starts at the visitor's first input
 * (src/lib/deferred-start.ts): this gives it one (a Shift key, which changes nothing on the page) and
 * waits until the app has taken the page over.
 */
export async function startAppOnLanding(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => (window as { __appStarted?: boolean }).__appStarted === true);
}

/**
 * Opens `/` signed out and clicks Get Started (or Log In) until the mock provider's authorize page is
 * open. `/` arrives prerendered: a click on its buttons before the app has taken over the page does
 * nothing (as for a user who taps before the scripts arrive), so it clicks again.
 */
export async function openProviderPage(page: Page): Promise<void> {
  await page.goto('/');
  const start = page.getByRole('button', { name: 'Get Started' }).or(page.getByRole('link', { name: 'Get Started' }));
  const logIn = page.getByRole('button', { name: 'Log In' });
  await expect(start.or(logIn).first()).toBeVisible({ timeout: 25_000 });
  await expect(async () => {
    if (await start.first().isVisible()) await start.first().click();
    else await logIn.click();
    await page.waitForURL(/\/mock-idp\/authorize\?/, { timeout: 5000 });
  }).toPass({ timeout: 60_000 });
}

export async function signIn(page: Page): Promise<void> {
  await openProviderPage(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !/mock-idp|\/callback/.test(url.pathname));
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
}

/**
 * Goes to `path` inside the running app, without loading the page again: the router follows the new
 * history entry as it does on Back or Forward, so the app, its mock and their data stay as they are
 * (as after following a link). For a test's second and later screens: a new page load restarts the
 * app and its mock, the most CPU an e2e step costs. A test about loading a page uses `page.goto`.
 * The old screen stays until the new one's code and data are in: the caller waits for something of
 * the new screen before acting on it.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    // The entry carries the router's own state (its index in the history), so Back and Forward
    // across it work as after a link.
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `e2e-${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** Waits for the page's finite animations and transitions to end (spinners run forever and are skipped). */
function transitionsEnded(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** The serious and critical axe violations on the page, one entry each with its nodes. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe.run in the page itself instead of axe's partial runs finished in a second,
  // blank page (our pages have no iframes, so the results are the same); only violations carry their
  // nodes back. Both make a scan much cheaper and find the same violations.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`,
    );
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Callers wait for the state they scan (the heading, table or dialog they opened); this waits
  // for the page's requests to settle too (a lazy chunk, the first data) before scanning.
  await page.waitForLoadState('networkidle');
  // A control that has just become enabled fades in: scanned mid-transition, its text reads as low
  // contrast.
  await transitionsEnded(page);
  let report = await seriousViolations(page);
  if (report.length > 0) {
    // A section that finished loading during the scan may have started its fade then: what a user
    // sees is the page once it has settled, so a violation must still be there a moment later.
    await page.waitForTimeout(300);
    await transitionsEnded(page);
    report = await seriousViolations(page);
  }
  expect(report, `serious or critical accessibility violations on ${page.url()}`).toEqual([]);
}

interface SavedSession {
  origin: string;
  items: { name: string; value: string }[];
}

/**
 * Runs in the page before any of its scripts: puts the saved oidc-client-ts user into the app
 * origin's sessionStorage, once per tab (a marker keeps a later sign-out from being undone on the
 * next navigation). Playwright's storage state covers cookies, localStorage and IndexedDB only.
 */
function restoreSessionStorage(session: SavedSession): void {
  const marker = 'e2e:session-restored';
  if (window.location.origin !== session.origin || window.sessionStorage.getItem(marker)) return;
  for (const { name, value } of session.items) window.sessionStorage.setItem(name, value);
  window.sessionStorage.setItem(marker, '1');
}

/**
 * Runs in every page before its scripts: reports each Content-Security-Policy violation of the page
 * (`vite preview` sends the build's policy, vite.config.ts) to the test through the binding below.
 */
function reportCspViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as { e2eCspViolation?: (text: string) => void }).e2eCspViolation;
    const where =
      event.sourceFile && event.sourceFile !== event.documentURI ? ` in ${event.sourceFile}:${event.lineNumber}` : '';
    report?.(`${event.effectiveDirective} refused ${event.blockedURI || 'an inline source'}${where}`);
  });
}

export const test = base.extend<AppFixtures & AppOptions>({
  signedIn: [true, { option: true }],
  storageState: async ({ signedIn, storageState }, use) => {
    await use(signedIn ? AUTH_STATE_FILE : storageState);
  },
  context: async ({ context, signedIn }, use) => {
    if (signedIn) {
      const session = JSON.parse(readFileSync(AUTH_SESSION_FILE, 'utf8')) as SavedSession;
      await context.addInitScript(restoreSessionStorage, session);
    }
    // Every test fails on a CSP violation in any of its pages: the suite's screens run under the policy.
    const violations: string[] = [];
    await context.exposeBinding('e2eCspViolation', ({ page }, text: string) => {
      violations.push(`${page.url()}: ${text}`);
    });
    await context.addInitScript(reportCspViolations);
    await use(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  signIn: async ({ page }, use) => {
    await use((target = page) => signIn(target));
  },
  expectNoSeriousA11yViolations: async ({ page }, use) => {
    await use((target = page) => expectNoSeriousA11yViolations(target));
  },
});

export { expect };
