import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Shared e2e helpers. Every page starts with a fresh browser context (empty localStorage), so the
 * mock store is seeded anew and nobody is signed in.
 */
export interface AppFixtures {
  /**
   * Signs in through the mock identity provider like a user: opens `/`, clicks Get Started (or
   * Log In), clicks "Sign in" on the mock authorize page, and waits until the app shows the
   * signed-in top bar (Log Out) back on an app page.
   */
  signIn: (page?: Page) => Promise<void>;
  /** Runs axe on the current page; fails listing every serious or critical violation. */
  expectNoSeriousA11yViolations: (page?: Page) => Promise<void>;
}

export async function signIn(page: Page): Promise<void> {
  await page.goto('/');
  const start = page.getByRole('button', { name: 'Get Started' }).or(page.getByRole('link', { name: 'Get Started' }));
  const logIn = page.getByRole('button', { name: 'Log In' });
  await expect(start.or(logIn).first()).toBeVisible();
  if (await start.first().isVisible()) await start.first().click();
  else await logIn.click();
  await page.waitForURL(/mock-idp/);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !/mock-idp|\/callback/.test(url.pathname));
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Let the page settle (lazy chunk, first data) before scanning.
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`,
  );
  expect(report, `serious or critical accessibility violations on ${page.url()}`).toEqual([]);
}

export const test = base.extend<AppFixtures>({
  signIn: async ({ page }, use) => {
    await use((target = page) => signIn(target));
  },
  expectNoSeriousA11yViolations: async ({ page }, use) => {
    await use((target = page) => expectNoSeriousA11yViolations(target));
  },
});

export { expect };
