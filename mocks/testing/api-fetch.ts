import { expect } from 'vitest';
import { apiBaseUrl } from '@/lib/config';
import { validateResponse } from '../support/contract-validator';
import { multipart, type MultipartFile } from './multipart';

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

export interface CallResult<T = ParsedJson> {
  status: number;
  body: T;
}

/**
 * `callApi` for a test that expects every answer to conform: names the operation by its path template
 * (`path` fills it, `query` adds a query string), sends `body` as JSON or `form` as multipart, and fails
 * the test when the answer does not match the contract.
 */
export async function call<T = ParsedJson>(
  method: string,
  pathTemplate: string,
  options: {
    path?: string;
    body?: unknown;
    form?: MultipartFile[];
    query?: Record<string, string | number | boolean>;
  } = {},
): Promise<CallResult<T>> {
  let path = options.path ?? pathTemplate;
  if (options.query) {
    const qs = new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]));
    path += `?${qs}`;
  }
  const form = options.form ? multipart({}, options.form) : undefined;
  const answer = await callApi<T>(method, path, {
    pathTemplate,
    json: options.body,
    body: form?.body,
    headers: form?.headers,
  });
  expect(answer.contractProblems, `${method} ${path} → ${answer.status} does not match the contract`).toEqual([]);
  return { status: answer.status, body: (answer.body === '' ? undefined : answer.body) as T };
}

/** Fills `{id}` in a path template. */
export const at = (template: string, id: string) => template.replace(/\{[^}]+\}/, encodeURIComponent(id));
