import { HttpResponse } from 'msw';

/**
 * MSW's `HttpResponse.json` (which openapi-msw's `response(status).json(…)` and our own answers call)
 * turns the body into text, then copies that text into a Blob only to measure its size for the
 * Content-Length header, and the Response encodes the text once more. For the large data set's big
 * pages (1,000 units, the payments views) that Blob would cost more than building the answer. This
 * replaces it, for every handler of the mock, with the same answer made without the Blob: the same
 * status, headers (Content-Type unless given, Content-Length in UTF-8 bytes) and body text. Installed
 * once, when mocks/all-handlers.ts or mocks/browser-worker.ts is first imported; checked against MSW's own in json-response.test.ts.
 */
function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    if (code < 0x800) bytes += 1;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      // A surrogate pair: 4 bytes for its 2 UTF-16 units.
      bytes += 2;
      i++;
    } else bytes += 2;
  }
  return bytes;
}

export const originalJson = HttpResponse.json.bind(HttpResponse);

export function json(body: unknown, init?: ResponseInit): Response {
  const headers = new Headers(init?.headers);
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const text = JSON.stringify(body) as string | undefined;
  if (!headers.has('Content-Length')) headers.set('Content-Length', String(text ? utf8Length(text) : 0));
  return new HttpResponse(text ?? null, { ...init, headers });
}

(HttpResponse as { json: unknown }).json = json;
