/**
 * `npm run mock:server`: the mock API (the same MSW handlers and seeded store as the browser and the
 * tests) over plain HTTP on localhost, for curl, Postman and other API tools.
 *
 *   PORT=9090 (default) MOCK_SIZE=large (optional) npm run mock:server
 *   curl -H 'Authorization: Bearer demo' http://localhost:9090/api/health
 *
 * The demo controls' faults, latency and data set (docs/qa.md), as flags or environment variables:
 *   npm run mock:server -- --mock 'error:503:tenants,slow:2000:*' --latency fast3g --data empty
 *   MOCK_FAULTS='never:dashboard' MOCK_LATENCY=slow MOCK_DATA=large npm run mock:server
 * A data snapshot (the file *Download data* in the demo controls saves) instead of a seeded data set:
 *   npm run mock:server -- --data-file rental-manager-data.json.gz
 * The day the mock takes as today (its "today" rules only; the data keeps the real day's dates):
 *   npm run mock:server -- --today 2026-12-06      or      MOCK_TODAY=2026-12-06 npm run mock:server
 *
 * Every API call except /api/health needs some bearer token (any non-empty value), as in the app.
 * With `--issuer URL` (or MOCK_ISSUER) it checks the token as a real API would: a JWT signed by that
 * OpenID provider (keys from its discovery document), not expired, audience `rentalmanagerapi`;
 * otherwise 401 with the problem body naming why (scripts/mock-server-bearer.ts):
 *   npm run mock:server -- --issuer http://127.0.0.1:9091
 * The store lives in memory: restart the server to get the seeded data back.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { parseArgs } from 'node:util';
import { getResponse, type RequestHandler } from 'msw';
import { isCalendarDay, setClockDay } from '../src/lib/clock';
import { loadHandlers } from '../mocks/all-handlers';
import { methodAnswer } from '../mocks/handlers/method-gate';
import { faultHandler } from '../mocks/faults/handler';
import { describeFault, parseDataSet, parseFaults, parseLatency } from '../mocks/faults/syntax';
import { startMockServerStore } from './mock-server-store';
import { bearerCheck } from './mock-server-bearer';
import { send } from './mock-server-send';

const { values: flags } = parseArgs({
  options: {
    mock: { type: 'string' },
    latency: { type: 'string' },
    data: { type: 'string' },
    'data-file': { type: 'string' },
    today: { type: 'string' },
    issuer: { type: 'string' },
  },
  allowPositionals: false,
});

const port = Number(process.env.PORT ?? 9090);
const host = process.env.HOST ?? '127.0.0.1';

const faultText = flags.mock ?? process.env.MOCK_FAULTS ?? '';
const parsedFaults = parseFaults(faultText);
for (const error of parsedFaults.errors) console.warn(`Ignoring fault ${error}`);
const latencyText = flags.latency ?? process.env.MOCK_LATENCY ?? 'off';
const latency = parseLatency(latencyText);
if (!latency) console.warn(`Ignoring latency "${latencyText}" (off, fast3g or slow)`);
const dataText = flags.data ?? process.env.MOCK_DATA ?? process.env.MOCK_SIZE ?? 'default';
const dataSet = parseDataSet(dataText) ?? 'default';

const todayText = flags.today ?? process.env.MOCK_TODAY ?? '';
if (todayText && !isCalendarDay(todayText)) {
  console.error(`Refusing --today / MOCK_TODAY "${todayText}": not a calendar day (YYYY-MM-DD).`);
  process.exit(1);
}
// After the seed: the data is seeded on the real day, the clock only moves "today".
const setToday = () => setClockDay(todayText || null);

const dataFile = flags['data-file'] ?? process.env.MOCK_DATA_FILE;
let seed: { seed: number };
try {
  seed = await startMockServerStore({ dataSet, dataFile });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
setToday();
const issuer = flags.issuer ?? process.env.MOCK_ISSUER;
const checkBearer = issuer ? bearerCheck({ issuer }) : null;
const settings = { faults: parsedFaults.faults, latency: latency ?? 'off' };
const serverHandlers = [faultHandler(() => settings), ...(await loadHandlers())] as RequestHandler[];

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

/** Methods a fetch `Request` cannot carry (the Fetch standard forbids them), answered without one. */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

const server = createServer(async (req, res) => {
  const started = Date.now();
  try {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`);
    const request = FORBIDDEN_METHODS.has(method) ? null : await toFetchRequest(req);
    const response = !request
      ? methodAnswer(method, { url: url.href })
      : ((await checkBearer?.(request)) ?? (await getResponse(serverHandlers, request)));
    if (response?.type === 'error') {
      // A `network` fault: drop the connection, as a failing network would.
      req.socket.destroy();
      return;
    }
    if (response) await send(res, response, req);
    else {
      res.writeHead(404, { 'content-type': 'application/problem+json' });
      res.end(
        JSON.stringify({
          type: 'about:blank',
          title: 'Not Found',
          status: 404,
          detail: `No mock handler for ${method} ${url.pathname}`,
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
    `Mock API (${dataFile ? `data file ${dataFile}` : `seed ${seed.seed}, data ${dataSet}`}) listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/api`,
  );
  for (const fault of settings.faults) console.log(`Fault on: ${describeFault(fault)}`);
  if (settings.latency !== 'off') console.log(`Latency on: ${settings.latency}`);
  if (todayText) console.log(`Today is ${todayText} (set)`);
  if (issuer) console.log(`Bearer tokens checked: signed by ${issuer}, audience rentalmanagerapi`);
  console.log(`Try: curl -H 'Authorization: Bearer demo' http://localhost:${port}/api/health`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
