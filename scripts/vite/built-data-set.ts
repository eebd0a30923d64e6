import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { withViteModule } from './vite-module.ts';

/**
 * Preview builds: the default data set, seeded at build time (the same seeder and seed, on the day of
 * the build), written as a snapshot file `<base>assets/mock-data-<hash>.json.gz`; its address replaces
 * mocks/snapshot/built-data-set-url.ts. A browser's first visit reads it instead of downloading faker
 * and seeding (mocks/persistence.ts `loadOrSeed`); its dates move to the day of the visit.
 */
export function builtDataSet(mode: string, base: string): Plugin {
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
