#!/usr/bin/env node
// Bundle budget. After `npm run build`: prints every JS/CSS chunk (raw and gzip) and the landing
// page's initial JS, and fails when that is above the budget.
//
// "Initial JS of the landing page" = the entry chunk plus everything it imports statically, plus
// the chunks the app loads when it starts, before it can draw the landing page (src/app/start-app.tsx
// and src/app/app.tsx, or the chunk plan's `startup` chunk holding both, which src/main.tsx imports at once, or for a signed-out visitor of the
// prerendered page at the first input, and the landing route's lazy chunk), each with its static
// imports. Read from dist/.vite/manifest.json (build.manifest in vite.config.ts).
//
// `node scripts/check-bundle.mjs dist-preview` checks a preview build instead, and also verifies the
// mock code (mocks/browser.ts: MSW, faker, the store) is a separate chunk outside that initial set.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const BUDGET_KB = 200;
const dir = process.argv[2] ?? 'dist';
const preview = dir.includes('preview');
const manifestPath = join(dir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`check-bundle: ${manifestPath} not found: run \`npm run build${preview ? ':preview' : ''}\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const startupKeys = [
  entryKey,
  'src/app/start-app.tsx',
  'src/app/app.tsx',
  'src/features/landing/routes/landing-route.tsx',
  // The chunk plan (scripts/vite/chunk-plan.ts) puts start-app and app into one chunk, named `startup`.
  ...Object.keys(manifest).filter((key) => manifest[key].name === 'startup'),
].filter((key) => key && manifest[key]);
if (!startupKeys.some((key) => /start-app|startup/.test(key))) {
  console.error(
    `check-bundle: FAILED, no chunk of the app's start (src/app/start-app.tsx or a \`startup\` chunk) in ${manifestPath}.`,
  );
  process.exit(1);
}

const sizes = new Map();
function size(file) {
  if (!sizes.has(file)) {
    const buffer = readFileSync(join(dir, file));
    sizes.set(file, { raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length });
  }
  return sizes.get(file);
}

/** Files of `key` and its static imports, transitively. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const initialKeys = closure(startupKeys);
const initialFiles = new Set([...initialKeys].map((key) => manifest[key].file));

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8);
const rows = [];
const files = new Set();
for (const chunk of Object.values(manifest)) {
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
}
for (const file of files) if (/\.(js|css)$/.test(file)) rows.push({ file, ...size(file) });
rows.sort((a, b) => b.gzip - a.gzip);

console.log(`Chunks in ${dir}/ (KB; * = initial JS of the landing page)`);
console.log(`${'raw'.padStart(8)} ${'gzip'.padStart(8)}  file`);
for (const row of rows)
  console.log(`${kb(row.raw)} ${kb(row.gzip)}  ${initialFiles.has(row.file) ? '*' : ' '} ${row.file}`);

const initialJs = [...initialFiles].filter((file) => file.endsWith('.js'));
const total = initialJs.reduce((sum, file) => ({ raw: sum.raw + size(file).raw, gzip: sum.gzip + size(file).gzip }), {
  raw: 0,
  gzip: 0,
});
const all = rows.filter((row) => row.file.endsWith('.js')).reduce((sum, row) => sum + row.gzip, 0);
console.log(
  `All JS: ${(all / 1024).toFixed(1)} KB gzip in ${rows.filter((r) => r.file.endsWith('.js')).length} chunks`,
);
console.log(
  `Landing page initial JS: ${(total.raw / 1024).toFixed(1)} KB raw, ${(total.gzip / 1024).toFixed(1)} KB gzip (${initialJs.length} chunks; budget ${BUDGET_KB} KB gzip)`,
);

let failed = false;
if (preview) {
  const mock = manifest['mocks/browser.ts'];
  if (!mock) {
    console.error('check-bundle: FAILED, mocks/browser.ts is not a chunk of its own in the preview build.');
    failed = true;
  } else if (initialFiles.has(mock.file) && !mock.isDynamicEntry) {
    console.error(`check-bundle: FAILED, the mock code (${mock.file}) is part of the initial static chunks.`);
    failed = true;
  } else {
    const entryText = readFileSync(join(dir, manifest[entryKey].file), 'utf8');
    if (/faker|setupWorker/i.test(entryText)) {
      console.error('check-bundle: FAILED, the entry chunk contains mock code (faker/MSW).');
      failed = true;
    } else
      console.log(
        `Mock code: separate chunk ${mock.file} (${(size(mock.file).gzip / 1024).toFixed(1)} KB gzip), loaded only in mock mode.`,
      );
  }
} else if (total.gzip > BUDGET_KB * 1024) {
  console.error(
    `check-bundle: FAILED, landing page initial JS is ${(total.gzip / 1024).toFixed(1)} KB gzip, above the ${BUDGET_KB} KB budget.`,
  );
  failed = true;
}
if (failed) process.exit(1);
console.log('check-bundle: ok');
