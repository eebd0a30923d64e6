import { system, BREAKPOINTS, LAYERS } from './theme';

describe('theme (spec 1 §3 design tokens)', () => {
  it('has exactly the spec breakpoints: sm 600, md 960, lg 1280, xl 1920 (xs is the base)', () => {
    const conditions = system.breakpoints.conditions as Record<string, string>;
    expect(conditions.sm).toBe('@media screen and (min-width: 37.5rem)'); // 600px
    expect(conditions.md).toBe('@media screen and (min-width: 60rem)'); // 960px
    expect(conditions.lg).toBe('@media screen and (min-width: 80rem)'); // 1280px
    expect(conditions.xl).toBe('@media screen and (min-width: 120rem)'); // 1920px
    expect(conditions['2xl']).toBeUndefined();
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 });
  });

  it('orders the layers app bar 1000 < drawer 1200 < modal 1300 < tooltip 1500', () => {
    expect(system.token('zIndex.appBar')).toBe(1000);
    expect(system.token('zIndex.drawer')).toBe(1200);
    expect(system.token('zIndex.modal')).toBe(1300);
    expect(system.token('zIndex.tooltip')).toBe(1500);
    expect(LAYERS).toEqual({ appBar: 1000, drawer: 1200, modal: 1300, tooltip: 1500 });
  });

  it('puts dialogs on the modal layer and drawers on the drawer layer', () => {
    const dialog = system.getSlotRecipe('dialog');
    const drawer = system.getSlotRecipe('drawer');
    expect(dialog.base?.positioner?.['--dialog-z-index' as never]).toBe('zIndex.modal');
    expect(drawer.base?.positioner?.['--drawer-z-index' as never]).toBe('zIndex.drawer');
  });

  it('defines the brown primary, sage secondary and feedback palettes', () => {
    for (const palette of ['primary', 'secondary', 'neutral', 'success', 'error', 'warning', 'info']) {
      for (const slot of ['solid', 'contrast', 'fg', 'subtle', 'muted', 'emphasized', 'focusRing', 'border']) {
        expect(system.tokens.getByName(`colors.${palette}.${slot}`), `${palette}.${slot}`).toBeDefined();
      }
    }
    expect(system.token('colors.brown.600')).toBe('#7a5235');
    expect(system.token('colors.sage.600')).toBe('#566d4d');
  });

  it('keeps the recipes of the components the app uses', () => {
    for (const recipe of ['button', 'badge', 'input', 'link', 'heading', 'spinner', 'textarea']) {
      expect(system.getRecipe(recipe)?.base, recipe).toBeDefined();
    }
    for (const slotRecipe of [
      'dialog',
      'drawer',
      'alert',
      'avatar',
      'card',
      'field',
      'nativeSelect',
      'checkbox',
      'table',
      'tabs',
      'menu',
      'select',
      'emptyState',
      'dataList',
      'accordion',
      'progress',
      'switch',
      'fieldset',
    ]) {
      expect(system.getSlotRecipe(slotRecipe)?.slots?.length, slotRecipe).toBeGreaterThan(0);
    }
  });
});
