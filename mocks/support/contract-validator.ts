import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import document from '../openapi.gen.json';
import type { FieldError } from '@/lib/api/schema.gen';
import { compiledBodyValidators } from './compiled-body-validators';

/**
 * Validation against the bundled contract (mocks/openapi.gen.json, made by `npm run gen:api`).
 * The mock handlers validate request bodies with it; the contract tests validate responses.
 */
/** The parts of the bundled OpenAPI document the validator reads. */
interface Parameter {
  name: string;
  in?: string;
  schema?: { minimum?: number; maximum?: number };
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

/** Ajv's options for the contract (scripts/body-validators-module.ts compiles with the same). */
const AJV_OPTIONS = { strict: false, allErrors: true, validateFormats: true } as const;

/**
 * The validator, made on first use: adding the contract compiles Ajv's meta-schema (a few hundred ms
 * in the browser), which a page load that only reads never needs.
 */
function contractAjv(): Ajv2020 {
  if (!ajv) {
    ajv = new Ajv2020(AJV_OPTIONS);
    addFormats(ajv);
    ajv.addSchema(document as object, 'openapi');
  }
  return ajv;
}

const cache = new Map<string, ValidateFunction | null>();

function pointerEscape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * The validator of the schema at a pointer of the contract. Browser builds come with the request
 * bodies' validators compiled at build time: Ajv compiles a schema into a function with `new Function`,
 * which the app's Content-Security-Policy refuses.
 */
function compile(pointer: string): ValidateFunction | null {
  const compiled = compiledBodyValidators[pointer];
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

/** The query parameters an operation declares (path-level ones included), resolved. */
export function queryParametersOf(method: string, pathTemplate: string): Parameter[] {
  const item = doc.paths[pathTemplate];
  const op = operationOf(method, pathTemplate);
  if (!item || !op) return [];
  const resolve = (p: Parameter): Parameter => (p.$ref?.startsWith('#/') ? (resolveRef(p.$ref) as Parameter) : p);
  return [...(item.parameters ?? []), ...(op.parameters ?? [])].map(resolve).filter((p) => p?.in === 'query');
}

/** Turns Ajv errors into the contract's field errors, with messages a user can read. */
export function toFieldErrors(errors: ErrorObject[] | null | undefined, prefix = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const e of errors ?? []) {
    const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
    let field = path;
    let message: string;
    switch (e.keyword) {
      case 'required':
        field = [path, (e.params as { missingProperty: string }).missingProperty].filter(Boolean).join('.');
        message = `${field} is a required field`;
        break;
      case 'maxLength':
        message = `${field} cannot be longer than ${(e.params as { limit: number }).limit} characters`;
        break;
      case 'minLength':
        message =
          (e.params as { limit: number }).limit === 1
            ? `${field} is a required field`
            : `${field} must be at least ${(e.params as { limit: number }).limit} characters`;
        break;
      case 'minimum':
      case 'exclusiveMinimum':
      case 'maximum':
      case 'exclusiveMaximum':
        message = `${field} must be ${e.message ?? 'in range'}`;
        break;
      case 'enum':
        message = `${field} must be one of: ${((e.params as { allowedValues: unknown[] }).allowedValues ?? []).join(', ')}`;
        break;
      case 'additionalProperties':
        field = [path, (e.params as { additionalProperty: string }).additionalProperty].filter(Boolean).join('.');
        message = `${field} is not allowed`;
        break;
      default:
        message = `${field || 'body'} ${e.message ?? 'is invalid'}`;
    }
    out.push({ field: prefix + (field || 'body'), message });
  }
  // One message per field is enough for a form.
  const seen = new Set<string>();
  return out.filter((e) => (seen.has(e.field) ? false : (seen.add(e.field), true)));
}

/** Where the contract keeps an operation's JSON request body schema (a JSON pointer). */
export function requestBodyPointer(method: string, pathTemplate: string): string {
  return `/paths/${pointerEscape(pathTemplate)}/${method.toLowerCase()}/requestBody/content/application~1json/schema`;
}

/**
 * Validates a JSON request body against the operation's requestBody schema.
 * Returns [] when valid (or when the operation takes no JSON body).
 */
export function validateRequestBody(method: string, pathTemplate: string, body: unknown): FieldError[] {
  const op = operationOf(method, pathTemplate);
  const content = op?.requestBody?.content;
  if (!content?.['application/json']) return [];
  if (body === undefined) {
    return op?.requestBody?.required ? [{ field: 'body', message: 'A JSON request body is required' }] : [];
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
