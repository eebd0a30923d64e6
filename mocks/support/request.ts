import type { FieldError, PageMeta } from '@/lib/api/schema.gen';
import { basePath } from '@/lib/config';
import { pathTemplateOf, validateRequestBody } from './contract-validator';

/**
 * The one set of request helpers every mock handler uses (docs/architecture.md, "Mock handlers"):
 * - bodies: `readBody` parses the JSON body, validates it against the contract's request schema of the
 *   operation the request is for, and words the failures as the specs do (`BodyRules`);
 * - query parameters: `readQuery` (text, numbers, booleans, enumerations, dates, page and limit), whose
 *   failures collect in `query.errors` for one `400`;
 * - lists: `paged` cuts one page and presents only its rows;
 * - records: `pickDefined` copies the writable fields a body sent.
 * Answers (problems, 204) are in ./responses.ts.
 */

// ------------------------------------------------------------------ bodies

/** What kind of contract failure a validator message (./contract-validator.ts `toFieldErrors`) describes. */
export type FailureKind =
  | 'required'
  | 'maxLength'
  | 'minLength'
  | 'minimum'
  | 'maximum'
  | 'enum'
  | 'format'
  | 'type'
  | 'forbidden'
  | 'minItems'
  | 'other';

export function failureKind(message: string): FailureKind {
  if (/is a required field$/.test(message)) return 'required';
  if (/cannot be longer than/.test(message)) return 'maxLength';
  if (/must be at least \d+ characters/.test(message)) return 'minLength';
  if (/must be (must be )?>/.test(message)) return 'minimum';
  if (/must be (must be )?</.test(message)) return 'maximum';
  if (/must be one of/.test(message)) return 'enum';
  if (/must match format/.test(message)) return 'format';
  if (/must be (integer|number|string|boolean|null|array|object)/.test(message)) return 'type';
  if (/is not allowed$|boolean schema is false/.test(message)) return 'forbidden';
  if (/fewer than/.test(message)) return 'minItems';
  return 'other';
}

/**
 * The spec's message for one field, by kind of failure; `invalid` covers every kind without its own
 * message and may depend on the value sent.
 */
export type FieldMessages = Partial<Record<FailureKind | 'invalid', string | ((value: unknown) => string)>>;

/** How a call words its body's failures, so a form shows the server's errors in the spec's words. */
export interface BodyRules {
  /** Messages by field name (fields not listed keep the validator's generic message). */
  messages?: Readonly<Record<string, FieldMessages>>;
  /** The message of a failure no field entry words (e.g. one rule for every read-only field). */
  otherwise?: (error: FieldError, kind: FailureKind) => string | undefined;
  /**
   * Reads an absent body as `{}`. The contract requires a body on every call that takes one; only the
   * spec 2 updates and late-fee generation have always accepted none (kept so no client breaks).
   */
  absentAsEmpty?: boolean;
}

/** The contract's failures in the spec's words. */
export function specErrors(errors: FieldError[], rules: BodyRules, body?: unknown): FieldError[] {
  return (
    errors
      // Ajv reports a failed if/then also as a whole-body error; the field error says it better.
      .filter((e) => !/must match "then" schema/.test(e.message))
      .map((e) => {
        const kind = failureKind(e.message);
        const own = rules.messages?.[e.field];
        const message = own?.[kind] ?? own?.invalid;
        const value = (body as Record<string, unknown> | undefined)?.[e.field];
        const worded = typeof message === 'function' ? message(value) : message;
        return { field: e.field, message: worded ?? rules.otherwise?.(e, kind) ?? e.message };
      })
  );
}

/** The path template of the contract operation a request is for (`/units/u-1` → `/units/{id}`). */
export function operationPathOf(request: Request): string | undefined {
  const { pathname } = new URL(request.url);
  const prefix = `${basePath}api`;
  const at = pathname.indexOf(`${prefix}/`);
  return at < 0 ? undefined : pathTemplateOf(pathname.slice(at + prefix.length));
}

/** The JSON body type the contract gives a typed (openapi-msw) request; a plain object for an untyped one. */
export type BodyOf<R> = R extends { json(): Promise<infer B> }
  ? unknown extends B
    ? Record<string, unknown>
    : B
  : never;

export type BodyResult<T> = { body: T; errors: null } | { body: null; errors: FieldError[] };

/**
 * Reads the JSON body and validates it against the request schema of the operation the request is for.
 * Unparseable JSON, a body that is not an object and contract violations all come back as field errors
 * (the handler answers `400` and changes nothing); a valid body comes back typed from the contract.
 */
export async function readBody<R extends Request>(request: R, rules: BodyRules = {}): Promise<BodyResult<BodyOf<R>>> {
  let text: string;
  try {
    text = await request.text();
  } catch {
    return { body: null, errors: [{ field: 'body', message: 'The request body could not be read' }] };
  }
  let body: unknown;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      return { body: null, errors: [{ field: 'body', message: 'The request body is not valid JSON' }] };
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return { body: null, errors: [{ field: 'body', message: 'The request body must be a JSON object' }] };
  } else if (rules.absentAsEmpty) {
    body = {};
  }
  const template = operationPathOf(request);
  const contractErrors = template ? validateRequestBody(request.method, template, body) : [];
  const errors = specErrors(contractErrors, rules, body);
  return errors.length ? { body: null, errors } : { body: body as BodyOf<R>, errors: null };
}

/** Copies the listed keys whose value is not undefined (a writable field the body sent, `null` included). */
export function pickDefined<T>(body: object, keys: readonly string[]): Partial<T> {
  const source = body as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of keys) if (source[key] !== undefined) out[key] = source[key];
  return out as Partial<T>;
}

// ------------------------------------------------------------------ query parameters

/** The paging query parameters of list calls. */
export const PAGING_PARAMS = ['page', 'limit', 'offset'] as const;

/**
 * Field errors for paging parameters that are not whole numbers within their contract bounds
 * (`minimum`/`maximum` of each declared parameter's schema). Empty or absent values are not errors: they
 * take the default (spec: empty or undefined parameters are ignored). The query gate
 * (mocks/handlers/query-gate.ts) answers `400` with these before any list handler runs.
 */
export function pagingErrors(
  url: URL,
  declared: Array<{ name: string; schema?: { minimum?: number; maximum?: number } }>,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const param of declared) {
    if (!(PAGING_PARAMS as readonly string[]).includes(param.name)) continue;
    const raw = url.searchParams.get(param.name)?.trim();
    if (raw === undefined || raw === '') continue;
    const { minimum, maximum } = param.schema ?? {};
    const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (
      Number.isSafeInteger(value) &&
      (minimum === undefined || value >= minimum) &&
      (maximum === undefined || value <= maximum)
    )
      continue;
    const range = maximum !== undefined ? ` from ${minimum ?? 0} to ${maximum}` : `, ${minimum ?? 0} or more`;
    errors.push({ field: param.name, message: `${param.name} must be a whole number${range}` });
  }
  return errors;
}

export interface PageParams {
  page: number;
  limit: number;
}

/**
 * A request's query parameters, read the one way every handler reads them: empty or absent values are
 * ignored (spec: "empty or undefined parameters are ignored"); a value outside what the call accepts adds
 * a field error to `errors`, so one `400` names every bad parameter.
 */
export class Query {
  readonly url: URL;
  readonly errors: FieldError[] = [];

  constructor(request: Request | URL) {
    this.url = request instanceof URL ? request : new URL(request.url);
  }

  /** The trimmed value, or undefined when empty or absent. */
  text(name: string): string | undefined {
    const v = this.url.searchParams.get(name)?.trim();
    return v ? v : undefined;
  }

  /** A number, or undefined when empty, absent or not a number. */
  number(name: string): number | undefined {
    const v = this.text(name);
    if (v === undefined) return undefined;
    const n = Number(v);
    return Number.isFinite(n) ? n : undefined;
  }

  /** `true` for `true` or `1`, `false` for any other value, undefined when empty or absent. */
  boolean(name: string): boolean | undefined {
    const v = this.text(name);
    return v === undefined ? undefined : v === 'true' || v === '1';
  }

  /** A whole number clamped to [min, max], or `fallback` when absent or not a number. */
  integer(name: string, fallback: number, min: number, max: number): number {
    const n = Number.parseInt(this.url.searchParams.get(name) ?? '', 10);
    return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
  }

  /** One of `allowed`, or undefined when absent; any other value is an error (`message`, or the allowed values). */
  enum<T extends string>(name: string, allowed: readonly T[], message?: string): T | undefined {
    const v = this.text(name);
    if (v === undefined) return undefined;
    if ((allowed as readonly string[]).includes(v)) return v as T;
    this.errors.push({ field: name, message: message ?? `${name} must be one of: ${allowed.join(', ')}` });
    return undefined;
  }

  /** A `YYYY-MM-DD` date, or undefined when absent; anything else is an error. */
  date(name: string): string | undefined {
    const v = this.text(name);
    if (v === undefined) return undefined;
    if (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))) return v;
    this.errors.push({ field: name, message: `${name} must be a valid date (YYYY-MM-DD)` });
    return undefined;
  }

  /**
   * Page and limit with the contract's defaults (page 1, limit 100 unless the call says otherwise).
   * Values outside the contract's bounds never get here: the query gate has answered them `400`.
   */
  page(defaultLimit = 100): PageParams {
    const page = Number.parseInt(this.url.searchParams.get('page') ?? '', 10) || 1;
    const limit = Number.parseInt(this.url.searchParams.get('limit') ?? '', 10) || defaultLimit;
    return { page, limit };
  }
}

/** The query parameters of a request (see `Query`). */
export function readQuery(request: Request | URL): Query {
  return new Query(request);
}

// ------------------------------------------------------------------ lists

/** One page of `rows` in the contract's paged envelope; only the page's rows are `present`ed. */
export function paged<T, U = T>(
  rows: readonly T[],
  { page, limit }: PageParams,
  present?: (row: T) => U,
): { data: U[]; meta: PageMeta } {
  const slice = rows.slice((page - 1) * limit, page * limit);
  return {
    data: present ? slice.map(present) : (slice as unknown as U[]),
    meta: { total: rows.length, page, limit, totalPages: Math.ceil(rows.length / limit) },
  };
}

/** Case-insensitive "contains" over several text fields (no query matches everything). */
export function matchesText(query: string | undefined, ...fields: Array<string | null | undefined>): boolean {
  if (!query) return true;
  const q = query.toLowerCase();
  return fields.some((f) => f?.toLowerCase().includes(q));
}
