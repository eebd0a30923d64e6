import { rmSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Builds without mock mode (npm run build): every module under mocks/ or the mock-only UI (src/features/mock-*)
 * becomes an empty module, so no mock code, faker or MSW can reach dist/ even through a dynamic
 * import in a dead `if (mockMode)` branch (the bundler emits such chunks before dropping the branch).
 * A static named import of a mock module from app code fails the build (missing export) instead of
 * leaking. public/mockServiceWorker.js and public/mockServiceWorker-entry.js are removed from the output. scripts/check-no-mock.mjs
 * double-checks dist/.
 */
export function excludeMockModules(): Plugin {
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
