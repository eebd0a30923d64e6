#!/usr/bin/env node
/**
 * Moves every inline `<script>` of an HTML page into a file of its own beside the page and loads it
 * from there (`node scripts/externalize-inline-scripts.mjs dist-preview/api-docs/index.html`), so the
 * page runs under the site's Content-Security-Policy, which allows scripts from the site's own origin
 * only (scripts/content-security-policy.ts). `redocly build-docs` writes the API docs page with two
 * inline scripts (the colour mode chosen before the first paint, and Redoc itself); each keeps its place
 * and its `type`, so both still run in the same order.
 *
 * The script ends a script element at its first `</script` as the HTML parser does; an inline script
 * cannot contain that text.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const page = process.argv[2];
if (!page) {
  console.error('usage: externalize-inline-scripts.mjs <page.html>');
  process.exit(2);
}
const html = readFileSync(page, 'utf8');
let moved = 0;
const out = html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi, (element, attributes, body) => {
  if (/\bsrc\s*=/i.test(attributes) || body.trim() === '') return element;
  const name = `${basename(page, '.html')}-${createHash('sha256').update(body).digest('hex').slice(0, 10)}.js`;
  writeFileSync(join(dirname(page), name), body);
  moved += 1;
  return `<script${attributes} src="${name}"></script>`;
});
writeFileSync(page, out);
console.log(`${page}: ${moved} inline script(s) moved to files`);
