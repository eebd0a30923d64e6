/**
 * `npm run mock:server`: the mock API (the same MSW handlers and seeded store as the browser and the
 * tests) over plain HTTP on localhost, for curl, Postman and other API tools.
 *
 *   PORT=9090 (default) MOCK_SIZE=large (optional) npm run mock:server
 *   curl -H 'Authorization: Bearer demo' http://localhost:9090/api/health
 *
 * Every API call except /api/health needs some bearer token (any non-empty value), as in the app.
 * The store lives in memory: restart the server to get the seeded data back.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { handlers } from '../mocks/handlers';
import { resetDb } from '../mocks/db';

const port = Number(process.env.PORT ?? 9090);
const host = process.env.HOST ?? '127.0.0.1';

const seed = resetDb({ today: new Date() });

async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  let body: Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    body = Buffer.concat(chunks);
  }
  return new Request(url, { method, headers, body: body && body.length ? new Uint8Array(body) : undefined });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie?.() ?? [];
  if (cookies.length) headers['set-cookie'] = cookies;
  // Browser tools (e.g. a page on another port) may call this server directly.
  headers['access-control-allow-origin'] ??= '*';
  res.writeHead(response.status, response.statusText, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

const server = createServer(async (req, res) => {
  const started = Date.now();
  try {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
      });
      res.end();
      return;
    }
    const request = await toFetchRequest(req);
    const response = await getResponse(handlers as RequestHandler[], request);
    if (response) await send(res, response);
    else {
      res.writeHead(404, { 'content-type': 'application/problem+json' });
      res.end(
        JSON.stringify({
          type: 'about:blank',
          title: 'Not Found',
          status: 404,
          detail: `No mock handler for ${request.method} ${new URL(request.url).pathname}`,
        }),
      );
    }
  } catch (error) {
    console.error(error);
    res.writeHead(500, { 'content-type': 'application/problem+json' });
    res.end(JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status: 500 }));
  } finally {
    console.log(`${req.method} ${req.url} -> ${res.statusCode} (${Date.now() - started} ms)`);
  }
});

server.listen(port, host, () => {
  console.log(
    `Mock API (seed ${seed.seed}, size ${seed.size}) listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/api`,
  );
  console.log(`Try: curl -H 'Authorization: Bearer demo' http://localhost:${port}/api/health`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
