import type { FieldError, PageMeta } from '@/lib/api/schema.gen';
import { basePath } from '@/lib/config';
import type { ContractFailure, FailureKind } from './contract-failures';
import { pathTemplateOf, validateRequestBody } from './request-contract';
import { detailOf } from './responses';

/**
 * The one set of request helpers every mock handler uses (docs/architecture.md, "Mock handlers"):
 * - bodies: `readBody` parses the JSON body, validates it against the contract's request schema of the
 *   operation the request is for, and words the failures as the specs do (`BodyRules`);
 * - query parameters: `readQuery` (text, numbers, booleans, enumerations, dates, page and limit), whose
 *   failures collect in `query.errors` for one `400`; what the contract states of each parameter (type,
 *   bounds, length, pattern, enumeration, format) the query gate (mocks/handlers/query-gate.ts) has
 *   already enforced;
 * - lists: `paged` cuts one page and presents only its rows;
 * - records: `pickDefined` copies the writable fields a body sent.
 * Answers (problems, 204) are in ./responses.ts.
 */

// ------------------------------------------------------------------ bodies

export type { FailureKind };

/**
 * The spec's message for one field, by kind of failure; `invalid` covers every kind without its own
 * message and may depend on the value sent.
 */
export type FieldMessages = Partial<Record<FailureKind | 'invalid', string | ((value: unknown) => string)>>;

/** How a call words its body's failures, so a form shows the server's errors in the spec's words. */
export interface BodyRules {
  /** Messages by field name and kind of failure (fields not listed keep the validator's generic message). */
  messages?: Readonly<Record<string, FieldMessages>>;
  /** The message of a failure no field entry words (e.g. one rule for every read-only field). */
  otherwise?: (failure: ContractFailure) => string | undefined;
  /**
   * The problem's `detail` when a required field is missing (the spec's sentence, e.g. "First name, last
   * name, and email are required"); any other failure's detail is made from the field errors.
   */
  requiredDetail?: string;
  /**
   * Reads an absent body as `{}`. The contract requires a body on every call that takes one; only the
   * spec 2 updates and late-fee generation have always accepted none (kept so no client breaks).
   */
  absentAsEmpty?: boolean;
}

/** The contract's failures in the spec's words, chosen by the kind of each failure. */
export function specErrors(failures: ContractFailure[], rules: BodyRules, body?: unknown): FieldError[] {
  return failures.map((e) => {
    const own = rules.messages?.[e.field];
    const message = own?.[e.kind] ?? own?.invalid;
    const value = (body as Record<string, unknown> | undefined)?.[e.field];
    const worded = typeof message === 'function' ? message(value) : message;
    return { field: e.field, message: worded ?? rules.otherwise?.(e) ?? e.message };
  });
}

/** The path template of the contract operation a request is for (`/units/u-1` → `/units/{id}`). */
export function operationPathOf(request: { url: string }): string | undefined {
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

export type BodyResult<T> =
  { body: T; errors: null; detail?: undefined } | { body: null; errors: FieldError[]; detail: string };

/**
 * Reads the JSON body and validates it against the request schema of the operation the request is for.
 * Unparseable JSON, a body that is not an object and contract violations all come back as field errors
 * (the handler answers `400` and changes nothing); a valid body comes back typed from the contract.
 */
export async function readBody<R extends Request>(request: R, rules: BodyRules = {}): Promise<BodyResult<BodyOf<R>>> {
  const refused = (message: string) => {
    const errors = [{ field: 'body', message }];
    return { body: null, errors, detail: detailOf(errors) };
  };
  let text: string;
  try {
    text = await request.text();
  } catch {
    return refused('The request body could not be read');
  }
  let body: unknown;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      return refused('The request body is not valid JSON');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return refused('The request body must be a JSON object');
  } else if (rules.absentAsEmpty) {
    body = {};
  }
  const template = operationPathOf(request);
  const failures = template ? await validateRequestBody(request.method, template, body) : [];
  if (!failures.length) return { body: body as BodyOf<R>, errors: null };
  const errors = specErrors(failures, rules, body);
  const missing = rules.requiredDetail && failures.some((f) => f.kind === 'required');
  return { body: null, errors, detail: missing ? rules.requiredDetail! : detailOf(errors) };
}

/** Copies the listed keys whose value is not undefined (a writable field the body sent, `null` included). */
export function pickDefined<T>(body: object, keys: readonly string[]): Partial<T> {
  const source = body as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of keys) if (source[key] !== undefined) out[key] = source[key];
  return out as Partial<T>;
}

// ------------------------------------------------------------------ query parameters

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
