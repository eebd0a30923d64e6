// Loaded by scripts/vite/precompiled-validators.ts (through scripts/validators-module.ts) as well: plain code, no imports.

/** The parts of a query parameter's schema the mock checks and words its refusals with. */
export interface ParameterSchema {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  $ref?: string;
}

/** A declared query parameter, resolved, with the JSON pointer of its schema in the bundled document. */
export interface QueryParameter {
  name: string;
  in: 'query';
  required?: boolean;
  schema: ParameterSchema;
  example?: unknown;
  schemaPointer: string;
}

/** What the mock checks of a request to one operation before its handler reads it. */
export interface OperationRules {
  /** The query parameters it declares (the path's own first), resolved. */
  query: QueryParameter[];
  /** Its JSON request body, when it takes one: whether one must be sent, and where its schema is. */
  body?: { required: boolean; pointer: string };
}

/** Each path template's operations, by method in upper case (in the order of `HTTP_METHODS`). */
export type ContractRules = Record<string, Record<string, OperationRules>>;

interface Parameter {
  name?: string;
  in?: string;
  required?: boolean;
  schema?: ParameterSchema;
  example?: unknown;
  $ref?: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
}
interface Contract {
  paths: Record<string, Partial<Record<string, Operation>> & { parameters?: Parameter[] }>;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

export function pointerEscape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The node a local `$ref` (`#/components/...`) of a document points at. */
export function resolveRef(document: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')],
      document,
    );
}

/** Where the contract keeps an operation's JSON request body schema (a JSON pointer). */
export function requestBodyPointer(method: string, pathTemplate: string): string {
  return `/paths/${pointerEscape(pathTemplate)}/${method.toLowerCase()}/requestBody/content/application~1json/schema`;
}

/** Keys that only document a schema. */
export const PROSE = new Set(['description', 'title', 'summary', 'example', 'examples', 'externalDocs']);

/** A query parameter's schema with a local `$ref` replaced by what it points at, without its prose. */
function resolveSchema(document: unknown, schema: ParameterSchema): ParameterSchema {
  let s = schema;
  for (let depth = 0; s.$ref?.startsWith('#/') && depth < 5; depth += 1)
    s = resolveRef(document, s.$ref) as ParameterSchema;
  return Object.fromEntries(Object.entries(s).filter(([key]) => !PROSE.has(key))) as ParameterSchema;
}

/** The query parameters an operation declares (path-level ones first), resolved. */
function queryParameters(contract: Contract, pathTemplate: string, method: string): QueryParameter[] {
  const item = contract.paths[pathTemplate]!;
  const at = `/paths/${pointerEscape(pathTemplate)}`;
  const declared = [
    ...(item.parameters ?? []).map((p, i) => ({ p, pointer: `${at}/parameters/${i}` })),
    ...(item[method]?.parameters ?? []).map((p, i) => ({ p, pointer: `${at}/${method}/parameters/${i}` })),
  ];
  const out: QueryParameter[] = [];
  for (const { p, pointer } of declared) {
    const ref = p.$ref?.startsWith('#/') ? p.$ref : undefined;
    const param = (ref ? resolveRef(contract, ref) : p) as Parameter | undefined;
    if (param?.in !== 'query' || param.name === undefined) continue;
    const rule: QueryParameter = {
      name: param.name,
      in: 'query',
      schema: resolveSchema(contract, param.schema ?? {}),
      schemaPointer: `${ref ? ref.slice(1) : pointer}/schema`,
    };
    if (param.required !== undefined) rule.required = param.required;
    if (param.example !== undefined) rule.example = param.example;
    out.push(rule);
  }
  return out;
}

/**
 * What the mock checks of requests, read from the bundled contract (mocks/openapi.gen.json): each path's
 * operations, with their query parameters and JSON request body. Small enough for the query gate to
 * carry into a browser without the document itself (scripts/vite/precompiled-validators.ts).
 */
export function operationRulesOf(document: unknown): ContractRules {
  const contract = document as Contract;
  const rules: ContractRules = {};
  for (const [template, item] of Object.entries(contract.paths)) {
    const operations: Record<string, OperationRules> = {};
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const rule: OperationRules = { query: queryParameters(contract, template, method) };
      if (op.requestBody?.content?.['application/json'])
        rule.body = { required: op.requestBody.required === true, pointer: requestBodyPointer(method, template) };
      operations[method.toUpperCase()] = rule;
    }
    rules[template] = operations;
  }
  return rules;
}
