import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The dashboard (spec 1 §2): figures from the mock API, client-derived counts, the lazily-loaded
// chart.js charts with their text alternatives, and accessibility.

/** A key-figures card (a <dl>: dt label, dd value, dd help) by its label. */
function statCard(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Key figures' })
    .locator('dl')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
}

const valueOf = async (card: Locator) => Number((await card.locator('dd').first().innerText()).replace(/[^0-9.]/g, ''));

// One page for the three checks: each page load starts the app and its mock afresh, the costliest
// step of an e2e test.
test('shows the figures, with available units and occupancy derived from the stats; no serious accessibility violations with data and charts loaded; Refresh Data keeps the figures on screen', async ({
  page,
  expectNoSeriousA11yViolations,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(statCard(page, 'Total Units')).toBeVisible();

  const total = await valueOf(statCard(page, 'Total Units'));
  const occupied = await valueOf(statCard(page, 'Occupied Units'));
  const available = await valueOf(statCard(page, 'Available Units'));
  expect(total).toBeGreaterThan(0);
  expect(available).toBe(total - occupied);
  await expect(statCard(page, 'Total Units')).toContainText(`${available} available`);
  await expect(statCard(page, 'Occupancy Rate')).toContainText(`${occupied} of ${total} units`);
  await expect(statCard(page, 'Monthly Revenue')).toContainText(`From ${occupied} active leases`);
  await expect(statCard(page, 'Monthly Revenue').locator('dd').first()).toHaveText(/^\$[\d,]+\.\d{2}$/);

  for (const label of ['Open Requests', 'In Progress', 'Completed', 'Overdue']) {
    await expect(
      page.getByRole('region', { name: 'Maintenance Overview' }).getByText(label, { exact: true }),
    ).toBeVisible();
  }

  // Both charts draw (chart.js loaded on demand) and carry a text alternative.
  const donut = page.getByRole('img', {
    name: /^Occupancy chart: \d+ occupied, \d+ available, \d+ unavailable units$/,
  });
  await expect(donut.locator('canvas')).toBeVisible();
  const trend = page.getByRole('img', { name: /^Revenue trend for the last 6 months/ });
  await expect(trend.locator('canvas')).toBeVisible();

  const activity = page.getByRole('region', { name: 'Recent Activity' });
  await expect(
    activity.getByRole('listitem').first().or(activity.getByText('No recent activity available')),
  ).toBeVisible();
  const count = await activity.getByRole('listitem').count();
  expect(count).toBeLessThanOrEqual(10);
  if (count > 0) await expect(activity.getByRole('listitem').first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);

  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Refresh Data' }).click();
  await expect(statCard(page, 'Total Properties')).toBeVisible();
  await expect(page.getByText('Error loading dashboard data. Please try again.')).toHaveCount(0);
});
