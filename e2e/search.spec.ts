import type { Page } from '@playwright/test';
import { expect, goInApp, test } from './fixtures';

// The global search (spec 1 §2) by keyboard in the real top bar, and its full results page.

/** The first stored property, read through the app's own (mock) API with the signed-in user's token. */
async function firstProperty(page: Page): Promise<{ id: string; name: string }> {
  return page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    const token = key ? (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token : '';
    const base = document.querySelector('base')?.getAttribute('href') ?? '/';
    const response = await fetch(`${base.replace(/\/$/, '')}/api/rental-properties?page=1&limit=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: { id: string; name: string }[] };
    return body.data[0]!;
  });
}

test('one character does not open the dropdown, Escape closes and clears; Ctrl+K, type, ArrowDown, Enter lands on the entity page', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const property = await firstProperty(page);
  const box = page.getByRole('combobox', { name: 'Search' });

  await box.click();
  await page.keyboard.type('a');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.type('zqxj');
  await expect(page.getByText('No results found for "azqxj"')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');
  await expect(page.getByText('No results found for "azqxj"')).toBeHidden();

  // Start with focus and the pointer away from the search (the dropdown must not open under it).
  await page.getByRole('button', { name: 'Refresh Data' }).focus();
  await page.mouse.move(1200, 700);
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();

  await page.keyboard.type(property.name);
  const listbox = page.getByRole('listbox', { name: 'Search results' });
  await expect(listbox).toBeVisible();
  const css = await listbox.evaluate((el) => getComputedStyle(el.parentElement!).maxHeight);
  expect(css).toBe('480px');
  await expect(page.getByRole('group', { name: 'Properties' }).getByRole('option').first()).toContainText(
    property.name,
  );

  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/properties/${property.id}$`));
  await expect(box).toHaveValue('');
});

test('the results page reflects q and edits it', async ({ page }) => {
  // The API is asked from a signed-in app page (the mock API runs in the page's service worker).
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
  const property = await firstProperty(page);
  await goInApp(page, `/search?q=${encodeURIComponent(property.name)}`);
  const box = page.getByRole('searchbox', { name: 'Search' });
  await expect(box).toHaveValue(property.name);
  await expect(page.getByRole('region', { name: 'Properties' }).getByRole('link').first()).toContainText(property.name);

  await box.fill('zqxjv');
  await expect(page).toHaveURL(/\/search\?q=zqxjv$/);
  await expect(page.getByText('No results found for "zqxjv"')).toBeVisible();
});
