import type { Plugin } from 'vite';

/** How long browsers may keep a file whose name carries its content hash (`<base>assets/`): for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `vite preview` serves every file with `Cache-Control: no-cache`. The files under `<base>assets/` carry
 * a content hash in their names, so a static host should let browsers keep them for good (`_headers`,
 * host-headers.ts, does that on Netlify- and Cloudflare-style hosts); the preview server does the same, so
 * that a reload there costs what it costs on such a host. With `no-cache`, each reload revalidates every
 * chunk and Chromium compiles them afresh instead of reusing its code cache.
 */
export function immutableAssets(base: string): Plugin {
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
