import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { system } from '@/lib/theme';

/**
 * The rules Chakra's provider writes when it renders with `value` (nothing inside it), in order.
 * Emotion's cache in compat mode collects them instead of writing them into a document.
 */
export function rulesWrittenBy(value: typeof system): string[] {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  renderToString(
    <CacheProvider value={cache}>
      <ChakraProvider value={value}>{null}</ChakraProvider>
    </CacheProvider>,
  );
  return Object.values(cache.inserted).filter((rule): rule is string => typeof rule === 'string' && rule !== '');
}

/**
 * The global CSS of the design system, exactly as Chakra's provider writes it at run time: the
 * cascade layers' order, the reset, every token as a CSS variable (light and dark) and the global
 * styles. The build serves it as a stylesheet (`virtual:chakra-global.css`, vite.config.ts
 * `chakraGlobalStylesheet`) and the app renders with `appSystem`, which leaves it out.
 */
export function chakraGlobalCss(): string {
  return rulesWrittenBy(system).join('');
}
