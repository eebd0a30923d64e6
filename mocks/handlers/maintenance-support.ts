import type { FieldError } from '@/lib/api/schema.gen';
import { currentSeedOptions } from '../db';
import { isoDay } from '../db/seed-context';
import { validateRequestBody } from '../support/contract-validator';
import { paged, queryValue } from '../support/paging';

/** Helpers shared by the maintenance, work-order and vendor handlers. */

export type BodyResult<T> = { body: T; errors: null } | { body: null; errors: FieldError[] };

/**
 * Reads a JSON body and validates it against the operation's request schema.
 * Unparseable JSON and contract violations both come back as field errors (→ 400, nothing changed),
 * worded as the spec words them when `messages` has the field.
 */
/**
 * The spec's message for a field, by kind of failure (`invalid` also covers kinds without their own
 * message, and may depend on the value sent).
 */
export type FieldMessages = Record<
  string,
  { required?: string; max?: string; min?: string; invalid?: string | ((value: unknown) => string) }
>;

/**
 * Spec 3 §5 messages for the contract validator's generic ones, so a form showing the server's field
 * errors shows the same words as its own validation.
 */
export function withSpecMessages(
  errors: FieldError[],
  messages: FieldMessages | undefined,
  body?: unknown,
): FieldError[] {
  if (!messages) return errors;
  return errors.map((e) => {
    const m = messages[e.field];
    if (!m) return e;
    const kind = /is a required field$/.test(e.message)
      ? 'required'
      : /cannot be longer than/.test(e.message)
        ? 'max'
        : /must be at least \d+ characters/.test(e.message)
          ? 'min'
          : 'invalid';
    const invalid =
      typeof m.invalid === 'function' ? m.invalid((body as Record<string, unknown> | undefined)?.[e.field]) : m.invalid;
    return { field: e.field, message: (kind === 'invalid' ? undefined : m[kind]) ?? invalid ?? e.message };
  });
}

export async function readValidBody<T>(
  request: Request,
  method: string,
  pathTemplate: string,
  messages?: FieldMessages,
): Promise<BodyResult<T>> {
  let body: unknown;
  try {
    const raw = await request.text();
    body = raw.trim() === '' ? undefined : JSON.parse(raw);
  } catch {
    return { body: null, errors: [{ field: 'body', message: 'The request body is not valid JSON' }] };
  }
  const errors = withSpecMessages(validateRequestBody(method, pathTemplate, body), messages, body);
  return errors.length ? { body: null, errors } : { body: body as T, errors: null };
}

/** An enum query parameter: its value (or undefined when absent/empty), or a field error when not allowed. */
export function enumQuery<T extends string>(
  url: URL,
  name: string,
  allowed: readonly T[],
  errors: FieldError[],
): T | undefined {
  const value = queryValue(url, name);
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    errors.push({ field: name, message: `${name} must be one of: ${allowed.join(', ')}` });
    return undefined;
  }
  return value as T;
}

/** The store's reference day (YYYY-MM-DD, UTC): overdue figures are relative to it, like the seeded dates. */
export function referenceToday(): string {
  return isoDay(currentSeedOptions().today);
}

export const nowIso = (): string => new Date().toISOString();

/** Today in the local time zone of the mock (the user's, in the browser), YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * The instant of a WorkOrderDateTime: with an offset or `Z` as given; without one as local time (the web app
 * sends the local date-time the user picked); a bare date as local midnight.
 */
export function instantOf(value: string): number {
  if (/[zZ]$|[+-]\d{2}:\d{2}$/.test(value)) return Date.parse(value);
  const [date, time = '00:00:00'] = value.split('T');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss = '0'] = time.split(':');
  return new Date(y, m - 1, d, Number(hh), Number(mm), Number.parseFloat(ss)).getTime();
}

/** The calendar day of a WorkOrderDateTime as written (YYYY-MM-DD). */
export const dayOf = (value: string): string => value.slice(0, 10);

/** Rounds money to cents. */
export const cents = (n: number): number => Math.round(n * 100) / 100;

/** One page of `rows`, each presented after paging (so only the page's rows are built). */
export function pagedAs<T, U>(rows: T[], page: number, limit: number, present: (row: T) => U) {
  const result = paged(rows, page, limit);
  return { data: result.data.map(present), meta: result.meta };
}
