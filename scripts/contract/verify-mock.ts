/**
 * `npm run contract:verify:mock`: starts `npm run mock:server` (scripts/mock-server.ts) on a free port,
 * runs `contract:verify` (scripts/contract/verify.ts) against it with real HTTP, checks the answers to
 * methods no path has (`methodChecks`), stops the server and exits 1 if either failed. CI runs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the mock server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the mock server did not answer ${url}/health within ${timeoutMs / 1000}s`);
}

/** One raw HTTP call (fetch cannot send TRACE): its status and `Allow` header. */
function rawCall(url: string, method: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers: { Authorization: 'Bearer contract-verify' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(`${res.statusCode} ${res.headers.allow ?? '-'}`));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Methods the contract does not define on a path answer 405 with `Allow` (TRACE included, which a fetch
 * Request cannot carry), OPTIONS 204 with `Allow`, and a path the contract does not have 404. Returns
 * the failures.
 */
async function methodChecks(baseUrl: string): Promise<string[]> {
  const cases: Array<[string, string, string]> = [
    ['TRACE', '/health', '405 GET, OPTIONS'],
    ['TRACE', '/units/any-id', '405 GET, PUT, DELETE, OPTIONS'],
    ['PATCH', '/tenants', '405 GET, POST, OPTIONS'],
    ['HEAD', '/leases/any-id', '405 GET, PUT, DELETE, OPTIONS'],
    ['OPTIONS', '/payments/rent-roll', '204 GET, OPTIONS'],
    ['TRACE', '/no-such-path', '404 -'],
    ['PATCH', '/no-such-path', '404 -'],
  ];
  const failures: string[] = [];
  for (const [method, path, expected] of cases) {
    const got = await rawCall(`${baseUrl}${path}`, method);
    if (got !== expected) failures.push(`${method} ${path}: expected ${expected}, got ${got}`);
  }
  return failures;
}

async function main(): Promise<number> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}/api`;
  const log: string[] = [];
  const server = spawn(process.execPath, [tsxCli, 'scripts/mock-server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log.push(...chunk.toString().split('\n').filter(Boolean));
    if (log.length > 400) log.splice(0, log.length - 400);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const stopped = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  try {
    console.log(`Starting the mock server on ${baseUrl} ...`);
    await waitForHealth(baseUrl, server, 60_000);
    const verifier = spawn(
      process.execPath,
      [tsxCli, 'scripts/contract/verify.ts', '--base-url', baseUrl, ...process.argv.slice(2)],
      { stdio: 'inherit' },
    );
    const walked = await new Promise<number>((resolve) => verifier.once('exit', (c) => resolve(c ?? 1)));
    const methodFailures = await methodChecks(baseUrl);
    for (const failure of methodFailures) console.log(`VIOLATION method: ${failure}`);
    console.log(`${methodFailures.length ? 'FAILED' : 'ok'}: methods the contract does not define (405, OPTIONS, 404)`);
    const code = walked || (methodFailures.length ? 1 : 0);
    if (code !== 0) console.log(`\nLast lines of the mock server's log:\n${log.slice(-40).join('\n')}`);
    return code;
  } catch (error) {
    console.error((error as Error).message);
    console.error(log.slice(-40).join('\n'));
    return 1;
  } finally {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await Promise.race([stopped, new Promise((r) => setTimeout(r, 5_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
  }
}

main().then((code) => process.exit(code));
