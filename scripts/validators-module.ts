import { readFileSync } from 'node:fs';
import { _ } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { contractFormats } from '../mocks/support/contract-formats.ts';
import { recordSchemaId, recordSchemas, SNAPSHOT_TABLES } from '../mocks/snapshot/record-schemas.ts';
import { operationRulesOf, PROSE } from '../mocks/support/operation-rules.ts';

// Loaded by vite.config.ts, so plain Node imports only (no path aliases, no JSON modules, extensions
// written out). The options and the contract file are those of mocks/support/contract-validator.ts, the
// rules and pointers those of mocks/support/operation-rules.ts; scripts/validators-module.test.ts checks
// the modules written here answer like the run-time ones.
const AJV_OPTIONS = { strict: false, allErrors: true, validateFormats: true, formats: contractFormats } as const;

// From the project's root, like the rest of vite.config.ts.
const CONTRACT = 'mocks/openapi.gen.json';

/**
 * A copy of a contract without its prose (a property named like one, under `properties`, is kept): Ajv's
 * generated code would carry it along for nothing.
 */
function withoutProse(node: unknown, underProperties = false): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutProse(item));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => underProperties || !PROSE.has(key))
      .map(([key, value]) => [key, withoutProse(value, !underProperties && key === 'properties')]),
  );
}

/** An Ajv instance that writes standalone code, with the contract (without its prose) added as `openapi`. */
function standaloneAjv(formatsModule: string): { ajv: Ajv2020; contract: Parameters<typeof recordSchemas>[0] } {
  const ajv = new Ajv2020({
    ...AJV_OPTIONS,
    code: { source: true, esm: true, formats: _`require(${formatsModule}).contractFormats` },
  });
  const contract = withoutProse(JSON.parse(readFileSync(CONTRACT, 'utf8'))) as Parameters<typeof recordSchemas>[0];
  ajv.addSchema(contract as object, 'openapi');
  return { ajv, contract };
}

/** The validators of `pointers` into the contract as a module whose `lookup` function finds them by pointer. */
function pointerValidatorsModule(ajv: Ajv2020, pointers: string[], lookup: string): string {
  const exports = Object.fromEntries(pointers.map((pointer, i) => [`v${i}`, `openapi#${pointer}`]));
  return standaloneModule(ajv, exports, lookup, pointers);
}

/**
 * The source of the module that replaces mocks/support/contract-rules.ts in browser builds
 * (vite.config.ts): the contract's rules (`operationRulesOf`) as data, and the validator of every query
 * parameter's schema compiled at build time with Ajv's standalone code generator, without the contract
 * document or Ajv's compiler. Same options and formats as the run-time validator, so both answer alike.
 * Ajv's generated code loads its helpers (formats, deep equality) with `require`; each becomes an
 * import; `formatsModule` is where the module imports the contract's formats from (by default relative
 * to mocks/support/). Prose (descriptions, examples) is left out of the compiled schemas: it validates
 * nothing and would only make the chunk larger.
 */
export function contractRulesModule(formatsModule = './contract-formats.ts'): string {
  const { ajv } = standaloneAjv(formatsModule);
  // The rules from the document with its prose: a pattern's refusal names the parameter's example.
  const rules = operationRulesOf(JSON.parse(readFileSync(CONTRACT, 'utf8')));
  const pointers = new Set<string>();
  for (const operations of Object.values(rules))
    for (const rule of Object.values(operations)) for (const param of rule.query) pointers.add(param.schemaPointer);
  return `${pointerValidatorsModule(ajv, [...pointers], 'queryValidatorOf')}export const contractRules = ${JSON.stringify(rules)};\n`;
}

/**
 * The source of the module that replaces mocks/support/body-validators.ts in browser builds: the
 * validator of every JSON request body schema, compiled like `contractRulesModule`'s; only the first
 * request with a body loads it.
 */
export function bodyValidatorsModule(formatsModule = './contract-formats.ts'): string {
  const { ajv } = standaloneAjv(formatsModule);
  const rules = operationRulesOf(JSON.parse(readFileSync(CONTRACT, 'utf8')));
  const pointers = Object.values(rules).flatMap((operations) =>
    Object.values(operations).flatMap((rule) => (rule.body ? [rule.body.pointer] : [])),
  );
  return pointerValidatorsModule(ajv, pointers, 'bodyValidatorOf');
}

/**
 * Ajv's standalone code of `exports` (export name → schema id) as an ES module, its helpers imported,
 * with the function `lookup` exporting the validator of each of `keys` (in the exports' order), null for
 * any other key.
 */
function standaloneModule(ajv: Ajv2020, exports: Record<string, string>, lookup: string, keys: string[]): string {
  const specifiers: string[] = [];
  const code = standaloneCode(ajv, exports).replace(/require\("([^"]+)"\)/g, (_match, specifier: string) => {
    // Written out with its extension: Node's ES modules (the unit test) need it, bundlers accept it.
    if (!/\.[cm]?[jt]s$/.test(specifier)) specifier += '.js';
    if (!specifiers.includes(specifier)) specifiers.push(specifier);
    return `__cjs(__helper${specifiers.indexOf(specifier)})`;
  });
  const imports = specifiers.map((specifier, i) => `import * as __helper${i} from ${JSON.stringify(specifier)};`);
  // A CommonJS module's exports through a namespace import: bundlers give its exports' keys (`default`
  // too, the module being marked __esModule), Node gives the whole exports object as `default`.
  imports.push('const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);');
  const names = Object.keys(exports);
  const table = keys.map((key, i) => `${JSON.stringify(key)}: ${names[i]}`).join(',\n');
  return [
    imports.join('\n'),
    code.replace(/^"use strict";/, ''),
    `const __validators = {\n${table}\n};`,
    `export function ${lookup}(key) {\n  return Object.hasOwn(__validators, key) ? __validators[key] : null;\n}\n`,
  ].join('\n');
}

/**
 * The source of the module that replaces mocks/snapshot/record-validators.ts in browser builds: the
 * validator of each table's stored records (mocks/snapshot/record-schemas.ts), keyed by table, compiled
 * the same way; only loading a data snapshot imports it.
 */
export function recordValidatorsModule(formatsModule = '../support/contract-formats.ts'): string {
  const { ajv, contract } = standaloneAjv(formatsModule);
  const schemas = recordSchemas(contract);
  for (const table of SNAPSHOT_TABLES) ajv.addSchema(schemas[table]);
  const exports = Object.fromEntries(SNAPSHOT_TABLES.map((table, i) => [`r${i}`, recordSchemaId(table)]));
  return standaloneModule(ajv, exports, 'recordValidatorOf', [...SNAPSHOT_TABLES]);
}
