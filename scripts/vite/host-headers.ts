import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { IMMUTABLE } from './immutable-assets.ts';

/**
 * Every build (preview and production): `_headers` (Netlify- and Cloudflare-Pages-style headers file)
 * with the Content-Security-Policy on every path (scripts/content-security-policy.ts; docs/backend.md
 * *Content security policy* for other hosts) and the hashed files under `<base>assets/` kept by browsers for
 * good (see immutable-assets.ts). One CSP rule covers the whole site, API docs page included, because
 * these hosts add up the headers of every rule a path matches: a second, looser policy for a folder
 * would be sent alongside the first, and the browser enforces both.
 */
export function hostHeaders(base: string, policy: string): Plugin {
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
