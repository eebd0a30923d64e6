import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The mock clock: ?mockToday= moves the app's and the mock's "today" together. Next month's rent of a
// lease, recorded by the test as the record of that month's bill, is seen on its last grace day and on
// the day after, in the overdue report (its late fee preview) and on the rent roll.

test.describe.configure({ timeout: 180_000 });

/** An API call from the page (through the mock worker), with any bearer token. */
function callApi(page: Page, path: string, init: { method?: string; json?: unknown } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(`/api${path}`, {
        method: init.method ?? 'GET',
        headers: { Authorization: 'Bearer e2e', 'Content-Type': 'application/json' },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { path, init },
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const plusDays = (day: string, n: number) => iso(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));

test('a rent on its last grace day and the day after: overdue report, late fee and rent roll change', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();

  // An active lease whose property charges a late fee (the rent below is the test's own record).
  const overdue = await callApi(page, '/payments/overdue');
  expect(overdue.status).toBe(200);
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const month = iso(next).slice(0, 7);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  let tenancy;
  let lease;
  for (const item of overdue.body.data) {
    if (!item.lateFeeApplicable || item.lateFeeAmount <= 0 || item.payment.paymentType !== 'rent') continue;
    const answer = await callApi(page, `/leases/${item.payment.leaseId}`);
    // Next month's rent is billed: the lease is in force then.
    if (answer.body.status === 'active' && answer.body.endDate > `${month}-${pad(lastDay)}`) {
      tenancy = item;
      lease = answer.body;
      break;
    }
  }
  expect(tenancy, 'an active lease with a late fee').toBeTruthy();
  const grace: number = tenancy.gracePeriodDays;

  // Next month's rent, due on the lease's due day (the 5th when it names none; a short month's last day):
  // the record of that month's bill.
  const dueDate = `${month}-${pad(Math.min(lease.rentDueDay ?? 5, lastDay))}`;
  const created = await callApi(page, '/payments', {
    method: 'POST',
    json: {
      amount: tenancy.payment.amount,
      paymentDate: iso(now),
      dueDate,
      paymentMethod: 'bank_transfer',
      paymentType: 'rent',
      status: 'pending',
      propertyId: tenancy.payment.propertyId,
      unitId: tenancy.payment.unitId,
      tenantId: tenancy.payment.tenantId,
      leaseId: tenancy.payment.leaseId,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const paymentId: string = created.body.id;
  const unitId: string = tenancy.payment.unitId;

  const lastGraceDay = plusDays(dueDate, grace);
  for (const [day, inGrace, rollStatus] of [
    [lastGraceDay, true, 'Grace Period'],
    [plusDays(lastGraceDay, 1), false, 'Overdue'],
  ] as const) {
    await page.goto(`/overdue-payments?severity=low&mockToday=${day}`);
    await expect(page.getByText(`Today is ${day} (set)`)).toBeVisible();
    const row = page.locator(`tbody tr:has(a[href$="/payments/${paymentId}"])`);
    await expect(row).toBeVisible();
    // The late fee column: "Grace Period" on the last grace day; the fee (and Apply Late Fee) the day after.
    const apply = row.getByRole('button', { name: 'Apply Late Fee' });
    if (inGrace) {
      await expect(row.getByText('Grace Period', { exact: true })).toBeVisible();
      await expect(apply).toHaveCount(0);
    } else {
      await expect(apply).toBeVisible();
      await expect(row.getByText('Grace Period', { exact: true })).toHaveCount(0);
    }

    await page.goto('/rent-roll');
    await expect(page.getByText('Total Expected')).toBeVisible();
    const unitRow = page.locator(`tbody tr:has(a[href$="/units/${unitId}"])`);
    for (let i = 0; i < 30 && (await unitRow.count()) === 0; i++) {
      const next = page.getByRole('button', { name: 'Next', exact: true });
      if (!(await next.isEnabled())) break;
      await next.click();
      await expect(page).toHaveURL(new RegExp(`page=${i + 2}`));
      await expect(page.getByText('Total Expected')).toBeVisible();
    }
    await expect(unitRow.getByText(rollStatus, { exact: true })).toBeVisible();
  }
});
