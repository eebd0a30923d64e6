/**
 * The production build on real parts, on this machine: three origins, as in production.
 * - the app: `dist/` served like a static host with its `_headers` (the production CSP, the cache
 *   rules; scripts/static-host.mjs) on http://localhost:<base>;
 * - the OpenID provider (scripts/oidc-provider.ts) on http://127.0.0.1:<base + 1>;
 * - the API: `npm run mock:server -- --issuer <provider>` on http://127.0.0.1:<base + 2>/api.
 * The build carries the provider's and the API's addresses (VITE_OIDC_AUTHORITY, VITE_API_BASE_URL),
 * so the ports are fixed: PROD_LOCAL_PORT (default 4470) is the first of the three.
 * Used by `npm run start:prod-local` (scripts/start-prod-local.ts) and the e2e lane (e2e/prod/).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MOCK_CLIENT_ID } from '../src/lib/config';
import { startOidcProvider, type RunningProvider } from './oidc-provider';
import { serve } from './static-host.mjs';

export interface ProdLocalAddresses {
  /** The app's origin. */
  app: string;
  /** The provider's issuer (VITE_OIDC_AUTHORITY). */
  provider: string;
  /** The API's base URL (VITE_API_BASE_URL). */
  api: string;
}

export const PROD_LOCAL_PORT = Number(process.env.PROD_LOCAL_PORT || 4470);

export function prodLocalAddresses(base = PROD_LOCAL_PORT): ProdLocalAddresses {
  return {
    app: `http://localhost:${base}`,
    provider: `http://127.0.0.1:${base + 1}`,
    api: `http://127.0.0.1:${base + 2}/api`,
  };
}

/** The build's variables for these servers (the rest keep their defaults, docs/production-build.md). */
export function prodBuildEnv(addresses: ProdLocalAddresses): Record<string, string> {
  return {
    VITE_OIDC_AUTHORITY: addresses.provider,
    VITE_OIDC_CLIENT_ID: MOCK_CLIENT_ID,
    VITE_API_BASE_URL: addresses.api,
  };
}

/** The newest modification time of the files the build is made from. */
function newestSource(): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const path of BUILD_SOURCES) visit(path);
  return newest;
}
const BUILD_SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'scripts/vite', 'package-lock.json'];

/**
 * Whether `dir` holds a production build made for these addresses (their URLs are in its scripts)
 * from the current sources (none changed since).
 */
export function isBuiltFor(addresses: ProdLocalAddresses, dir = 'dist'): boolean {
  if (!existsSync(join(dir, 'index.html')) || existsSync(join(dir, 'mockServiceWorker.js'))) return false;
  if (statSync(join(dir, 'index.html')).mtimeMs < newestSource()) return false;
  const scripts = readdirSync(join(dir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(dir, 'assets', name), 'utf8'));
  return [addresses.provider, addresses.api].every((url) =>
    scripts.some((text) => [`"${url}"`, `\`${url}\``].some((literal) => text.includes(literal))),
  );
}

/**
 * `npm run build` (with its no-mock check) for these addresses: they win over the same variables in
 * the environment (the build must call the servers started beside it); any other VITE_* is kept.
 */
export function buildFor(addresses: ProdLocalAddresses): void {
  console.log(`Building dist/ for the provider ${addresses.provider} and the API ${addresses.api}`);
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, ...prodBuildEnv(addresses) },
  });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function waitFor(url: string, what: string, process: ChildProcess, seconds = 120): Promise<void> {
  for (let i = 0; i < seconds * 5; i++) {
    if (process.exitCode !== null) throw new Error(`${what} exited (${process.exitCode}) before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer ${url} within ${seconds} s`);
}

/** Runs `start` again while its port is still taken (a previous test worker's server closing), up to 10 s. */
async function whilePortInUse<T>(start: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await start();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

export interface ProdLocalStack {
  addresses: ProdLocalAddresses;
  provider: RunningProvider;
  /** Stops the API server (the app then meets a server that does not answer). */
  stopApi(): Promise<void>;
  /** Starts the API server again (its store seeded anew); `issuer` replaces the provider it trusts. */
  startApi(issuer?: string): Promise<void>;
  stop(): Promise<void>;
}

export interface ProdLocalOptions {
  addresses?: ProdLocalAddresses;
  dir?: string;
  /** Access-token lifetime at the provider, in seconds. */
  accessTokenTtl?: number;
  /** Where the API server's log goes ('inherit' to show it). */
  apiOutput?: 'inherit' | 'ignore';
  /** false: `addresses.api` is a server of your own, already running; no mock:server is started. */
  mockApi?: boolean;
}

/** Starts the three servers over a build made for them (see isBuiltFor / buildFor). */
export async function startProdLocal(options: ProdLocalOptions = {}): Promise<ProdLocalStack> {
  const addresses = options.addresses ?? prodLocalAddresses();
  const dir = options.dir ?? 'dist';
  const port = (url: string) => Number(new URL(url).port);
  const provider = await startOidcProvider({
    port: port(addresses.provider),
    host: new URL(addresses.provider).hostname,
    appOrigins: [addresses.app],
    accessTokenTtl: options.accessTokenTtl,
  });
  const host = await whilePortInUse(() => serve(dir, port(addresses.app)));
  let api: ChildProcess | null = null;

  const startApi = async (issuer = provider.issuer) => {
    const tsx = join('node_modules', '.bin', 'tsx');
    api = spawn(tsx, ['scripts/mock-server.ts', '--issuer', issuer], {
      env: { ...process.env, PORT: String(port(addresses.api)), HOST: new URL(addresses.api).hostname },
      stdio: ['ignore', options.apiOutput ?? 'ignore', 'inherit'],
    });
    await waitFor(`${addresses.api}/health`, 'The API server (mock:server)', api);
  };
  // The API server is a child process: it goes when this process does, however it ends.
  const killApi = () => api?.kill();
  process.once('exit', killApi);
  const stopApi = async () => {
    const running = api;
    api = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };
  try {
    if (options.mockApi !== false) await startApi();
  } catch (error) {
    await stopApi();
    host.close();
    await provider.close();
    throw error;
  }
  return {
    addresses,
    provider,
    stopApi,
    startApi,
    async stop() {
      process.off('exit', killApi);
      await stopApi();
      host.closeAllConnections();
      await new Promise((resolve) => host.close(resolve));
      await provider.close();
    },
  };
}
