import type { Plugin } from 'vite';

/**
 * `vite preview` sends the build's Content-Security-Policy with every response, as `_headers` asks a
 * static host to, so the e2e tests (which report every violation, e2e/fixtures.ts) run the app under
 * it. The dev server and Storybook do not: Vite's dev client and Storybook's manager run inline and
 * evaluated scripts, and neither is what users get.
 */
export function previewSecurityPolicy(policy: string): Plugin {
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
