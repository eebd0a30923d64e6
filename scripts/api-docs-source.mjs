#!/usr/bin/env node
// node scripts/api-docs-source.mjs OUT.json
//
// The document the preview's API docs page renders: the bundled contract (mocks/openapi.gen.json, made
// by `npm run gen:api`) with each response's OpenAPI `links` also written into that response's
// description as a list, because Redoc does not render `links` (Redocly/redoc#572). Tools read the
// `links` themselves; people read the list. The contract itself is not changed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = process.argv[2];
if (!out) {
  console.error('usage: node scripts/api-docs-source.mjs OUT.json');
  process.exit(2);
}

/** The response's description followed by its links, one line each. */
function describeLinks(description, links) {
  const lines = Object.entries(links).map(
    ([name, link]) => `- \`${link.operationId ?? name}\`${link.description ? `: ${link.description}` : ''}`,
  );
  return `${description ?? ''}\n\n**Links** (the \`id\` of this answer, for the calls that follow it):\n\n${lines.join('\n')}`;
}

const contract = JSON.parse(readFileSync(join(root, 'mocks', 'openapi.gen.json'), 'utf8'));
let count = 0;
for (const item of Object.values(contract.paths))
  for (const operation of Object.values(item))
    for (const response of Object.values(operation?.responses ?? {}))
      if (response?.links && Object.keys(response.links).length) {
        response.description = describeLinks(response.description, response.links);
        count++;
      }
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(contract));
console.log(`api docs source: ${count} responses list their links`);
