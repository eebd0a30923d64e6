import { apiBaseUrl } from '@/lib/config';
import { validateResponse } from '../support/contract-validator';

/**
 * Test helper: calls the mock API over fetch (MSW's Node server answers) with a bearer token, and
 * checks the answer against the contract's response schema for `pathTemplate`.
 */
/**
 * What `JSON.parse` gives: the untyped answer body, which these tests read field by field and assert on.
 * Pass `T` (a schema type from src/lib/api/schema.gen.ts) for a typed view; typing every existing call
 * site (some 200 reads in 15 test files) is left for a later pass.
 */
export type ParsedJson = ReturnType<typeof JSON.parse>;

export interface ApiAnswer<T = ParsedJson> {
  status: number;
  contentType: string | null;
  body: T;
  /** Problems found validating the answer against the contract (empty when it conforms). */
  contractProblems: string[];
}

export async function callApi<T = ParsedJson>(
  method: string,
  path: string,
  options: {
    pathTemplate?: string;
    json?: unknown;
    body?: BodyInit;
    headers?: Record<string, string>;
    token?: string | null;
  } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token !== null) headers.Authorization = `Bearer ${options.token ?? 'test'}`;
  let body = options.body;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(`${apiBaseUrl()}${path}`, { method, headers, body });
  const contentType = res.headers.get('Content-Type');
  const raw = res.status === 204 ? '' : await res.text();
  let parsed: unknown = raw;
  if (contentType?.includes('json') && raw) parsed = JSON.parse(raw);
  const template = options.pathTemplate ?? path.split('?')[0];
  const check = validateResponse(method, template, res.status, contentType, raw === '' ? undefined : parsed);
  return { status: res.status, contentType, body: parsed as T, contractProblems: check.problems };
}
