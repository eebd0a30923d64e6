#!/usr/bin/env node
// Fails when the production build (dist/) carries mock code: the MSW worker or library, faker, the
// mock store or the simulated identity provider. Run after `npm run build` (CI does).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = process.argv[2] ?? 'dist';
if (!existsSync(join(dir, 'index.html'))) {
  console.error(`check-no-mock: ${dir}/index.html not found: run \`npm run build\` first.`);
  process.exit(1);
}

// Markers that only mock code carries (minifiers keep string literals and file names).
const markers = [
  { name: 'MSW service worker', re: /mockServiceWorker/ },
  { name: 'MSW library', re: /\[MSW\]|msw\/browser|setupWorker|\bmsw\b/i },
  { name: 'faker', re: /faker/i },
  { name: 'mock store', re: /rental-manager:mock-store/ },
  { name: 'mock identity provider pages', re: /Mock identity provider/i },
];

function* files(root) {
  for (const entry of readdirSync(root)) {
    const path = join(root, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const hits = [];
for (const file of files(dir)) {
  const rel = relative(dir, file);
  if (/mockServiceWorker|faker|msw|mock-idp/i.test(rel)) hits.push(`${rel}: file name`);
  if (!/\.(js|mjs|html|css|json|txt|map)$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  for (const { name, re } of markers) {
    const m = text.match(re);
    if (m) hits.push(`${rel}: ${name} (${JSON.stringify(text.slice(Math.max(0, m.index - 30), m.index + 30))})`);
  }
}

if (hits.length) {
  console.error(`check-no-mock: FAILED, mock code found in ${dir}/:`);
  for (const hit of hits) console.error(`  ${hit}`);
  process.exit(1);
}
console.log(`check-no-mock: ok, no mock markers in ${dir}/`);
