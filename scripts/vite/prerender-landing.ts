import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { APP_START_MODULES } from './chunk-plan.ts';
import { withViteModule } from './vite-module.ts';

/**
 * Every build: the landing page paints from HTML. `index.html` carries the markup of `/` (the shell
 * and the landing page, rendered at build time by src/app/prerender/landing-prerender.tsx from the
 * app's own route table and components) and its styles inline in the head; src/main.tsx renders the
 * app over that markup once the landing route's chunk is there, the same markup, so nothing flashes
 * or moves. `app.html` is the page without it: a host answers every other path (deep links) with it
 * (`_redirects`, `404.html`, the preview server below), so a deep link never shows the landing page
 * before its own page. A host that can only fall back to `index.html` still works; a deep link
 * then shows the landing page until the app has started. `app.html` also asks for the start-up's
 * chunks beside the entry (`modulepreload`): every page it serves starts the app at once, and without
 * the hint the browser would find them only once the entry had run.
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
      this.emitFile({ type: 'asset', fileName: 'app.html', source: withStartPreloaded(shell, bundle, base) });
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

/** `shell` with a `modulepreload` link for each chunk the app's start loads (src/app/app.tsx, src/app/start-app.tsx and their static imports). */
export function withStartPreloaded(shell: string, bundle: Rolldown.OutputBundle, base: string): string {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = byFile.get(fileName);
    if (!chunk || chunk.isEntry || files.has(fileName)) return;
    files.add(fileName);
    chunk.imports.forEach(visit);
  };
  // By the modules they hold: the chunk plan (scripts/vite/chunk-plan.ts) puts both in one chunk of its own.
  chunks
    .filter((chunk) => chunk.moduleIds.some((id) => APP_START_MODULES.test(id)))
    .forEach((chunk) => visit(chunk.fileName));
  const links = [...files].map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`);
  if (!shell.includes('</head>')) throw new Error('prerender-landing: no </head> in index.html');
  return links.length ? shell.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : shell;
}
