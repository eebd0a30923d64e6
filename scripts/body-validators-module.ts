import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';

// Loaded by vite.config.ts, so plain Node imports only (no path aliases, no JSON modules, extensions
// written out). The options, the contract file and the pointers are those of
// mocks/support/contract-validator.ts; scripts/body-validators-module.test.ts checks both agree.
const AJV_OPTIONS = { strict: false, allErrors: true, validateFormats: true } as const;
// From the project's root, like the rest of vite.config.ts.
const CONTRACT = 'mocks/openapi.gen.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

interface Contract {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
}

/** `requestBodyPointer` of contract-validator.ts: where an operation's JSON request body schema is. */
function requestBodyPointer(method: string, path: string): string {
  const escaped = path.replace(/~/g, '~0').replace(/\//g, '~1');
  return `/paths/${escaped}/${method}/requestBody/content/application~1json/schema`;
}

/** Keys that only document a schema: Ajv's generated code would carry them along for nothing. */
const PROSE = new Set(['description', 'summary', 'example', 'examples', 'externalDocs']);

/** A copy of a contract without its prose (a property named like one, under `properties`, is kept). */
function withoutProse(node: unknown, underProperties = false): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutProse(item));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => underProperties || !PROSE.has(key))
      .map(([key, value]) => [key, withoutProse(value, !underProperties && key === 'properties')]),
  );
}

/**
 * The source of an ES module exporting (as `compiledBodyValidators`, keyed by JSON pointer) the
 * validator of every JSON request body of the contract, compiled now with Ajv's standalone code
 * generator: what ./compiled-body-validators.ts is replaced with in browser builds (vite.config.ts).
 * Same options as the run-time validator, so both answer alike. Ajv's generated code loads its helpers
 * (formats, deep equality) with `require`; each becomes an import. Prose (descriptions, examples) is left
 * out of the compiled schemas: it validates nothing and would only make the chunk larger.
 */
export function bodyValidatorsModule(): string {
  const ajv = new Ajv2020({ ...AJV_OPTIONS, code: { source: true, esm: true } });
  addFormats(ajv);
  const contract = JSON.parse(readFileSync(CONTRACT, 'utf8')) as Contract;
  ajv.addSchema(withoutProse(contract) as object, 'openapi');
  const exports: Record<string, string> = {};
  const pointers: string[] = [];
  for (const [path, item] of Object.entries(contract.paths))
    for (const method of METHODS) {
      if (!item[method]?.requestBody?.content?.['application/json']) continue;
      const pointer = requestBodyPointer(method, path);
      exports[`v${pointers.length}`] = `openapi#${pointer}`;
      pointers.push(pointer);
    }
  const specifiers: string[] = [];
  const code = standaloneCode(ajv, exports).replace(/require\("([^"]+)"\)/g, (_, specifier: string) => {
    // Written out with its extension: Node's ES modules (the unit test) need it, bundlers accept it.
    if (!specifier.endsWith('.js')) specifier += '.js';
    if (!specifiers.includes(specifier)) specifiers.push(specifier);
    return `__cjs(__helper${specifiers.indexOf(specifier)})`;
  });
  const imports = specifiers.map((specifier, i) => `import * as __helper${i} from ${JSON.stringify(specifier)};`);
  // A CommonJS module's exports through a namespace import: bundlers give its exports' keys (`default`
  // too, the module being marked __esModule), Node gives the whole exports object as `default`.
  imports.push('const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);');
  const table = pointers.map((pointer, i) => `${JSON.stringify(pointer)}: v${i}`).join(',\n');
  return `${imports.join('\n')}\n${code.replace(/^"use strict";/, '')}\nexport const compiledBodyValidators = {\n${table}\n};\n`;
}
