#!/usr/bin/env node
/**
 * How long one key takes in the largest forms: types into a text field of the lease, unit, vendor and
 * maintenance-request forms of the preview build in Chromium and prints, per form, the worst and the
 * median duration of the key's events (Event Timing API: from the key press to the next paint, the
 * input's handlers and React's render included) — the figures in docs/performance.md.
 *
 *   npm run build:preview && node scripts/measure-typing.mjs [--dir dist-preview] [--port 4320]
 *     [--data default|large] [--text "LEASE-2027-0042"] [--cpu 1]
 *
 * `--cpu 4` slows the page's CPU four times (a phone, as Lighthouse's mobile run does).
 * Event Timing reports events of 16 ms or more (in 8 ms steps): a key below that counts as 16 ms.
 */
import { chromium } from '@playwright/test';
import { chromiumPath, flag, signIn, startPreview } from './preview-session.mjs';

const dir = flag('dir', 'dist-preview');
const port = Number(flag('port', '4320'));
const dataSet = flag('data', 'default');
const text = flag('text', 'LEASE-2027-0042');
const cpu = Number(flag('cpu', '1'));
const origin = `http://localhost:${port}`;

/** Each form: where it lives, how to open it, the field typed into. */
const FORMS = [
  {
    name: 'lease',
    path: '/leases',
    open: (page) => page.getByRole('button', { name: 'Add New Lease' }).first().click(),
    field: 'Lease Number',
  },
  {
    name: 'unit',
    path: '/units',
    open: (page) => page.getByRole('button', { name: 'Add Unit' }).first().click(),
    field: 'Unit Number',
  },
  {
    name: 'vendor',
    path: '/vendors',
    open: (page) => page.getByRole('button', { name: 'Add Vendor' }).first().click(),
    field: 'Company Name',
  },
  {
    name: 'maintenance request',
    path: '/maintenance-requests/new',
    open: (page) => page.getByRole('button', { name: /Request Details/ }).click(),
    field: 'Title',
  },
];

/** Opens `form`, types `text` into its field key by key, and returns the worst and median key. */
async function measure(context, page, form) {
  await page.goto(`${origin}${form.path}`);
  await form.open(page);
  const field = page.getByLabel(form.field, { exact: false }).first();
  await field.waitFor({ timeout: 120_000 });
  await field.click();
  await page.waitForTimeout(500);
  if (cpu > 1) {
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  }
  await page.evaluate(() => {
    const keys = [];
    window.__typing = keys;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'keydown') keys.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 });
  });
  // One key after the other, as a person types (each key's work ends before the next arrives).
  for (const key of text) {
    await page.keyboard.type(key);
    await page.waitForTimeout(150 * cpu);
  }
  await page.waitForTimeout(1000);
  const durations = await page.evaluate(() => window.__typing);
  if (cpu > 1) {
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  // Keys faster than 16 ms report no entry (counted as 16).
  const all = [...durations, ...Array(Math.max(0, text.length - durations.length)).fill(16)].sort((a, b) => a - b);
  return {
    form: form.name,
    field: form.field,
    keys: text.length,
    worst: all.at(-1),
    median: all[Math.floor(all.length / 2)],
  };
}

const preview = await startPreview({ dir, port });
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, origin, dataSet === 'default' ? '' : `?mockData=${dataSet}`);
  const rows = [];
  for (const form of FORMS) {
    try {
      rows.push(await measure(context, page, form));
    } catch (error) {
      console.error(`${form.name}: ${error.message.split('\n')[0]}`);
    }
  }
  console.log(`Typing "${text}" (${text.length} keys), ${dataSet} data set, CPU ×${cpu}: ms per key event`);
  console.log(`${'form'.padEnd(22)}${'field'.padEnd(16)}${'worst'.padStart(7)}${'median'.padStart(8)}`);
  for (const row of rows)
    console.log(
      `${row.form.padEnd(22)}${row.field.padEnd(16)}${String(row.worst).padStart(7)}${String(row.median).padStart(8)}`,
    );
} finally {
  await browser.close();
  preview.stop();
}
