import type { Page } from '@playwright/test';
import { expect, goInApp, test } from './fixtures';

// What a reviewer sees on a phone (375 px) on each main screen: nothing wider than the screen outside
// a sideways-scrolling box, no tab label cut, the key figure of each list's first card in view, the
// Demo controls button in the top bar over none of its controls, and no serious axe finding.

const WIDTH = 375;
test.use({ viewport: { width: WIDTH, height: 812 }, isMobile: true, hasTouch: true });
// Several screens and an axe scan each per test.
test.setTimeout(120_000);

/** Elements wider than the screen that no sideways-scrolling box holds, skipping visually hidden ones. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const inside = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (/(auto|scroll)/.test(style.overflowX) && p.scrollWidth > p.clientWidth) return true;
        if ((style.clip && style.clip !== 'auto') || style.clipPath !== 'none') return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (box.right > width + 1 && !inside(el))
        found.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
    }
    return found.slice(0, 5);
  });
}

/** Tabs whose label is cut or wrapped. */
function cutTabs(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="tab"]')]
      .filter((tab) => tab.scrollWidth > tab.clientWidth + 1 || tab.getClientRects().length > 1)
      .map((tab) => tab.textContent?.trim() ?? ''),
  );
}

/**
 * What the Demo controls button gets in the way of: nothing, as it sits in the top bar (the page
 * scrolls under the bar, as under every control of it), beside the bar's own controls and on screen.
 */
function underDemoButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Demo controls'));
    if (!button) return ['no Demo controls button'];
    const bar = button.closest('header');
    if (!bar) return ['the Demo controls button is not in the top bar'];
    const own = button.getBoundingClientRect();
    if (own.left < 0 || own.right > document.documentElement.clientWidth) return ['the Demo controls button is cut'];
    return [...bar.querySelectorAll('a[href], button, input')]
      .filter((el) => {
        if (el === button) return false;
        const box = el.getBoundingClientRect();
        if (box.width === 0) return false;
        return box.left < own.right && box.right > own.left && box.top < own.bottom && box.bottom > own.top;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
  });
}

async function expectPhoneLayout(page: Page, screen: string) {
  expect(await overflowing(page), `${screen}: wider than the screen`).toEqual([]);
  expect(await cutTabs(page), `${screen}: tabs cut`).toEqual([]);
  // Scrolled to the foot too: the button stays in the bar wherever the page stands.
  for (const y of [0, 100_000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    expect(await underDemoButton(page), `${screen}: under the Demo controls button`).toEqual([]);
  }
}

/** The first card's key figure (e.g. its rent) lies inside the screen. */
async function expectKeyFigureInView(page: Page, list: string, figure: RegExp) {
  const card = page.getByRole('list', { name: list }).getByRole('listitem').first();
  const value = card.getByText(figure).first();
  await expect(value).toBeVisible();
  const box = await value.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= WIDTH, `${list}: key figure in view`).toBe(true);
}

// The card's first amount is its key figure: key figures come before the labelled lines.
const MONEY = /\$[\d,]+\.\d\d/;

test('lists show a card per row with the key figure in view, and nothing overflows', async ({
  page,
  expectNoSeriousA11yViolations,
}) => {
  await page.goto('/units');
  await expectKeyFigureInView(page, 'Units', MONEY);
  await expectPhoneLayout(page, '/units');
  await expectNoSeriousA11yViolations();

  await goInApp(page, '/payments');
  await expectKeyFigureInView(page, 'Payments', MONEY);
  await expectPhoneLayout(page, '/payments');
  await expectNoSeriousA11yViolations();
});

test('the overdue report and the rent roll show cards too', async ({ page, expectNoSeriousA11yViolations }) => {
  await page.goto('/overdue-payments');
  await expectKeyFigureInView(page, 'Overdue payments', MONEY);
  await expectPhoneLayout(page, '/overdue-payments');
  await expectNoSeriousA11yViolations();

  await goInApp(page, '/rent-roll');
  await expect(page.getByRole('list', { name: /^Rent roll of / }).first()).toBeVisible({ timeout: 40_000 });
  await expectPhoneLayout(page, '/rent-roll');
  await expectNoSeriousA11yViolations();
});

test('the dashboard and the detail pages fit the phone, tabs included', async ({
  page,
  expectNoSeriousA11yViolations,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Key figures' }).locator('dl').first()).toBeVisible();
  await expectPhoneLayout(page, '/dashboard');
  await expectNoSeriousA11yViolations();

  await goInApp(page, '/units');
  await page
    .getByRole('list', { name: 'Units' })
    .getByRole('link', { name: /^Unit / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectPhoneLayout(page, '/units/:id');
  await expectNoSeriousA11yViolations();

  await goInApp(page, '/leases?status=active');
  await expect(page.getByRole('heading', { level: 1, name: 'Leases' })).toBeVisible();
  await page.locator('main a[href^="/leases/"]').first().click();
  await expect(page.getByRole('tab').first()).toBeVisible();
  // The last tab, chosen: scrolled into view, its label whole.
  const last = page.getByRole('tab').last();
  await last.click();
  await expect(last).toBeInViewport({ ratio: 1 });
  await expectPhoneLayout(page, '/leases/:id');
  await expectNoSeriousA11yViolations();

  await goInApp(page, '/tenants');
  await expect(page.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();
  await page.locator('main a[href^="/tenants/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectPhoneLayout(page, '/tenants/:id');
});

test('the lease form keeps its chosen tab in view when a refused save moves to another', async ({ page }) => {
  await page.goto('/leases');
  await page.getByRole('button', { name: 'Add New Lease' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Lease' });
  const tabs = dialog.getByRole('tab');
  await expect(tabs).toHaveCount(6);
  expect(await cutTabs(page), 'Add New Lease: tabs cut').toEqual([]);
  // The last tab chosen scrolls the list to its end, out of sight of the first.
  await tabs.last().click();
  await expect(tabs.first()).not.toBeInViewport({ ratio: 1 });
  // Saving the empty form goes back to the first tab holding an error: the list brings it into view.
  await dialog.getByRole('button', { name: 'Create Lease' }).click();
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.first()).toBeInViewport({ ratio: 1 });
});
