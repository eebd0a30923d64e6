import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { ssrLoadModuleOnBusyMachine, withViteModule } from './vite-module.ts';

/**
 * `import 'virtual:chakra-global.css'`: the design system's global CSS (layer order, reset, tokens,
 * global styles) as a stylesheet, made from the app's own theme by src/app/prerender/global-css.tsx
 * (loaded into Node through Vite). The app renders with `appSystem` (src/lib/theme.ts), which leaves
 * that CSS out of every render. Imported by src/main.tsx, so both HTML pages link it in their head
 * (the prerendered landing page paints with it before any script), and by Storybook's preview. Tests
 * get an empty module: jsdom computes no colours or sizes, and every rule in the document slows each
 * of its style look-ups.
 */
export function chakraGlobalStylesheet(mode: string): Plugin {
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
