import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Preview builds only: the files common static hosts need to serve a single-page app.
 * - `404.html`: a copy of index.html (hosts that serve 404.html for unknown paths, e.g. GitHub Pages).
 * - `_redirects`: `<base>* <base>index.html 200` (Netlify-style rewrite to the app).
 */
export function staticHostFallbacks(base: string): Plugin {
  let outDir = 'dist-preview';
  return {
    name: 'static-host-fallbacks',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // The app without the prerendered landing page (see prerender-landing.ts) answers every path but `/`.
      const shell = ['app.html', 'index.html'].find((name) => existsSync(join(outDir, name)));
      if (!shell) return;
      copyFileSync(join(outDir, shell), join(outDir, '404.html'));
      writeFileSync(join(outDir, '_redirects'), `${base}* ${base}${shell} 200\n`);
    },
  };
}
