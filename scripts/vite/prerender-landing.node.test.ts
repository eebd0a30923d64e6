import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { withStartPreloaded } from './prerender-landing';

const shell = `<html>\n  <head>\n    <script type="module" crossorigin src="/rental/assets/index.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>`;

function chunk(fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) {
  return { type: 'chunk', fileName, moduleIds, imports, isEntry } as unknown as Rolldown.OutputChunk;
}

describe('app.html (every page but the landing page)', () => {
  it("asks for the app's start-up chunks beside the entry, not the entry or a page's chunk", () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['/src/main.tsx'], [], true),
      'assets/startup.js': chunk(
        'assets/startup.js',
        ['/src/app/app.tsx', '/src/app/start-app.tsx'],
        ['assets/rolldown-runtime.js', 'assets/index.js'],
      ),
      'assets/rolldown-runtime.js': chunk('assets/rolldown-runtime.js', ['\0rolldown/runtime.js']),
      'assets/leases-list-route.js': chunk(
        'assets/leases-list-route.js',
        ['/src/features/leases/routes/leases-list-route.tsx'],
        ['assets/startup.js'],
      ),
    } as unknown as Rolldown.OutputBundle;
    const html = withStartPreloaded(shell, bundle, '/rental/');
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloaded).toEqual(['/rental/assets/startup.js', '/rental/assets/rolldown-runtime.js']);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });
});
