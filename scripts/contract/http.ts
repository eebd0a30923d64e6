/**
 * The contract walker's HTTP layer: sends one call, checks what it sends against the contract (path and
 * query parameters, JSON body against the requestBody schema, multipart field names, raw body type) and
 * what comes back (status, content type, body). Works with any `fetch` (Node's, jsdom's under Vitest)
 * because request bodies are plain bytes or strings; multipart bodies are built by hand.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import document from '../../mocks/openapi.gen.json';
import { allOperations, operationOf, validateResponse } from '../../mocks/support/contract-validator';
import { resolveRef as resolveRefIn } from '../../mocks/support/operation-rules';
import { validateRequestBody } from '../../mocks/support/request-contract';

/** The parts of the bundled OpenAPI document the walker reads. */
interface ParameterNode {
  name: string;
  in: string;
  required?: boolean;
  $ref?: string;
}
interface SchemaNode {
  $ref?: string;
  properties?: Record<string, unknown>;
  required?: string[];
}
interface ResponseNode {
  $ref?: string;
  content?: Record<string, unknown>;
}
type PathItem = Partial<Record<string, { parameters?: ParameterNode[] }>> & { parameters?: ParameterNode[] };
type Doc = { paths: Record<string, PathItem> };
const doc = document as unknown as Doc;

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
}

const byId = new Map<string, OperationInfo>(allOperations().map((o) => [o.operationId, o]));

export function operationInfo(operationId: string): OperationInfo {
  const info = byId.get(operationId);
  if (!info) throw new Error(`operationId '${operationId}' is not in the contract`);
  return info;
}

// ---- parameters ---------------------------------------------------------------------------------

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addSchema(document as object, 'walker-openapi');
const paramValidators = new Map<string, ValidateFunction>();

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

interface ParamInfo {
  name: string;
  in: string;
  required: boolean;
  /** JSON pointer of the parameter's schema in the bundled document. */
  schemaPointer: string;
}

/** The node a local `$ref` (`#/components/...`) points at (its shape is the caller's to state). */
function resolveRef<T>(ref: string): T | undefined {
  return resolveRefIn(doc, ref) as T | undefined;
}

function parametersOf(info: OperationInfo): ParamInfo[] {
  const item = doc.paths[info.path] ?? {};
  const out: ParamInfo[] = [];
  const collect = (list: ParameterNode[] | undefined, base: string) =>
    (list ?? []).forEach((p, i) => {
      const param = p.$ref ? resolveRef<ParameterNode>(p.$ref)! : p;
      const pointer = p.$ref ? `${p.$ref.slice(1)}/schema` : `${base}/parameters/${i}/schema`;
      const existing = out.findIndex((o) => o.name === param.name && o.in === param.in);
      const entry = { name: param.name, in: param.in, required: !!param.required, schemaPointer: pointer };
      if (existing >= 0)
        out[existing] = entry; // operation-level parameters override path-level ones
      else out.push(entry);
    });
  const pathPointer = `/paths/${escapePointer(info.path)}`;
  collect(item.parameters, pathPointer);
  collect(item[info.method]?.parameters, `${pathPointer}/${info.method}`);
  return out;
}

function checkParam(param: ParamInfo, value: unknown): string[] {
  let validate = paramValidators.get(param.schemaPointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `walker-openapi#${param.schemaPointer}` });
    paramValidators.set(param.schemaPointer, validate);
  }
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (e) => `${param.in} parameter '${param.name}' = ${JSON.stringify(value)}: ${e.message}`,
  );
}

// ---- bodies --------------------------------------------------------------------------------------

export type FormPart =
  { name: string; value: string } | { name: string; filename: string; type: string; bytes: Uint8Array };

/** A multipart/form-data body as bytes (no FormData: it must serialise the same in jsdom, Node and browsers). */
export function multipartBody(parts: FormPart[]): { bytes: Uint8Array; contentType: string } {
  const boundary = `----contract-walk-${Math.random().toString(36).slice(2)}`;
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.bytes,
        encoder.encode('\r\n'),
      );
    }
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.length;
  }
  return { bytes, contentType: `multipart/form-data; boundary=${boundary}` };
}

function checkMultipart(info: OperationInfo, parts: FormPart[]): string[] {
  const op = operationOf(info.method, info.path);
  const media = op?.requestBody?.content?.['multipart/form-data'];
  if (!media) return [`the operation takes no multipart/form-data body`];
  const schema: SchemaNode | undefined = media.schema?.$ref ? resolveRef<SchemaNode>(media.schema.$ref) : media.schema;
  const properties = Object.keys(schema?.properties ?? {});
  const problems: string[] = [];
  for (const part of parts)
    if (!properties.includes(part.name))
      problems.push(`multipart field '${part.name}' is not in the requestBody schema (${properties.join(', ')})`);
  for (const name of schema?.required ?? [])
    if (!parts.some((p) => p.name === name)) problems.push(`required multipart field '${name}' is missing`);
  return problems;
}

// ---- media types ---------------------------------------------------------------------------------

function describedMediaTypes(info: OperationInfo, status: number): string[] | null {
  const responses = operationOf(info.method, info.path)?.responses ?? {};
  const key =
    String(status) in responses
      ? String(status)
      : `${String(status)[0]}XX` in responses
        ? `${String(status)[0]}XX`
        : 'default' in responses
          ? 'default'
          : null;
  if (!key) return null;
  const ref = responses[key]?.$ref;
  const response = ref ? resolveRef<ResponseNode>(ref) : responses[key];
  return Object.keys(response?.content ?? {});
}

/** Exact media type match, or a range such as `image/*`. */
function mediaTypeDescribed(mediaType: string, described: string[]): boolean {
  return described.some(
    (d) => d === mediaType || d === '*/*' || (d.endsWith('/*') && mediaType.startsWith(d.slice(0, -1))),
  );
}

// ---- one call ------------------------------------------------------------------------------------

export interface CallSpec {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  form?: FormPart[];
  raw?: { contentType: string; bytes: Uint8Array };
  /** A URL to call instead of the one built from the path template (e.g. an `uploadUrl`; relative to the API host). */
  url?: string;
  /** Send the bearer token (default true). */
  auth?: boolean;
}

export interface CallResult {
  status: number;
  contentType: string | null;
  body: unknown;
  /** Contract problems of the request sent (recipe drift) and of the answer. */
  problems: string[];
}

export interface HttpContext {
  baseUrl: string;
  token: string;
  fetch: typeof fetch;
}

export function buildUrl(
  baseUrl: string,
  template: string,
  params: Record<string, string> = {},
  query: CallSpec['query'] = {},
): string {
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`path parameter '${name}' of ${template} has no value`);
    return encodeURIComponent(params[name]);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.append(name, String(value));
  const qs = search.toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * Sends one call of `info` and checks it. `expectInvalid` marks a deliberately invalid JSON body: then
 * the body must be invalid by the contract (so the recipe tests what it claims).
 */
export async function send(
  http: HttpContext,
  info: OperationInfo,
  spec: CallSpec,
  expectInvalid = false,
): Promise<CallResult> {
  const problems: string[] = [];
  const { method, path } = info;

  // The request, checked against the contract.
  const parameters = parametersOf(info);
  for (const [name, value] of Object.entries(spec.params ?? {})) {
    const param = parameters.find((p) => p.in === 'path' && p.name === name);
    if (!param) problems.push(`request: path parameter '${name}' is not defined`);
    else problems.push(...checkParam(param, value).map((p) => `request: ${p}`));
  }
  for (const [name, value] of Object.entries(spec.query ?? {})) {
    if (value === undefined) continue;
    const param = parameters.find((p) => p.in === 'query' && p.name === name);
    if (!param) problems.push(`request: query parameter '${name}' is not defined`);
    else problems.push(...checkParam(param, value).map((p) => `request: ${p}`));
  }
  for (const param of parameters) {
    if (param.in === 'query' && param.required && spec.query?.[param.name] === undefined)
      problems.push(`request: required query parameter '${param.name}' is missing`);
  }
  const headers: Record<string, string> = { Accept: 'application/json, application/problem+json, */*' };
  if (spec.auth !== false) headers.Authorization = `Bearer ${http.token}`;
  let body: BodyInit | undefined;
  const op = operationOf(method, path);
  if (spec.json !== undefined) {
    if (!op?.requestBody?.content?.['application/json']) problems.push('request: the operation takes no JSON body');
    const errors = await validateRequestBody(method, path, spec.json);
    if (expectInvalid && errors.length === 0)
      problems.push('request: the deliberately invalid body is valid by the requestBody schema');
    if (!expectInvalid && errors.length) problems.push(...errors.map((e) => `request body: ${e.field}: ${e.message}`));
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(spec.json);
  } else if (spec.form) {
    problems.push(...checkMultipart(info, spec.form).map((p) => `request: ${p}`));
    const { bytes, contentType } = multipartBody(spec.form);
    headers['Content-Type'] = contentType;
    body = bytes as unknown as BodyInit;
  } else if (spec.raw) {
    const described = Object.keys(op?.requestBody?.content ?? {});
    if (!mediaTypeDescribed(spec.raw.contentType, described))
      problems.push(`request: body type '${spec.raw.contentType}' is not described (${described.join(', ')})`);
    headers['Content-Type'] = spec.raw.contentType;
    body = spec.raw.bytes as unknown as BodyInit;
  } else if (op?.requestBody?.required) {
    problems.push('request: the requestBody is required but none was sent');
  }

  // A URL from an answer (e.g. an `uploadUrl`) is relative to the API host when not absolute.
  const url = spec.url
    ? new URL(spec.url, http.baseUrl).toString()
    : buildUrl(http.baseUrl, path, spec.params, spec.query);
  let res: Response;
  try {
    res = await http.fetch(url, { method: method.toUpperCase(), headers, body });
  } catch (error) {
    return {
      status: 0,
      contentType: null,
      body: undefined,
      problems: [...problems, `no answer: ${(error as Error).message}`],
    };
  }

  // The answer, checked against the contract.
  const contentType = res.headers.get('Content-Type');
  const mediaType = (contentType ?? '').split(';')[0].trim().toLowerCase();
  let parsed: unknown;
  if (mediaType.endsWith('json')) {
    const text = await res.text();
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        problems.push(`response: the ${mediaType} body is not JSON: ${text.slice(0, 120)}`);
        parsed = text;
      }
    }
  } else {
    const bytes = new Uint8Array(await res.arrayBuffer());
    parsed = bytes.length ? bytes : undefined;
  }
  const check = validateResponse(method, path, res.status, contentType, parsed);
  problems.push(...check.problems.map((p) => `response: ${p}`));
  const described = describedMediaTypes(info, res.status);
  if (described && described.length && parsed !== undefined && !mediaTypeDescribed(mediaType, described)) {
    // The shared validator lets any JSON type stand for another; the contract names the exact one.
    const already = check.problems.some((p) => p.startsWith('content type'));
    if (!already)
      problems.push(
        `response: content type '${mediaType}' is not the one described for ${res.status} (${described.join(', ')})`,
      );
  }
  return { status: res.status, contentType, body: parsed, problems };
}
