import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import type { FieldError } from '@/lib/api/schema.gen';
import document from '../openapi.gen.json';
import { compiledValidators } from './compiled-validators';
import { contractFormats } from './contract-formats';

/**
 * Validation against the bundled contract (mocks/openapi.gen.json, made by `npm run gen:api`).
 * The mock handlers validate request bodies with it; the contract tests validate responses.
 */
/** The parts of the bundled OpenAPI document the validator reads. */
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
interface Parameter {
  name: string;
  in?: string;
  schema?: ParameterSchema;
  example?: unknown;
  $ref?: string;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: {
    required?: boolean;
    content?: Record<string, { schema?: { $ref?: string; properties?: Record<string, unknown> } }>;
  };
  responses?: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
}
type PathItem = Partial<Record<string, Operation>> & { parameters?: Parameter[] };
type Doc = { paths: Record<string, PathItem> };
const doc = document as unknown as Doc;

/** The node a local `$ref` (`#/components/...`) points at. */
function resolveRef(ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')],
      document,
    );
}

let ajv: Ajv2020 | undefined;

/** Ajv's options for the contract (scripts/validators-module.ts compiles with the same). */
const AJV_OPTIONS = { strict: false, allErrors: true, validateFormats: true, formats: contractFormats } as const;

/**
 * The validator, made on first use: adding the contract compiles Ajv's meta-schema (a few hundred ms
 * in the browser), which a page load that only reads never needs.
 */
function contractAjv(): Ajv2020 {
  if (!ajv) {
    ajv = new Ajv2020(AJV_OPTIONS);
    ajv.addSchema(document as object, 'openapi');
  }
  return ajv;
}

const cache = new Map<string, ValidateFunction | null>();

function pointerEscape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * The validator of the schema at a pointer of the contract. Browser builds come with the validators of
 * every request body and query parameter compiled at build time: Ajv compiles a schema into a function
 * with `new Function`, which the app's Content-Security-Policy refuses.
 */
function compile(pointer: string): ValidateFunction | null {
  const compiled = compiledValidators[pointer];
  if (compiled) return compiled;
  if (!cache.has(pointer)) {
    let fn: ValidateFunction | null = null;
    try {
      fn = contractAjv().compile({ $ref: `openapi#${pointer}` });
    } catch {
      fn = null;
    }
    cache.set(pointer, fn);
  }
  return cache.get(pointer)!;
}

/**
 * A validator of a schema of its own that refers into the contract (`openapi#/components/…`), compiled
 * at run time (Node, tests, the dev server); null where it cannot be (a browser build's
 * Content-Security-Policy: those use validators compiled at build time).
 */
export function compileAgainstContract(schema: object): ValidateFunction | null {
  try {
    return contractAjv().compile(schema);
  } catch {
    return null;
  }
}

export function operationOf(method: string, pathTemplate: string): Operation | undefined {
  return doc.paths[pathTemplate]?.[method.toLowerCase()] as Operation | undefined;
}

const templates = Object.keys(doc.paths)
  .map((template) => ({
    template,
    params: (template.match(/\{/g) ?? []).length,
    pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }))
  // Literal paths win over parameterised ones (/units/search before /units/{id}), as in the handlers.
  .sort((a, b) => a.params - b.params);

/** The contract's path template of a path relative to the API base (e.g. `/units/u-1` → `/units/{id}`). */
export function pathTemplateOf(path: string): string | undefined {
  return templates.find((t) => t.pattern.test(path))?.template;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

/** The methods the contract defines for a path template, upper case (`['GET', 'PUT', 'DELETE']`). */
export function methodsOf(pathTemplate: string): string[] {
  const item = doc.paths[pathTemplate];
  return item ? HTTP_METHODS.filter((m) => item[m]).map((m) => m.toUpperCase()) : [];
}

/** A declared query parameter, resolved, with the JSON pointer of its schema in the bundled document. */
export interface QueryParameter extends Parameter {
  schema: ParameterSchema;
  schemaPointer: string;
}

/** The query parameters an operation declares (path-level ones included), resolved. */
export function queryParametersOf(method: string, pathTemplate: string): QueryParameter[] {
  const item = doc.paths[pathTemplate];
  const op = operationOf(method, pathTemplate);
  if (!item || !op) return [];
  const at = `/paths/${pointerEscape(pathTemplate)}`;
  const declared = [
    ...(item.parameters ?? []).map((p, i) => ({ p, pointer: `${at}/parameters/${i}` })),
    ...(op.parameters ?? []).map((p, i) => ({ p, pointer: `${at}/${method.toLowerCase()}/parameters/${i}` })),
  ];
  const out: QueryParameter[] = [];
  for (const { p, pointer } of declared) {
    const ref = p.$ref?.startsWith('#/') ? p.$ref : undefined;
    const param = (ref ? resolveRef(ref) : p) as Parameter | undefined;
    if (param?.in !== 'query') continue;
    out.push({
      ...param,
      schema: resolveSchema(param.schema ?? {}),
      schemaPointer: `${ref ? ref.slice(1) : pointer}/schema`,
    });
  }
  return out;
}

/** A schema with a local `$ref` replaced by what it points at (the enumerations of components/schemas). */
function resolveSchema(schema: ParameterSchema): ParameterSchema {
  let s = schema;
  for (let depth = 0; s.$ref?.startsWith('#/') && depth < 5; depth += 1) s = resolveRef(s.$ref) as ParameterSchema;
  return s;
}

/** The one type a query parameter's schema names (`string` when it names none). */
function scalarType(schema: ParameterSchema): string {
  const types = ([] as string[]).concat(schema.type ?? 'string').filter((t) => t !== 'null');
  return types[0] ?? 'string';
}

/** The typed value of a query text for its schema's type, or undefined when the text is not of that type. */
function coerce(text: string, type: string): unknown {
  switch (type) {
    case 'integer':
      return /^[+-]?\d+$/.test(text) ? Number(text) : undefined;
    case 'number': {
      if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return undefined;
      const n = Number(text);
      return Number.isFinite(n) ? n : undefined;
    }
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : undefined;
    default:
      return text;
  }
}

/** "from 1 to 24", ", 1 or more", "" : the range a numeric parameter states. */
function rangeText(schema: ParameterSchema): string {
  const min = schema.minimum ?? schema.exclusiveMinimum;
  const max = schema.maximum ?? schema.exclusiveMaximum;
  if (min !== undefined && max !== undefined) return ` from ${min} to ${max}`;
  if (min !== undefined) return `, ${min} or more`;
  if (max !== undefined) return `, ${max} or less`;
  return '';
}

/** A query parameter's failure in words that name the parameter and the rule it broke. */
function queryMessage(param: QueryParameter, type: string, e: ErrorObject | undefined): string {
  const { name, schema } = param;
  if (type === 'integer') return `${name} must be a whole number${rangeText(schema)}`;
  if (type === 'number') return `${name} must be a number${rangeText(schema)}`;
  if (type === 'boolean') return `${name} must be true or false`;
  const limit = (e?.params as { limit?: number } | undefined)?.limit;
  switch (e?.keyword) {
    case 'maxLength':
      return `${name} cannot be longer than ${limit} characters`;
    case 'minLength':
      return `${name} must be at least ${limit} characters`;
    case 'enum':
      return `${name} must be one of: ${(schema.enum ?? []).join(', ')}`;
    case 'pattern':
      return `${name} must match ${schema.pattern}${param.example !== undefined ? ` (e.g. ${String(param.example)})` : ''}`;
    case 'format':
      return schema.format === 'date'
        ? `${name} must be a valid date (YYYY-MM-DD)`
        : `${name} must be a valid ${schema.format}`;
    default:
      return `${name} ${e?.message ?? 'is invalid'}`;
  }
}

/**
 * The query parameters of a request checked against what its operation declares: each value's type
 * (whole number, number, true/false), bounds, length, pattern, enumeration and format. Values are read
 * the way every handler reads them (trimmed; empty or absent values are ignored and take the default);
 * parameters the operation does not declare are ignored. One field error per bad parameter.
 */
export function validateQuery(method: string, pathTemplate: string, search: URLSearchParams): ContractFailure[] {
  const out: ContractFailure[] = [];
  for (const param of queryParametersOf(method, pathTemplate)) {
    const type = scalarType(param.schema);
    for (const raw of search.getAll(param.name)) {
      const text = raw.trim();
      if (text === '') continue;
      const value = coerce(text, type);
      const validate = value === undefined ? null : compile(param.schemaPointer);
      if (value !== undefined && (!validate || validate(value))) continue;
      const e = validate?.errors?.[0];
      const kind: FailureKind = e ? kindOf(e) : 'type';
      const failure: ContractFailure = { field: param.name, message: queryMessage(param, type, e), kind };
      if (kind === 'format') failure.format = param.schema.format;
      out.push(failure);
      break;
    }
  }
  return out;
}

/**
 * What a contract failure is, by the Ajv keyword that failed (`minLength` 1 counts as `required`: the
 * contract writes "required, not empty" that way). Handlers choose the spec's message by it
 * (`BodyRules` in ./request.ts).
 */
export type FailureKind =
  | 'required'
  | 'maxLength'
  | 'minLength'
  | 'minimum'
  | 'maximum'
  | 'multipleOf'
  | 'enum'
  | 'format'
  | 'pattern'
  | 'type'
  | 'forbidden'
  | 'minItems'
  | 'maxItems'
  | 'other';

/** A field error with the kind of failure, and the format that failed for a `format` failure. */
export interface ContractFailure extends FieldError {
  kind: FailureKind;
  format?: string;
}

function kindOf(e: ErrorObject): FailureKind {
  const limit = (e.params as { limit?: number }).limit;
  switch (e.keyword) {
    case 'required':
      return 'required';
    case 'minLength':
      return limit === 1 ? 'required' : 'minLength';
    case 'minimum':
    case 'exclusiveMinimum':
      return 'minimum';
    case 'maximum':
    case 'exclusiveMaximum':
      return 'maximum';
    case 'enum':
    case 'const':
      return 'enum';
    case 'additionalProperties':
    case 'false schema':
      return 'forbidden';
    case 'maxLength':
    case 'multipleOf':
    case 'format':
    case 'pattern':
    case 'type':
    case 'minItems':
    case 'maxItems':
      return e.keyword;
    default:
      return 'other';
  }
}

/** The bound a limit keyword names, in words ("1 or more", "less than 100"). */
function boundText(keyword: string, limit: number): string {
  switch (keyword) {
    case 'minimum':
      return `${limit} or more`;
    case 'exclusiveMinimum':
      return `more than ${limit}`;
    case 'maximum':
      return `${limit} or less`;
    default:
      return `less than ${limit}`;
  }
}

/**
 * Turns Ajv errors into the contract's field errors, with messages a user can read and the kind of each
 * failure. A failed `if`/`then` is also reported on the whole body; its field error says it better, so
 * it is dropped.
 */
export function toFieldErrors(errors: ErrorObject[] | null | undefined, prefix = ''): ContractFailure[] {
  const out: ContractFailure[] = [];
  for (const e of errors ?? []) {
    if (e.keyword === 'if') continue;
    const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const params = e.params as { limit?: number; missingProperty?: string; additionalProperty?: string };
    let field = path;
    let message: string;
    const kind = kindOf(e);
    switch (e.keyword) {
      case 'required':
        field = [path, params.missingProperty].filter(Boolean).join('.');
        message = `${field} is a required field`;
        break;
      case 'maxLength':
        message = `${field} cannot be longer than ${params.limit} characters`;
        break;
      case 'minLength':
        message =
          kind === 'required' ? `${field} is a required field` : `${field} must be at least ${params.limit} characters`;
        break;
      case 'minimum':
      case 'exclusiveMinimum':
      case 'maximum':
      case 'exclusiveMaximum':
        message = `${field} must be ${boundText(e.keyword, params.limit as number)}`;
        break;
      case 'enum':
        message = `${field} must be one of: ${((e.params as { allowedValues: unknown[] }).allowedValues ?? []).join(', ')}`;
        break;
      case 'additionalProperties':
        field = [path, params.additionalProperty].filter(Boolean).join('.');
        message = `${field} is not allowed`;
        break;
      case 'false schema':
        message = `${field} is not allowed`;
        break;
      default:
        message = `${field || 'body'} ${e.message ?? 'is invalid'}`;
    }
    const failure: ContractFailure = { field: prefix + (field || 'body'), message, kind };
    if (e.keyword === 'format') failure.format = (e.params as { format: string }).format;
    out.push(failure);
  }
  // One message per field is enough for a form. A field whose format the contract also states as a
  // pattern (email) fails both: the format names the rule.
  const byField = new Map<string, ContractFailure>();
  for (const e of out) {
    const first = byField.get(e.field);
    if (!first || (first.kind === 'pattern' && e.kind === 'format')) byField.set(e.field, e);
  }
  return [...byField.values()];
}

/** Where the contract keeps an operation's JSON request body schema (a JSON pointer). */
export function requestBodyPointer(method: string, pathTemplate: string): string {
  return `/paths/${pointerEscape(pathTemplate)}/${method.toLowerCase()}/requestBody/content/application~1json/schema`;
}

/**
 * Validates a JSON request body against the operation's requestBody schema.
 * Returns [] when valid (or when the operation takes no JSON body).
 */
export function validateRequestBody(method: string, pathTemplate: string, body: unknown): ContractFailure[] {
  const op = operationOf(method, pathTemplate);
  const content = op?.requestBody?.content;
  if (!content?.['application/json']) return [];
  if (body === undefined) {
    return op?.requestBody?.required
      ? [{ field: 'body', message: 'A JSON request body is required', kind: 'required' }]
      : [];
  }
  const validate = compile(requestBodyPointer(method, pathTemplate));
  if (!validate) return [];
  return validate(body) ? [] : toFieldErrors(validate.errors);
}

export interface ResponseCheck {
  ok: boolean;
  problems: string[];
}

/** Validates a response (status, content type and body) against the operation (contract tests). */
export function validateResponse(
  method: string,
  pathTemplate: string,
  status: number,
  contentType: string | null,
  body: unknown,
): ResponseCheck {
  const op = operationOf(method, pathTemplate);
  if (!op) return { ok: false, problems: [`${method.toUpperCase()} ${pathTemplate} is not in the contract`] };
  const responses = op.responses ?? {};
  const key =
    String(status) in responses
      ? String(status)
      : `${String(status)[0]}XX` in responses
        ? `${String(status)[0]}XX`
        : 'default' in responses
          ? 'default'
          : null;
  if (!key)
    return {
      ok: false,
      problems: [`status ${status} is not described (described: ${Object.keys(responses).join(', ')})`],
    };
  // Responses shared through components (e.g. `$ref: ../components/responses/NotFound.yaml`) are bundled as refs.
  const ref: string | undefined = responses[key]?.$ref;
  const responsePointer = ref?.startsWith('#/')
    ? ref.slice(1)
    : `/paths/${pointerEscape(pathTemplate)}/${method.toLowerCase()}/responses/${key}`;
  const response = (ref?.startsWith('#/') ? resolveRef(ref) : responses[key]) as
    { content?: Record<string, unknown> } | undefined;
  const content = response?.content;
  if (!content) {
    return body === undefined || body === '' || body === null
      ? { ok: true, problems: [] }
      : { ok: false, problems: [`status ${status} is described without a body, but one was sent`] };
  }
  const mediaType = (contentType ?? '').split(';')[0].trim();
  const media =
    Object.keys(content).find((t) => t === mediaType) ??
    (mediaType.endsWith('json') ? Object.keys(content).find((t) => t.endsWith('json')) : undefined);
  if (!media)
    return {
      ok: false,
      problems: [
        `content type '${mediaType}' is not described for ${status} (described: ${Object.keys(content).join(', ')})`,
      ],
    };
  if (!media.endsWith('json')) return { ok: true, problems: [] };
  const pointer = `${responsePointer}/content/${pointerEscape(media)}/schema`;
  const validate = compile(pointer);
  if (!validate) return { ok: false, problems: [`cannot compile the schema at ${pointer}`] };
  if (validate(body)) return { ok: true, problems: [] };
  return {
    ok: false,
    problems: (validate.errors ?? []).map(
      (e) => `${e.instancePath || '(body)'} ${e.message}${e.params ? ' ' + JSON.stringify(e.params) : ''}`,
    ),
  };
}

/** Every operation of the contract as [method, path template] (contract tests). */
export function allOperations(): Array<{ method: string; path: string; operationId: string }> {
  const out: Array<{ method: string; path: string; operationId: string }> = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
      const op = item[method];
      if (op) out.push({ method, path, operationId: op.operationId });
    }
  }
  return out;
}
