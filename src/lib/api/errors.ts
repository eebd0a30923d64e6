import type { Problem } from './schema.gen';

/** A non-2xx answer from the API, with its status and parsed body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown, message?: string) {
    super(message ?? problemMessage(body) ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
  /** Field errors of a 400 problem body, keyed by field name. */
  get fieldErrors(): Record<string, string> {
    const errors = (this.body as Problem | undefined)?.errors;
    const out: Record<string, string> = {};
    for (const e of errors ?? []) if (e.field && !(e.field in out)) out[e.field] = e.message;
    return out;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * The server's human message from a problem body (`detail`, or a plain `message`), if any. Not the
 * `title`: RFC 9457 makes it the problem type's generic summary ("Bad Request"), which says less than
 * the screen's own text.
 */
export function problemMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const p = body as { detail?: unknown; message?: unknown };
    for (const v of [p.detail, p.message]) if (typeof v === 'string' && v.trim()) return v;
  }
  return undefined;
}

/** Message to show for a failed mutation: the server's message, else the given fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (isApiError(error) && problemMessage(error.body)) || fallback;
}
