// In Node, as at build time: Emotion collects the rules instead of writing them into a document.
import { appSystem, BROWN } from '@/lib/theme';
import { chakraGlobalCss, rulesWrittenBy } from './global-css';

describe('the design system’s global stylesheet (virtual:chakra-global.css)', () => {
  it('holds the layer order first, then the reset, the global styles and every token', () => {
    const css = chakraGlobalCss();
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css.indexOf('@layer reset{')).toBeLessThan(css.indexOf('@layer base{'));
    expect(css.indexOf('@layer base{')).toBeLessThan(css.indexOf('@layer tokens{'));
    // A raw colour of the theme, a palette slot the components read, a global style.
    expect(css).toContain(`--chakra-colors-brown-600:${BROWN[600]}`);
    expect(css).toContain('--chakra-colors-primary-solid:');
    expect(css).toContain('[data-early-tap][aria-busy=true]');
  });

  it('is not written again by the app’s provider, which renders with appSystem', () => {
    expect(rulesWrittenBy(appSystem)).toEqual([]);
  });
});
