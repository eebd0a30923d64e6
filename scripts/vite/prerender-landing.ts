import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { withViteModule } from './vite-module.ts';

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
export function prerenderLanding(mode: string, base: string): Plugin {
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
