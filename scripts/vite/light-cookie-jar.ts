import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Browser builds of the mock (preview, Storybook): MSW's cookie jar gets mocks/support/light-cookie-jar.ts
 * instead of tough-cookie (and tough-cookie's public suffix list, tldts): the few calls MSW makes, and
 * the mock sets no cookies (see there why that is safe). Node and the dev server keep tough-cookie.
 */
export function lightCookieJar(): Plugin {
  const replacement = resolve('mocks/support/light-cookie-jar.ts');
  return {
    name: 'light-cookie-jar',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'tough-cookie' && importer?.includes(`${sep}msw${sep}`) ? replacement : null;
    },
  };
}
