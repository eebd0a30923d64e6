import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import document from '../openapi.gen.json';
import { contractFormats } from './contract-formats';
import { pointerEscape, resolveRef as resolveRefIn } from './operation-rules';

/**
 * Validation against the bundled contract (mocks/openapi.gen.json, made by `npm run gen:api`), compiled
 * at run time: the mock's checks of requests in Node, the tests and the dev server (./request-contract.ts
 * reads them through ./contract-rules.ts and ./body-validators.ts, which browser builds replace), and
 * the contract tests' checks of responses.
 */
interface Parameter {
  name: string;
  in?: string;
  schema?: object;
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
  return resolveRefIn(document, ref);
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

/**
 * The validator of the schema at a pointer of the contract, compiled on first use. Ajv compiles a schema
 * into a function with `new Function`, which the app's Content-Security-Policy refuses: browser builds
 * use validators compiled at build time instead (vite.config.ts).
 */
export function compileAtPointer(pointer: string): ValidateFunction | null {
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
  const validate = compileAtPointer(pointer);
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
