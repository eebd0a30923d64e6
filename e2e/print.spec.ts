import { inflateSync } from 'node:zlib';
import { expect, goInApp, test } from './fixtures';

// The printed tenant statement, as Chromium prints it (`page.pdf()`, the print media): a short ledger
// is one page that starts with the statement, names the tenant, says the amount due, and carries none
// of the screen's hints.

/** Each stream of a PDF, inflated when compressed. */
function pdfStreams(pdf: Buffer): { dict: string; data: Buffer }[] {
  const text = pdf.toString('latin1');
  const streams: { dict: string; data: Buffer }[] = [];
  const pattern = /<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    let data = raw;
    if (/\/FlateDecode/.test(match[1]!))
      try {
        data = inflateSync(raw);
      } catch {
        data = Buffer.alloc(0);
      }
    streams.push({ dict: match[1]!, data });
  }
  return streams;
}

/**
 * The text a PDF shows, read without a PDF library: Chromium writes text as glyph ids (hex strings of
 * `Tj`/`TJ`) and, per font, a ToUnicode map from glyph ids to characters. The maps are merged rather
 * than followed per font: the statement's fonts are one family, whose glyph ids agree, which is enough
 * to check its words. Each text object (`BT … ET`) ends a line.
 */
function pdfText(pdf: Buffer): string {
  const streams = pdfStreams(pdf).map(({ data }) => data.toString('latin1'));
  const glyphs = new Map<string, string>();
  const chars = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const cmap of streams.filter((s) => s.includes('begincmap'))) {
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
      for (const [, from, to] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
        glyphs.set(from!.toLowerCase(), chars(to!));
    for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
      for (const [, lo, hi, to] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
        const low = parseInt(lo!, 16);
        for (let g = low; g <= parseInt(hi!, 16); g++)
          glyphs.set(g.toString(16).padStart(lo!.length, '0'), String.fromCodePoint(parseInt(to!, 16) + g - low));
      }
  }
  const out: string[] = [];
  for (const content of streams.filter((s) => !s.includes('begincmap') && /\bT[jJ]\b/.test(s)))
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|\bET\b/g)) {
      if (op[0] === 'ET') out.push('\n');
      const hexes = op[1] ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : op[2] ? [op[2]] : [];
      for (const hex of hexes)
        for (const glyph of hex.match(/.{4}/g) ?? []) out.push(glyphs.get(glyph.toLowerCase()) ?? '');
    }
  return out.join('');
}

/** Words compared without spaces: the PDF places words apart without a space glyph at times. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

test('the tenant statement prints on one page: sender, tenant, period, rows and the amount due', async ({ page }) => {
  // A lease that owes something, from the aging: its tenant and what it owes.
  await page.goto('/overdue-payments?view=aging');
  const aging = page.getByRole('table', { name: 'Aging per lease' });
  await expect(aging).toBeVisible();
  const row = aging.locator('tbody tr').filter({ hasNotText: '(' }).first();
  const leaseHref = (await row.locator('a[href^="/leases/"]').getAttribute('href'))!;
  const tenant = (await row.locator('a[href^="/tenants/"]').innerText()).trim();
  const property = (await row.locator('a[href^="/properties/"]').innerText()).trim();
  const owed = (await row.locator('strong').innerText()).trim();

  await goInApp(page, leaseHref);
  await page.getByRole('tab', { name: 'Financial' }).click();
  const ledger = page.getByRole('region', { name: 'Ledger' });
  const to = ledger.getByLabel('To');
  await expect(to).not.toHaveValue('');
  // A short period: last month and this one.
  const end = await to.inputValue();
  const [year, month] = end.split('-').map(Number) as [number, number];
  const from = month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
  await ledger.getByLabel('From').fill(from);
  await expect(ledger.getByText(/^Opening balance on/)).toContainText(
    `${from.slice(5, 7)}/${from.slice(8, 10)}/${from.slice(0, 4)}`,
  );

  // The browser's print dialog is not under test: the statement stays in the page for page.pdf().
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await ledger.getByRole('button', { name: 'Statement' }).click();
  await expect(page.locator('[data-print-document]')).toBeAttached();
  const pdf = await page.pdf({ format: 'Letter' });

  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? [];
  expect(pages).toHaveLength(1);
  const text = squeeze(pdfText(pdf));
  expect(text.startsWith(squeeze(property))).toBe(true);
  for (const words of [
    'Tenant Statement',
    'Remit to',
    tenant,
    `Amount due: ${owed}`,
    'Owed, including not yet due',
    `Period: ${from.slice(5, 7)}/${from.slice(8, 10)}/${from.slice(0, 4)}`,
  ])
    expect(text).toContain(squeeze(words));
  expect(text).toMatch(/Due(now|by\d\d\/\d\d\/\d{4})/);
  expect(text).not.toContain(squeeze('Scroll the table'));
  expect(text).not.toContain(squeeze('Rental Manager'));
});
