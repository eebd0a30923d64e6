import { expect } from 'vitest';
import { apiBaseUrl } from '@/lib/config';
import { validateResponse } from '../support/contract-validator';
import type { ParsedJson } from '../testing/api-fetch';

/**
 * A tiny fetch client for the spec-3 handler tests: calls the mock API with a bearer token, parses the
 * answer and checks it against the contract operation (status, content type and body).
 */
export interface CallResult<T = ParsedJson> {
  status: number;
  body: T;
}

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
  const headers: Record<string, string> = { Authorization: 'Bearer test' };
  let body: BodyInit | undefined;
  if (options.form) {
    body = multipart(options.form) as unknown as BodyInit;
    headers['Content-Type'] = `multipart/form-data; boundary=${BOUNDARY}`;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${apiBaseUrl()}${path}`, { method, headers, body });
  const text = await res.text();
  const parsed = text ? JSON.parse(text) : undefined;
  const check = validateResponse(method, pathTemplate, res.status, res.headers.get('Content-Type'), parsed);
  expect(check.problems, `${method} ${path} → ${res.status} does not match the contract`).toEqual([]);
  return { status: res.status, body: parsed as T };
}

export interface MultipartFile {
  field: string;
  name: string;
  type: string;
  bytes: Uint8Array | string;
}

const BOUNDARY = '----spec3-test-boundary';

/**
 * A multipart body built by hand: in the jsdom test environment the global FormData and File are jsdom's,
 * which Node's fetch cannot serialise.
 */
function multipart(files: MultipartFile[]): Uint8Array {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const f of files) {
    parts.push(
      encoder.encode(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
    );
    parts.push(typeof f.bytes === 'string' ? encoder.encode(f.bytes) : f.bytes, encoder.encode('\r\n'));
  }
  parts.push(encoder.encode(`--${BOUNDARY}--\r\n`));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/** Fills `{id}` in a path template. */
export const at = (template: string, id: string) => template.replace(/\{[^}]+\}/, encodeURIComponent(id));
