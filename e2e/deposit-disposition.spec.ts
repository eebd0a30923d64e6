import { expect, expectNoSeriousA11yViolations, goInApp, test } from './fixtures';

// A manager returns a former tenant's deposit: from the list of deposit returns due to the lease's
// disposition, a deduction added, the refund recorded, the itemized statement printed, and the ledger
// and the lease's deposits showing the deposit applied and the refund.

/** A 1×1 PNG, the deduction's photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** "$1,234.50" → 1234.5 */
const money = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('an ended lease: disposition, a deduction, finalize, the printed statement, the ledger', async ({ page }) => {
  await page.goto('/deposit-returns');
  const list = page.getByRole('table', { name: 'Deposit returns due' });
  await expect(list).toBeVisible();
  // An open disposition with more held than deducted so far: a refund remains after a $75 deduction.
  const row = list
    .locator('tbody tr')
    .filter({ hasText: /\$[\d,]+\.\d\d refund/ })
    .filter({ hasNotText: /\$(0|[1-7]\d?)\.\d\d refund/ })
    .first();
  const refundBefore = money((await row.getByText(/refund$/).innerText()).replace(' refund', ''));
  await row.getByRole('link').click();

  await expect(page.getByRole('heading', { level: 1, name: 'Deposit disposition' })).toBeVisible();
  await page.getByRole('button', { name: 'Add deduction' }).click();
  const lines = page.getByRole('list', { name: 'Other deductions' });
  // The new line is the last; its photos are list items of their own, so it is found by its name.
  const lineName = (await lines.locator(':scope > li').last().getAttribute('aria-label'))!;
  const line = lines.getByRole('listitem', { name: lineName, exact: true });
  await line.getByRole('combobox', { name: 'Kind' }).selectOption('damage');
  await line.getByRole('textbox', { name: /Description/ }).fill('Broken blinds, bedroom 2');
  await line.getByRole('textbox', { name: /Amount/ }).fill('75');
  // The photo goes through the upload URL the API answers, then joins the line.
  await line.getByLabel(`Choose photos of ${lineName}`).setInputFiles({
    name: 'blinds.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(line.getByRole('img', { name: `${lineName}, photo 1` })).toBeVisible();
  await expect(page.getByText(/^Refund due: /)).toHaveText(
    `Refund due: $${(refundBefore - 75).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Finalize and record refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finalize the disposition' });
  await dialog.getByRole('textbox', { name: /Reference/ }).fill('CHK-2077');
  await dialog.getByRole('button', { name: 'Finalize and record refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Final', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Broken blinds, bedroom 2, photo 1' })).toBeVisible();

  // The browser's print dialog is not under test: the statement stays in the page, shown as in print.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('button', { name: 'Print statement' }).click();
  const statement = page.getByTestId('deposit-statement-print');
  await expect(statement).toBeAttached();
  await page.emulateMedia({ media: 'print' });
  await expect(statement).toBeVisible();
  await expect(statement).toContainText('Itemized Deposit Statement');
  await expect(statement).toContainText('Damage: Broken blinds, bedroom 2');
  await expect(statement).toContainText(/Refund due: \$[\d,]+\.\d\d/);
  await page.emulateMedia({ media: 'screen' });

  // The lease: its ledger shows the deposit applied, its deposits the refund, and nothing is held.
  const leaseLink = page.getByRole('link', { name: /^← Lease / });
  const leaseHref = (await leaseLink.getAttribute('href'))!;
  await goInApp(page, leaseHref);
  await page.getByRole('tab', { name: 'Financial' }).click();
  const ledger = page.getByRole('region', { name: 'Ledger' });
  await expect(ledger.getByText('Deposit applied at move-out').first()).toBeVisible();
  const deposits = page.getByRole('region', { name: 'Deposits' });
  await expect(deposits.getByRole('table', { name: 'Deposits: movements' })).toContainText('Deposit refund');
  await expect(deposits.getByText('Held now').first()).toBeVisible();
  await expect(deposits.locator('dd').filter({ hasText: '$0.00' }).first()).toBeVisible();
});
