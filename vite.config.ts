/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { fileURLToPath, URL } from 'node:url';
import { copyFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { createServer, defineConfig, loadEnv, type Plugin, type ViteDevServer } from 'vite';
import react from '@vitejs/plugin-react';
import { contentSecurityPolicy } from './scripts/content-security-policy.ts';
import { bodyValidatorsModule, contractRulesModule, recordValidatorsModule } from './scripts/validators-module.ts';

/**
 * Modes:
 * - `development` (npm run dev): mock API + mock sign-in in the browser (see .env.development).
 * - `production` (npm run build): real API and identity provider from VITE_* variables; no mock code.
 * - `preview` (npm run build:preview): the whole app on the mock, a static site in dist-preview/.
 * BASE_PATH (e.g. /some/path/) builds for a sub-path; the router basename, the MSW worker URL
 * and the assets all follow Vite's `base`.
 */
function normaliseBase(value: string | undefined): string {
  if (!value) return '/';
  let base = value.startsWith('/') ? value : `/${value}`;
  if (!base.endsWith('/')) base += '/';
  return base;
}

/** How long browsers may keep a file whose name carries its content hash (`<base>assets/`): for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Preview builds only: the files common static hosts need to serve a single-page app.
 * - `404.html`: a copy of index.html (hosts that serve 404.html for unknown paths, e.g. GitHub Pages).
 * - `_redirects`: `<base>* <base>index.html 200` (Netlify-style rewrite to the app).
 */
function staticHostFallbacks(base: string): Plugin {
  let outDir = 'dist-preview';
  return {
    name: 'static-host-fallbacks',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // The app without the prerendered landing page (see prerenderLanding) answers every path but `/`.
      const shell = ['app.html', 'index.html'].find((name) => existsSync(join(outDir, name)));
      if (!shell) return;
      copyFileSync(join(outDir, shell), join(outDir, '404.html'));
      writeFileSync(join(outDir, '_redirects'), `${base}* ${base}${shell} 200\n`);
    },
  };
}

/**
 * Runs `use` on a module of the project loaded into Node through Vite (the aliases, the mode's env),
 * for work a build does with the app's own code: the prerendered landing page, the built data set.
 */
async function withViteModule<T>(mode: string, path: string, use: (module: Record<string, unknown>) => Promise<T>) {
  const server = await createServer({
    mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await use(await ssrLoadModuleOnBusyMachine(server, path));
  } finally {
    await server.close();
  }
}

/**
 * `server.ssrLoadModule`, asked again when Vite's module runner gives up waiting for a module
 * (its fixed 60 s per request): on a machine whose cores are taken (a build at `nice 19` beside the
 * test lanes in .ci/run), transforming a module can take longer than that. The transform goes on
 * meanwhile, so a later request finds it done.
 */
async function ssrLoadModuleOnBusyMachine(server: ViteDevServer, path: string, attempts = 10) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await server.ssrLoadModule(path);
    } catch (error) {
      if (attempt >= attempts || !/transport invoke timed out/.test(String(error))) throw error;
    }
  }
}

/**
 * Every build: the landing page paints from HTML. `index.html` carries the markup of `/` (the shell
 * and the landing page, rendered at build time by src/app/prerender/landing-prerender.tsx from the
 * app's own route table and components) and its styles inline in the head; src/main.tsx renders the
 * app over that markup once the landing route's chunk is there, the same markup, so nothing flashes
 * or moves. `app.html` is the page without it: a host answers every other path (deep links) with it
 * (`_redirects`, `404.html`, the preview server below), so a deep link never shows the landing page
 * before its own page. A host that can only fall back to `index.html` still works; a deep link
 * then shows the landing page until the app has started.
 */
function prerenderLanding(mode: string, base: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'prerender-landing',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') return;
      const shell = String(page.source);
      this.emitFile({ type: 'asset', fileName: 'app.html', source: shell });
      // The same modules as the app, loaded through Vite (aliases, env) into Node for one render.
      const { html, css } = await withViteModule(mode, '/src/app/prerender/landing-prerender.tsx', (module) =>
        (module.prerenderLanding as () => Promise<{ html: string; css: string }>)(),
      );
      if (!shell.includes('<div id="root"></div>')) throw new Error('prerender-landing: no empty #root in index.html');
      page.source = shell
        .replace('</head>', `<style data-prerendered>${css}</style>\n  </head>`)
        .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '').split(/[?#]/)[0];
        const html = req.headers.accept?.includes('text/html');
        const inApp = path.startsWith(base) && path !== base && path !== `${base}index.html`;
        const file = /\.[a-z0-9]+$/i.test(path) || existsSync(join(outDir, path.slice(base.length), 'index.html'));
        if (html && inApp && !file && existsSync(join(outDir, 'app.html'))) req.url = `${base}app.html`;
        next();
      });
    },
  };
}

/**
 * `import 'virtual:chakra-global.css'`: the design system's global CSS (layer order, reset, tokens,
 * global styles) as a stylesheet, made from the app's own theme by src/app/prerender/global-css.tsx
 * (loaded into Node through Vite). The app renders with `appSystem` (src/lib/theme.ts), which leaves
 * that CSS out of every render. Imported by src/main.tsx, so both HTML pages link it in their head
 * (the prerendered landing page paints with it before any script), and by Storybook's preview. Tests
 * get an empty module: jsdom computes no colours or sizes, and every rule in the document slows each
 * of its style look-ups.
 */
function chakraGlobalStylesheet(mode: string): Plugin {
  const id = 'virtual:chakra-global.css';
  // Vite's CSS pipeline takes a module by its name's extension.
  const resolvedId = `\0${id}`;
  const source = '/src/app/prerender/global-css.tsx';
  const cssOf = (module: Record<string, unknown>) => (module.chakraGlobalCss as () => string)();
  let server: ViteDevServer | undefined;
  // A build makes the stylesheet before it starts bundling (whose own work would otherwise hold up the
  // module's loading in the same process), and only once.
  let built: Promise<string> | undefined;
  const buildCss = () => (built ??= withViteModule(mode, source, async (module) => cssOf(module)));
  return {
    name: 'chakra-global-stylesheet',
    configureServer(devServer) {
      server = devServer;
    },
    async buildStart() {
      if (server || mode === 'test') return;
      await buildCss();
    },
    resolveId(request) {
      return request === id ? resolvedId : undefined;
    },
    async load(requested) {
      if (requested !== resolvedId) return undefined;
      if (mode === 'test') return '';
      // A change to the theme makes the stylesheet again in the dev server.
      for (const file of ['src/lib/theme.ts', 'src/lib/design-tokens.ts']) this.addWatchFile(resolve(file));
      if (server) return cssOf(await ssrLoadModuleOnBusyMachine(server, source));
      return buildCss();
    },
  };
}

/**
 * Every build (preview and production): `_headers` (Netlify- and Cloudflare-Pages-style headers file)
 * with the Content-Security-Policy on every path (scripts/content-security-policy.ts; docs/backend.md
 * *Content security policy* for other hosts) and the hashed files under `<base>assets/` kept by browsers for
 * good (see `immutableAssets`). One CSP rule covers the whole site, API docs page included, because
 * these hosts add up the headers of every rule a path matches: a second, looser policy for a folder
 * would be sent alongside the first, and the browser enforces both.
 */
function hostHeaders(base: string, policy: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'host-headers',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!existsSync(join(outDir, 'index.html'))) return;
      writeFileSync(
        join(outDir, '_headers'),
        `${base}*\n  Content-Security-Policy: ${policy}\n${base}assets/*\n  Cache-Control: ${IMMUTABLE}\n`,
      );
    },
  };
}

/**
 * `vite preview` sends the build's Content-Security-Policy with every response, as `_headers` asks a
 * static host to, so the e2e tests (which report every violation, e2e/fixtures.ts) run the app under
 * it. The dev server and Storybook do not: Vite's dev client and Storybook's manager run inline and
 * evaluated scripts, and neither is what users get.
 */
function previewSecurityPolicy(policy: string): Plugin {
  return {
    name: 'preview-security-policy',
    configurePreviewServer(server) {
      server.middlewares.use((_req, res, next) => {
        res.setHeader('Content-Security-Policy', policy);
        next();
      });
    },
  };
}

/**
 * `vite preview` serves every file with `Cache-Control: no-cache`. The files under `<base>assets/` carry
 * a content hash in their names, so a static host should let browsers keep them for good (`_headers`
 * below does that on Netlify- and Cloudflare-style hosts); the preview server does the same, so that
 * a reload there costs what it costs on such a host. With `no-cache`, each reload revalidates every
 * chunk and Chromium compiles them afresh instead of reusing its code cache.
 */
function immutableAssets(base: string): Plugin {
  return {
    name: 'immutable-assets',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith(`${base}assets/`)) {
          const setHeader = res.setHeader.bind(res);
          res.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'cache-control' ? IMMUTABLE : value);
        }
        next();
      });
    },
  };
}

/**
 * Builds without mock mode (npm run build): every module under mocks/ or the mock-only UI
 * (src/features/mock-*) becomes an empty module, so no mock code, faker or MSW can reach dist/ even
 * through a dynamic import in a dead `if (mockMode)` branch (the bundler emits such chunks before
 * dropping the branch).
 * A static named import of a mock module from app code fails the build (missing export) instead of
 * leaking. public/mockServiceWorker.js and public/mockServiceWorker-entry.js are removed from the output. scripts/check-no-mock.mjs
 * double-checks dist/.
 */
function excludeMockModules(): Plugin {
  // mocks/ and the mock-only UI (src/features/mock-*).
  const mockRoots = [resolve('mocks') + sep, resolve('src/features') + sep + 'mock-'];
  const EMPTY = '\0mock-free-build';
  let outDir = 'dist';
  return {
    name: 'exclude-mock-modules',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // public/mockServiceWorker.js and its entry are copied with the other static files: drop them.
    closeBundle() {
      rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
      rmSync(join(outDir, 'mockServiceWorker-entry.js'), { force: true });
    },
    async resolveId(source, importer, options) {
      if (!importer || source === EMPTY) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && mockRoots.some((root) => resolved.id.startsWith(root))) return EMPTY;
      return null;
    },
    load(id) {
      return id === EMPTY ? 'export {};' : null;
    },
  };
}

/**
 * Builds of the mock (preview): the contract's rules and the mock's query parameter, request body and
 * snapshot record validators compiled at build time, not in the browser, where Ajv's compiler would need
 * `new Function` and the Content-Security-Policy refuses it (mocks/support/contract-rules.ts,
 * mocks/support/body-validators.ts, mocks/snapshot/record-validators.ts). Tests, the dev server and Node
 * compile at run time.
 */
function precompiledValidators(): Plugin {
  const modules = new Map<string, () => string>([
    [resolve('mocks/support/contract-rules.ts'), () => contractRulesModule()],
    [resolve('mocks/support/body-validators.ts'), () => bodyValidatorsModule()],
    [resolve('mocks/snapshot/record-validators.ts'), () => recordValidatorsModule()],
  ]);
  return {
    name: 'precompiled-validators',
    apply: 'build',
    load(id) {
      return modules.get(id)?.() ?? null;
    },
  };
}

/**
 * Preview builds: the default data set, seeded at build time (the same seeder and seed, on the day of
 * the build), written as a snapshot file `<base>assets/mock-data-<hash>.json.gz`; its address replaces
 * mocks/snapshot/built-data-set-url.ts. A browser's first visit reads it instead of downloading faker
 * and seeding (mocks/persistence.ts `loadOrSeed`); its dates move to the day of the visit.
 */
function builtDataSet(mode: string, base: string): Plugin {
  const target = resolve('mocks/snapshot/built-data-set-url.ts');
  let url: string | undefined;
  return {
    name: 'built-data-set',
    apply: 'build',
    async buildStart() {
      const bytes = await withViteModule(mode, '/scripts/built-data-set.ts', (module) =>
        (module.builtDataSetBytes as (today: Date) => Promise<Uint8Array>)(new Date()),
      );
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
      const fileName = `assets/mock-data-${hash}.json.gz`;
      this.emitFile({ type: 'asset', fileName, source: bytes });
      url = `${base}${fileName}`;
    },
    load(id) {
      return id === target && url ? `export const builtDataSetUrl = ${JSON.stringify(url)};` : null;
    },
  };
}

/**
 * Browser builds of the mock (preview, Storybook): MSW's cookie jar gets mocks/support/light-cookie-jar.ts
 * instead of tough-cookie (and tough-cookie's public suffix list, tldts): the few calls MSW makes, and
 * the mock sets no cookies (see there why that is safe). Node and the dev server keep tough-cookie.
 */
function lightCookieJar(): Plugin {
  const replacement = resolve('mocks/support/light-cookie-jar.ts');
  return {
    name: 'light-cookie-jar',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'tough-cookie' && importer?.includes(`${sep}msw${sep}`) ? replacement : null;
    },
  };
}

/**
 * Test files that need a fresh jsdom document and module graph (Vitest's per-file isolation), each
 * with its reason; every other file shares its worker's (docs/testing.md).
 */
const isolatedTestFiles = [
  // The story tests play stories with storybook/test, which bundles its own copy of user-event: it
  // prepares the shared document as well, and typing with the app tests' copy afterwards leaves
  // inputs empty (suggestion-input and search tests failed after the stories in the same worker).
  'src/testing/stories.test.tsx',
  'src/testing/stories-2.test.tsx',
  'src/testing/stories-mock-state.test.tsx',
];

/** What every jsdom test file runs first (docs/testing.md); the `node` project has no such setup. */
const jsdomSetup = './src/testing/setup.ts';

/** The build's policy from its mode's env: mock builds call their own origin, production the configured hosts. */
function policyFor(mode: string): string {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return contentSecurityPolicy({
    mock: env.VITE_MOCK === 'true',
    apiBaseUrl: env.VITE_API_BASE_URL,
    oidcAuthority: env.VITE_OIDC_AUTHORITY,
  });
}

export default defineConfig(({ mode }) => ({
  base: normaliseBase(process.env.BASE_PATH),
  plugins: [
    react(),
    chakraGlobalStylesheet(mode),
    prerenderLanding(mode, normaliseBase(process.env.BASE_PATH)),
    ...(mode === 'preview'
      ? [
          staticHostFallbacks(normaliseBase(process.env.BASE_PATH)),
          builtDataSet(mode, normaliseBase(process.env.BASE_PATH)),
        ]
      : []),
    hostHeaders(normaliseBase(process.env.BASE_PATH), policyFor(mode)),
    immutableAssets(normaliseBase(process.env.BASE_PATH)),
    previewSecurityPolicy(policyFor(mode)),
    ...(mode !== 'test' && loadEnv(mode, process.cwd(), 'VITE_').VITE_MOCK !== 'true' ? [excludeMockModules()] : []),
    ...(loadEnv(mode, process.cwd(), 'VITE_').VITE_MOCK === 'true' ? [precompiledValidators(), lightCookieJar()] : []),
  ],
  // The mock API's worker (mocks/worker/): ES modules (it loads an area's handlers on demand), built
  // with the mock builds' own plugins.
  worker: {
    format: 'es' as const,
    plugins: () =>
      loadEnv(mode, process.cwd(), 'VITE_').VITE_MOCK === 'true' ? [precompiledValidators(), lightCookieJar()] : [],
  },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  build: {
    outDir: mode === 'preview' ? 'dist-preview' : 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: read by scripts/check-bundle.mjs (the landing page's initial JS budget).
    manifest: true,
    chunkSizeWarningLimit: 800,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  // Vitest (docs/testing.md). Test files share one jsdom environment and module graph per worker
  // (`isolate: false`): src/testing/setup.ts puts back after every test what a test can change.
  test: {
    globals: true,
    environment: 'jsdom',
    css: false,
    testTimeout: 20000,
    hookTimeout: 20000,
    pool: 'threads',
    isolate: false,
    // Vitest's default on 2 cores is one worker (cores − 1). Three workers on two cores: a worker
    // that waits (on a timer, a poll, its own start) leaves a core to the others instead of idle.
    maxWorkers: 3,
    env: { TZ: 'UTC' },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          setupFiles: [jsdomSetup],
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/.git/**', '**/*.node.test.{ts,tsx}', ...isolatedTestFiles],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'isolated', setupFiles: [jsdomSetup], isolate: true, include: isolatedTestFiles },
      },
      // Build-time code (what vite.config.ts loads into Node through Vite, and Storybook's configuration)
      // tested in Node as the build runs it: libraries pick their server builds there (Emotion collects
      // rules instead of writing them into a document). No jsdom, no setup file.
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.node.test.{ts,tsx}', '.storybook/**/*.node.test.ts', 'scripts/**/*.node.test.ts'],
        },
      },
    ],
  },
}));
