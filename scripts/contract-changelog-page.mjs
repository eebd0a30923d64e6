#!/usr/bin/env node
/**
 * `node scripts/contract-changelog-page.mjs <out.html>`: openapi/CHANGELOG.md as a static page beside
 * the API docs (dist-preview/api-docs/changelog.html), which the contract's description links with a
 * relative address, so it works under any sub-path. No script: the site's Content-Security-Policy
 * holds. The changelog is written in a small part of Markdown (headings, paragraphs, lists, `code`,
 * **bold**, [links](url)), which is what this renders.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = process.argv[2];
if (!out) {
  console.error('usage: contract-changelog-page.mjs <out.html>');
  process.exit(2);
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const markdown = readFileSync(join(root, 'openapi', 'CHANGELOG.md'), 'utf8');

const escape = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const inline = (text) =>
  escape(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label, href) =>
      /^(https?:|#|[\w./-]+$)/.test(href) ? `<a href="${href}">${label}</a>` : label,
    );

const html = [];
let paragraph = [];
let list = false;
const flush = () => {
  if (paragraph.length) html.push(`<p>${inline(paragraph.join(' '))}</p>`);
  paragraph = [];
};
const closeList = () => {
  if (list) html.push('</ul>');
  list = false;
};
for (const line of markdown.split('\n')) {
  const heading = /^(#{1,4}) (.*)$/.exec(line);
  const item = /^[-*] (.*)$/.exec(line);
  const continued = /^ {2,}\S/.test(line);
  if (heading) {
    flush();
    closeList();
    const level = heading[1].length;
    const id = heading[2]
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    html.push(`<h${level} id="${id}">${inline(heading[2])}</h${level}>`);
  } else if (item) {
    flush();
    if (!list) html.push('<ul>');
    list = true;
    html.push(`<li>${inline(item[1])}</li>`);
  } else if (continued && list) {
    html[html.length - 1] = html[html.length - 1].replace(/<\/li>$/, ` ${inline(line.trim())}</li>`);
  } else if (line.trim() === '') {
    flush();
    closeList();
  } else {
    closeList();
    paragraph.push(line.trim());
  }
}
flush();
closeList();

writeFileSync(
  out,
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rental Manager API: contract changelog</title>
<style>
body { font: 16px/1.6 system-ui, sans-serif; max-width: 52rem; margin: 2rem auto; padding: 0 1rem; color: #1a202c; }
code { font-size: 0.9em; background: #edf2f7; padding: 0.1em 0.3em; border-radius: 3px; }
h2 { border-top: 1px solid #e2e8f0; padding-top: 1rem; margin-top: 2rem; }
a { color: #2b6cb0; }
</style>
</head>
<body>
<p><a href="index.html">← Rental Manager API reference</a></p>
${html.join('\n')}
</body>
</html>
`,
);
console.log(`wrote ${out}`);
