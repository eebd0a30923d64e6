import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/lib/theme';
import { renderCollectingRules } from './emotion-rules';

/** The rules Chakra's provider writes when it renders with `value` (nothing inside it), in order. */
export function rulesWrittenBy(value: typeof system): string[] {
  return renderCollectingRules((cache) => (
    <CacheProvider value={cache}>
      <ChakraProvider value={value}>{null}</ChakraProvider>
    </CacheProvider>
  )).rules;
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
