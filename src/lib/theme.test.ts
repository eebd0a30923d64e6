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
    const palettes = ['primary', 'secondary', 'neutral', 'success', 'error', 'warning', 'info'];
    const slots = ['solid', 'contrast', 'fg', 'subtle', 'muted', 'emphasized', 'focusRing', 'border'];
    const missing = palettes
      .flatMap((palette) => slots.map((slot) => `${palette}.${slot}`))
      .filter((name) => system.tokens.getByName(`colors.${name}`) === undefined);
    expect(missing).toEqual([]);
    expect(system.token('colors.brown.600')).toBe('#7a5235');
    expect(system.token('colors.sage.600')).toBe('#566d4d');
  });

  it('keeps the recipes of the components the app uses', () => {
    const recipes = ['button', 'badge', 'input', 'link', 'heading', 'spinner', 'textarea'];
    expect(recipes.filter((recipe) => system.getRecipe(recipe)?.base === undefined)).toEqual([]);
    const slotRecipes = [
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
    ];
    // A failure names every recipe that is missing or has no slots.
    const withoutSlots = slotRecipes.filter(
      (slotRecipe) => !((system.getSlotRecipe(slotRecipe)?.slots?.length ?? 0) > 0),
    );
    expect(withoutSlots).toEqual([]);
  });
});
