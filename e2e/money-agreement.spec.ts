import type { Locator, Page } from '@playwright/test';
import { expect, goInApp, test } from './fixtures';

// One model of what a tenant owes (docs/money.md): a manager reads one lease's late rent on every money
// screen — the aging, the lease's Financial tab, the tenant's page, the overdue report, the rent roll and
// the owner statement — sees the same amount (or the labelled part of it), records the payment, and
// sees every one of them move together.

/** The value beside a label in a description list (a figure tile, an info list). */
const figure = (scope: Locator | Page, label: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .first()
    .locator('xpath=following-sibling::dd[1]');

/** "$2,475.00" → 2475. */
const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

test('a lease with late rent owes one amount on every screen, and a payment moves them all together', async ({
  page,
}) => {
  // The aging: a lease whose rent is past due, with what it owes in all and past due.
  await page.goto('/overdue-payments?view=aging');
  const aging = page.getByRole('table', { name: 'Aging per lease' });
  await expect(aging).toBeVisible();
  const row = aging
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: 'Record Payment', disabled: false }) })
    .filter({ hasNotText: '(' }) // an active lease: ended ones say their status beside the number
    .first();
  const leaseLink = row.locator('a[href^="/leases/"]');
  const leaseHref = (await leaseLink.getAttribute('href'))!;
  const leaseNumber = (await leaseLink.innerText()).trim();
  const tenantHref = (await row.locator('a[href^="/tenants/"]').getAttribute('href'))!;
  const unitHref = (await row.locator('a[href^="/units/"]').getAttribute('href'))!;
  const propertyHref = (await row.locator('a[href^="/properties/"]').getAttribute('href'))!;
  const cells = await row.locator('td, th').allInnerTexts();
  const owed = (await row.locator('strong').innerText()).trim();
  // Current is the first bucket; the past-due buckets follow it.
  const header = await aging.locator('thead th').allInnerTexts();
  const currentAt = header.findIndex((h) => h.startsWith('Current'));
  const owedAt = header.findIndex((h) => h.startsWith('Owed'));
  const pastDue = cells
    .slice(currentAt + 1, owedAt)
    .reduce((sum, text) => sum + (text.includes('$') ? dollars(text) : 0), 0);
  expect(pastDue).toBeGreaterThan(0);

  // The lease's Financial tab: the same two figures.
  await goInApp(page, leaseHref);
  await page.getByRole('tab', { name: 'Financial' }).click();
  const account = page.getByRole('group', { name: `What lease ${leaseNumber} owes` }).first();
  await expect(figure(account, 'Owed, including not yet due')).toHaveText(owed);
  expect(dollars(await figure(account, 'Past due').innerText())).toBe(pastDue);

  // The tenant's page: the lease's balance, the same number.
  await goInApp(page, tenantHref);
  const balances = page.getByRole('table', { name: 'Balance of each lease' });
  await expect(balances.locator('tr', { hasText: leaseNumber })).toContainText(owed);

  // The overdue report of the property: the unit's past-due bills add up to the past due (whole dollars).
  const propertyId = propertyHref.split('/').pop()!;
  await goInApp(page, `/overdue-payments?property=${propertyId}`);
  const overdue = page.getByRole('table', { name: 'Overdue payments' });
  const unitRows = overdue.locator('tbody tr').filter({ has: page.locator(`a[href="${unitHref}"]`) });
  await expect(unitRows.first()).toBeVisible();
  const overdueTexts = await unitRows.allInnerTexts();
  const overdueSum = overdueTexts.reduce((sum, text) => sum + dollars(/\$[\d,]+/.exec(text)![0]), 0);
  expect(Math.abs(overdueSum - pastDue)).toBeLessThanOrEqual(overdueTexts.length);
  // The month of the latest unpaid bill (MM/DD/YYYY in the Due Date column).
  const months = overdueTexts.map((text) => /(\d{2})\/\d{2}\/(\d{4})/.exec(text)!).map((m) => `${m[2]}-${m[1]}`);
  const month = months.sort().at(-1)!;

  // The rent roll of that month: the unit's rent still owed; the owner statement of the property counts it.
  const rentRollRow = async () => {
    await goInApp(page, `/rent-roll?month=${month}`);
    await expect(page.getByText('Total Expected')).toBeVisible();
    const unitRow = page.locator(`tbody tr:has(a[href="${unitHref}"])`);
    for (let i = 0; i < 20 && (await unitRow.count()) === 0; i++) {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`page=${i + 2}`));
    }
    return unitRow;
  };
  /** The unit's Balance Due cell on the rent roll of that month. */
  const balanceDueCell = async () => {
    const unitRow = await rentRollRow();
    const header = await unitRow.locator('xpath=ancestor::table[1]//thead//th').allInnerTexts();
    return unitRow.locator('td, th').nth(header.indexOf('Balance Due'));
  };
  const monthOwed = dollars(await (await balanceDueCell()).innerText());
  expect(monthOwed).toBeGreaterThan(0);
  const statementTile = async () => {
    await goInApp(page, `${propertyHref}`);
    const statement = page.getByRole('region', { name: /owner statement/i });
    await statement.getByRole('combobox', { name: 'Month' }).selectOption(month);
    return figure(statement.getByRole('group', { name: 'Totals of the month' }), 'Rent Outstanding');
  };
  const outstandingOf = async () => dollars(await (await statementTile()).innerText());
  const outstandingBefore = await outstandingOf();
  expect(outstandingBefore).toBeGreaterThanOrEqual(monthOwed);

  // Record the payment of everything the lease owes, from its aging row.
  await goInApp(page, '/overdue-payments?view=aging');
  await page
    .getByRole('table', { name: 'Aging per lease' })
    .locator('tbody tr', { has: page.locator(`a[href="${leaseHref}"]`) })
    .getByRole('button', { name: 'Record Payment' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Record Payment' });
  await expect(dialog.getByRole('combobox', { name: /^Tenant/ })).not.toHaveValue('');
  await dialog.getByRole('combobox', { name: /Payment Method/ }).selectOption('check');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog).toBeHidden();

  // Every screen moved together: nothing past due or owed for the lease anywhere.
  await goInApp(page, leaseHref);
  await page.getByRole('tab', { name: 'Financial' }).click();
  await expect(figure(account, 'Owed, including not yet due')).toHaveText('$0.00');
  await expect(figure(account, 'Past due')).toHaveText('$0.00');
  await expect(page.getByText(/^Closing balance on .*: \$0\.00$/)).toBeVisible();
  await goInApp(page, tenantHref);
  await expect(balances.locator('tr', { hasText: leaseNumber })).not.toContainText(owed);
  await goInApp(page, `/overdue-payments?property=${propertyId}`);
  await expect(overdue.or(page.getByText('No Overdue Payments'))).toBeVisible();
  await expect(page.locator(`main a[href="${unitHref}"]`)).toHaveCount(0);
  await goInApp(page, '/overdue-payments?view=aging');
  await expect(
    page.getByRole('table', { name: 'Aging per lease' }).or(page.getByText('Nothing outstanding')),
  ).toBeVisible();
  await expect(page.locator(`main a[href="${leaseHref}"]`)).toHaveCount(0);
  // A screen shows what it had while it asks again: the retrying assertions wait for the new answer.
  await expect(await balanceDueCell()).toHaveText('$0.00');
  // The statement asks again on each visit and shows what it had meanwhile: wait for the new answer.
  const tile = await statementTile();
  await expect.poll(async () => dollars(await tile.innerText())).toBeCloseTo(outstandingBefore - monthOwed, 2);
});
