import { readFileSync } from 'node:fs';
import { _ } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { contractFormats } from '../mocks/support/contract-formats.ts';
import { recordSchemaId, recordSchemas, SNAPSHOT_TABLES } from '../mocks/snapshot/record-schemas.ts';

// Loaded by vite.config.ts, so plain Node imports only (no path aliases, no JSON modules, extensions
// written out). The options, the contract file and the pointers are those of
// mocks/support/contract-validator.ts; scripts/validators-module.test.ts checks both agree.
const AJV_OPTIONS = { strict: false, allErrors: true, validateFormats: true, formats: contractFormats } as const;

// From the project's root, like the rest of vite.config.ts.
const CONTRACT = 'mocks/openapi.gen.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

interface Parameter {
  in?: string;
  $ref?: string;
}
interface Operation {
  requestBody?: { content?: Record<string, unknown> };
  parameters?: Parameter[];
}
interface Contract {
  paths: Record<string, Record<string, Operation> & { parameters?: Parameter[] }>;
}

/** `requestBodyPointer` of contract-validator.ts: where an operation's JSON request body schema is. */
function requestBodyPointer(method: string, path: string): string {
  const escaped = path.replace(/~/g, '~0').replace(/\//g, '~1');
  return `/paths/${escaped}/${method}/requestBody/content/application~1json/schema`;
}

/** The node a local `$ref` (`#/components/...`) points at. */
function resolveRef(contract: Contract, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')],
      contract,
    );
}

/**
 * `queryParametersOf(…).schemaPointer` of contract-validator.ts: where each query parameter's schema of
 * an operation is (the path's own parameters first).
 */
function queryParameterPointers(contract: Contract, path: string, method: string): string[] {
  const item = contract.paths[path]!;
  const at = `/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  const declared = [
    ...(item.parameters ?? []).map((p, i) => ({ p, pointer: `${at}/parameters/${i}` })),
    ...(item[method]?.parameters ?? []).map((p, i) => ({ p, pointer: `${at}/${method}/parameters/${i}` })),
  ];
  return declared.flatMap(({ p, pointer }) => {
    const ref = p.$ref?.startsWith('#/') ? p.$ref : undefined;
    const param = (ref ? resolveRef(contract, ref) : p) as Parameter | undefined;
    return param?.in === 'query' ? [`${ref ? ref.slice(1) : pointer}/schema`] : [];
  });
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
 * The source of an ES module exporting (as `compiledValidators`, keyed by JSON pointer) the validator of
 * every JSON request body and every query parameter of the contract, compiled at build time with Ajv's standalone
 * code generator: what mocks/support/compiled-validators.ts is replaced with in browser builds
 * (vite.config.ts). Same options and formats as the run-time validator, so both answer alike. Ajv's
 * generated code loads its helpers (formats, deep equality) with `require`; each becomes an import;
 * `formatsModule` is where the module imports the contract's formats from (by default relative to
 * mocks/support/compiled-validators.ts). Prose (descriptions, examples) is left out of the compiled
 * schemas: it validates nothing and would only make the chunk larger.
 */
export function validatorsModule(formatsModule = './contract-formats.ts'): string {
  const ajv = new Ajv2020({
    ...AJV_OPTIONS,
    code: { source: true, esm: true, formats: _`require(${formatsModule}).contractFormats` },
  });
  const contract = JSON.parse(readFileSync(CONTRACT, 'utf8')) as Contract;
  ajv.addSchema(withoutProse(contract) as object, 'openapi');
  const pointers = new Set<string>();
  for (const [path, item] of Object.entries(contract.paths))
    for (const method of METHODS) {
      if (!item[method]) continue;
      if (item[method].requestBody?.content?.['application/json']) pointers.add(requestBodyPointer(method, path));
      for (const pointer of queryParameterPointers(contract, path, method)) pointers.add(pointer);
    }
  const exports = Object.fromEntries([...pointers].map((pointer, i) => [`v${i}`, `openapi#${pointer}`]));
  return standaloneModule(ajv, exports, 'compiledValidators', [...pointers]);
}

/**
 * Ajv's standalone code of `exports` (export name → schema id) as an ES module, its helpers imported,
 * with `tableName` exporting the validators keyed by `keys` (in the exports' order).
 */
function standaloneModule(ajv: Ajv2020, exports: Record<string, string>, tableName: string, keys: string[]): string {
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
  return `${imports.join('\n')}\n${code.replace(/^"use strict";/, '')}\nexport const ${tableName} = {\n${table}\n};\n`;
}

/**
 * The source of the module that replaces mocks/snapshot/record-validators.ts in browser builds: the
 * validator of each table's stored records (mocks/snapshot/record-schemas.ts), keyed by table, compiled
 * the same way; only loading a data snapshot imports it.
 */
export function recordValidatorsModule(formatsModule = '../support/contract-formats.ts'): string {
  const ajv = new Ajv2020({
    ...AJV_OPTIONS,
    code: { source: true, esm: true, formats: _`require(${formatsModule}).contractFormats` },
  });
  const contract = withoutProse(JSON.parse(readFileSync(CONTRACT, 'utf8'))) as Parameters<typeof recordSchemas>[0];
  ajv.addSchema(contract as object, 'openapi');
  const schemas = recordSchemas(contract);
  for (const table of SNAPSHOT_TABLES) ajv.addSchema(schemas[table]);
  const exports = Object.fromEntries(SNAPSHOT_TABLES.map((table, i) => [`r${i}`, recordSchemaId(table)]));
  return standaloneModule(ajv, exports, 'compiledRecordValidators', [...SNAPSHOT_TABLES]);
}
