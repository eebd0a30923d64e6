import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/** How long a browser may keep a preflight's answer (Chromium keeps one at most 2 hours). */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;

/**
 * Writes a handler's answer to the mock server's client (scripts/mock-server.ts), as a production
 * API answers: CORS for pages on other origins, preflights a browser may keep, and JSON of 1 KB or
 * more gzipped for a client that accepts it (docs/production-build.md): JSON shrinks several times
 * over, and on a phone's network a list's bytes are most of its call.
 */
export async function send(res: ServerResponse, response: Response, req: IncomingMessage): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie?.() ?? [];
  if (cookies.length) headers['set-cookie'] = cookies;
  // Browser tools (e.g. a page on another port) may call this server directly.
  headers['access-control-allow-origin'] ??= '*';
  if (req.method === 'OPTIONS' && response.headers.has('allow')) {
    // A CORS preflight: the methods the path has, and the headers asked for.
    headers['access-control-allow-methods'] = response.headers.get('allow')!;
    headers['access-control-allow-headers'] =
      req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type';
    // A browser asks again for the same URL only after this (Chromium keeps an answer at most 2 hours).
    headers['access-control-max-age'] = String(PREFLIGHT_MAX_AGE_SECONDS);
  }
  const body = Buffer.from(await response.arrayBuffer());
  if (compresses(req, response, body)) {
    headers['content-encoding'] = 'gzip';
    headers.vary = 'Accept-Encoding';
    delete headers['content-length'];
    res.writeHead(response.status, response.statusText, headers);
    res.end(gzipSync(body));
    return;
  }
  res.writeHead(response.status, response.statusText, headers);
  res.end(body);
}

function compresses(req: IncomingMessage, response: Response, body: Buffer): boolean {
  const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const type = response.headers.get('content-type') ?? '';
  return accepts && body.length >= 1024 && !response.headers.has('content-encoding') && /json/.test(type);
}
