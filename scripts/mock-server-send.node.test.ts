import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PREFLIGHT_MAX_AGE_SECONDS, send } from './mock-server-send';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** Serves `answer` through `send` and asks for it raw (no decoding), with the given method and headers. */
async function ask(answer: () => Response, method: string, headers: Record<string, string>) {
  server = createServer((req, res) => void send(res, answer(), req));
  await new Promise<void>((ready) => server!.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/leases', method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const page = {
  data: Array.from({ length: 40 }, (_, i) => ({ id: `lease-${i}`, status: 'active', monthlyRent: 1500 })),
};
const json = (body: unknown) => () => Response.json(body);

describe('the mock server over HTTP', () => {
  it('gzips a JSON answer of 1 KB or more for a client that accepts gzip', async () => {
    const answer = await ask(json(page), 'GET', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(answer.body).toString('utf8'))).toEqual(page);
    expect(answer.body.length).toBeLessThan(JSON.stringify(page).length / 3);
  });

  it('sends plain JSON to a client that does not accept gzip, and small answers as they are', async () => {
    const plain = await ask(json(page), 'GET', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8'))).toEqual(page);
    const small = await ask(json({ status: 'ok' }), 'GET', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ status: 'ok' });
  });

  it('answers a CORS preflight with the methods, the headers asked for and how long to keep it', async () => {
    const answer = await ask(() => new Response(null, { status: 204, headers: { allow: 'GET, POST' } }), 'OPTIONS', {
      origin: 'http://127.0.0.1:4470',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
    });
    expect(answer.status).toBe(204);
    expect(answer.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'authorization',
      'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
    });
  });
});
