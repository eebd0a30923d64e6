import { HttpResponse } from 'msw';
import type { FieldError, Problem } from '@/lib/api/schema.gen';

const PROBLEM = { 'Content-Type': 'application/problem+json' };

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  500: 'Internal Server Error',
  507: 'Insufficient Storage',
};

/** An RFC 9457 problem answer (`application/problem+json`), the error answer of every operation. */
export function problem(status: number, detail?: string, errors?: FieldError[]): HttpResponse<Problem> {
  const body: Problem = { type: 'about:blank', title: TITLES[status] ?? 'Error', status };
  if (detail) body.detail = detail;
  if (errors?.length) body.errors = errors;
  return HttpResponse.json(body, { status, headers: PROBLEM });
}

/**
 * A `400`'s detail made from its field errors, so it says what is wrong ("Invalid email format"; several
 * joined by "; ").
 */
export function detailOf(errors: readonly FieldError[]): string {
  return errors.length ? errors.map((e) => e.message).join('; ') : 'The request is invalid.';
}

/** `400` with field errors; the detail says what is wrong unless the call gives its own sentence. */
export const badRequest = (errors: FieldError[], detail = detailOf(errors)) => problem(400, detail, errors);
export const unauthorized = () => problem(401, 'A bearer access token is required.');
export const notFound = (what = 'Record') => problem(404, `${what} not found.`);
export const conflict = (detail: string) => problem(409, detail);

/** 204 No Content. */
export const noContent = (): HttpResponse<null> => new HttpResponse(null, { status: 204 });
