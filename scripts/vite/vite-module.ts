import { createServer, type ViteDevServer } from 'vite';

/**
 * Runs `use` on a module of the project loaded into Node through Vite (the aliases, the mode's env),
 * for work a build does with the app's own code: the prerendered landing page, the built data set.
 */
export async function withViteModule<T>(
  mode: string,
  path: string,
  use: (module: Record<string, unknown>) => Promise<T>,
) {
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
export async function ssrLoadModuleOnBusyMachine(server: ViteDevServer, path: string, attempts = 10) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await server.ssrLoadModule(path);
    } catch (error) {
      if (attempt >= attempts || !/transport invoke timed out/.test(String(error))) throw error;
    }
  }
}
