import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The application shell (spec 1 §2): the 404 page, the mobile sidebar, and accessibility of the
// main pages. The preview build is served with SPA fallback, so every deep link loads the app.

test.describe('404 page', () => {
  test.use({ signedIn: false });

  test('an unknown path shows Page Not Found with a link Back to Home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Simplify Your Property Management' })).toBeVisible();
  });
});

test.describe('mobile sidebar (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  const scrollLocked = (page: Page) =>
    page.evaluate(() =>
      [document.documentElement, document.body].some((el) => {
        const style = getComputedStyle(el);
        return style.overflow === 'hidden' || style.overflowY === 'hidden';
      }),
    );

  test('opens from the menu toggle and locks page scrolling; closes with its close button, and when a link is tapped', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const propertiesLink = page.getByRole('link', { name: 'Properties', exact: true });
    const menu = page.getByRole('button', { name: /menu|navigation/i }).first();
    await expect(propertiesLink).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);

    await menu.click();
    await expect(propertiesLink).toBeVisible();
    await expect.poll(() => scrollLocked(page)).toBe(true);
    await page.getByRole('button', { name: /close/i }).first().click();
    await expect(propertiesLink).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect.poll(() => scrollLocked(page)).toBe(false);

    await menu.click();
    await expect(propertiesLink).toBeVisible();
    await expect(page.getByRole('link', { name: 'Work Orders', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rent Roll', exact: true })).toBeVisible();
    await propertiesLink.click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(propertiesLink).toBeHidden();
    await expect.poll(() => scrollLocked(page)).toBe(false);
  });
});

test.describe('accessibility (axe: no serious or critical violations)', () => {
  test.describe('signed out', () => {
    test.use({ signedIn: false });

    test('landing page /', async ({ page, expectNoSeriousA11yViolations }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Simplify Your Property Management' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });

  // The dashboard's scans: e2e/dashboard.spec.ts (data and charts loaded) and e2e/a11y.spec.ts (the
  // open global search).
  test('profile /profile', async ({ page, expectNoSeriousA11yViolations }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
