import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { appSystem, BROWN, system } from '@/lib/theme';
import { chakraGlobalCss } from './global-css';

/** The rules a provider with `value` writes when it renders, with nothing inside it. */
function rulesWrittenBy(value: typeof system): string[] {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  renderToString(
    <CacheProvider value={cache}>
      <ChakraProvider value={value}>{null}</ChakraProvider>
    </CacheProvider>,
  );
  return Object.values(cache.inserted).filter((rule): rule is string => typeof rule === 'string' && rule !== '');
}

describe('the design system’s global stylesheet (virtual:chakra-global.css)', () => {
  it('is what the provider writes: the layer order first, then the reset, the global styles and every token', () => {
    const css = chakraGlobalCss();
    expect(css).toBe(rulesWrittenBy(system).join(''));
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css.indexOf('@layer reset{')).toBeLessThan(css.indexOf('@layer base{'));
    expect(css.indexOf('@layer base{')).toBeLessThan(css.indexOf('@layer tokens{'));
    // A raw colour of the theme and a palette slot the components read.
    expect(css).toContain(`--chakra-colors-brown-600:${BROWN[600]}`);
    expect(css).toContain('--chakra-colors-primary-solid:');
  });

  it('is not written again by the app’s provider, which renders with appSystem', () => {
    expect(rulesWrittenBy(appSystem)).toEqual([]);
  });
});
