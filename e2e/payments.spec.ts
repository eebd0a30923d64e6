import { readFileSync } from 'node:fs';
import { expect, goInApp, test } from './fixtures';

// Payments, the overdue report and the rent roll (spec 2 §2) in the preview build.

test('overdue report → Record Payment → prefilled dialog → saved: the row leaves the report, the rent roll shows it paid', async ({
  page,
}) => {
  await page.goto('/overdue-payments?severity=low');
  const table = page.getByRole('table', { name: 'Overdue payments' });
  await expect(table).toBeVisible();
  const rows = table.locator('tbody tr');
  const before = await rows.count();
  const dialog = page.getByRole('dialog', { name: 'Record Payment' });
  // The first rent bill among the first rows (the report also lists late fees and move-out charges):
  // its dialog is prefilled with the bill's own type, so the payment settles that bill.
  let type = '';
  let unitHref = '';
  let rentRollMonth = '';
  for (let i = 0; i < Math.min(before, 5) && type !== 'rent'; i++) {
    if (i > 0) {
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await goInApp(page, '/overdue-payments?severity=low');
      await expect(table).toBeVisible();
    }
    const row = rows.nth(i);
    unitHref = (await row.getByRole('link').nth(1).getAttribute('href'))!;
    // The month the charge was due (MM/DD/YYYY in the Due Date column): in a month's first days a
    // low-severity charge (at most 7 days late) was due the month before.
    const [, dueMonth, dueYear] = /(\d{2})\/\d{2}\/(\d{4})/.exec(await row.innerText())!;
    rentRollMonth = `${dueYear}-${dueMonth}`;
    await row.getByRole('button', { name: 'Record Payment' }).click();
    await expect(page).toHaveURL(/\/payments$/);
    await expect(dialog).toBeVisible();
    type = await dialog.getByRole('combobox', { name: 'Payment Type' }).inputValue();
    expect(type).not.toBe('');
  }
  await expect(dialog.getByRole('combobox', { name: /^Tenant/ })).not.toHaveValue('');
  await dialog.getByRole('combobox', { name: /Payment Method/ }).selectOption('cash');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog).toBeHidden();

  // In the app, as a user goes on after saving: the screens below read what the save changed.
  await goInApp(page, '/overdue-payments?severity=low');
  await expect(
    page.getByRole('table', { name: 'Overdue payments' }).or(page.getByText('No Overdue Payments')),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Overdue payments' }).locator('tbody tr')).toHaveCount(before - 1);

  // A rent bill: its unit's row on the rent roll of the month it was due is paid (other bills are not on it).
  if (type !== 'rent') return;
  await goInApp(page, `/rent-roll?month=${rentRollMonth}`);
  await expect(page.getByText('Total Expected')).toBeVisible();
  const unitRow = page.locator(`tbody tr:has(a[href="${unitHref}"])`);
  const paid = unitRow.filter({ has: page.locator('[data-status="paid"]') });
  // The unit's property may sit on a later page of the rent roll: page until it shows.
  for (let i = 0; i < 20 && (await paid.count()) === 0; i++) {
    const next = page.getByRole('button', { name: 'Next', exact: true });
    // A rent roll of one page has no pager.
    if ((await next.count()) === 0 || !(await next.isEnabled())) break;
    await next.click();
    await expect(page).toHaveURL(new RegExp(`page=${i + 2}`));
    await expect(page.getByText('Total Expected')).toBeVisible();
  }
  await expect(paid.first()).toBeVisible();
});

test('rent roll month navigation stops at the current month', async ({ page }) => {
  await page.goto('/rent-roll');
  const next = page.getByRole('button', { name: 'Next Month' });
  await expect(next).toBeDisabled();
  await page.getByRole('button', { name: 'Previous Month' }).click();
  await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page).not.toHaveURL(/month=/);
  await expect(next).toBeDisabled();
});

test('the overdue report downloads a CSV whose rows match the screen', async ({ page }) => {
  await page.goto('/overdue-payments?severity=critical');
  const rows = page.getByRole('table', { name: 'Overdue payments' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = readFileSync(file, 'utf8').trim().split(/\r\n/);
  expect(lines[0]).toBe('Property,Unit,Tenant,Amount Due,Due Date,Days Overdue,Severity,Late Fee');
  expect(lines).toHaveLength(count + 1);
  for (const line of lines.slice(1)) expect(line).toMatch(/,\d{4}-\d{2}-\d{2},\d+,critical,/);
});

test('the status menu changes a payment status, its page shows it (axe); Apply Late Fee applies the fee on the overdue report', async ({
  page,
  expectNoSeriousA11yViolations,
}) => {
  await page.goto('/payments');
  const table = page.getByRole('table', { name: 'Payments' });
  const pending = table.getByRole('row').filter({ has: page.getByRole('button', { name: /^Status: Pending\./ }) });
  await expect(pending.first()).toBeVisible();
  // The row by its payment's link (the status button's name changes with the status).
  const href = await pending.first().getByRole('link').first().getAttribute('href');
  const row = table.getByRole('row').filter({ has: page.locator(`a[href="${href}"]`) });
  await row.getByRole('button', { name: /^Status: / }).click();
  await page.getByRole('menuitem', { name: 'Completed', exact: true }).click();
  await expect(row.getByRole('button', { name: /^Status: Completed\./ })).toBeVisible();

  // The payment's page (/payments/{id}) shows the new status; axe finds no serious or critical violation there.
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Status: Completed\./ })).toBeVisible();
  await expectNoSeriousA11yViolations();

  await goInApp(page, '/overdue-payments');
  const apply = page.getByRole('table', { name: 'Overdue payments' }).getByRole('button', { name: 'Apply Late Fee' });
  await expect(apply.first()).toBeVisible();
  const before = await apply.count();
  await apply.first().click();
  // Applied: that row no longer offers it (the mock answers 409 to a second application).
  await expect(apply).toHaveCount(before - 1);
});
