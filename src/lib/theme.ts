import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  markRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  selectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  statusSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { BREAKPOINTS, BROWN, LAYERS, MODAL_WIDTHS, SAGE, SIDEBAR_WIDTH } from '@/lib/design-tokens';

/**
 * The design tokens of spec 1 §3 / spec 3 §9: a brown primary colour, a sage secondary, neutral
 * and feedback colours (success, error, warning, info); breakpoints xs 0, sm 600, md 960, lg 1280,
 * xl 1920 px; layers app bar 1000, drawer 1200, modal 1300, tooltip 1500.
 *
 * Use palettes through `colorPalette="primary" | "secondary" | "neutral" | "success" | "error" |
 * "warning" | "info"` (each has solid, contrast, fg, subtle, muted, emphasized, border, focusRing).
 * Every text/background pair those slots make meets WCAG AA (4.5:1) in light mode: e.g. white on
 * primary.solid (brown.600) is 6.8:1, primary.fg (brown.700) on white 9.0:1, on primary.subtle 7.1:1.
 */

// The values live in src/lib (shared code reads them there); the theme's tests and the shell read them here too.
export { BREAKPOINTS, BROWN, LAYERS, MODAL_WIDTHS, SAGE, SIDEBAR_WIDTH };

type Scale = Record<keyof typeof BROWN, string>;

function scaleTokens(scale: Scale) {
  return Object.fromEntries(Object.entries(scale).map(([step, value]) => [step, { value }]));
}

/** The slots Chakra's recipes read from `colorPalette`, mapped onto a raw scale (`brown`, `red`, ...). */
function palette(
  base: string,
  overrides: Partial<
    Record<'contrast' | 'fg' | 'solid' | 'subtle' | 'muted' | 'emphasized' | 'focusRing' | 'border', string>
  > = {},
) {
  const slot = (light: string, dark: string) => ({ value: { _light: light, _dark: dark } });
  return {
    contrast: slot(overrides.contrast ?? 'white', 'white'),
    fg: slot(overrides.fg ?? `{colors.${base}.700}`, `{colors.${base}.300}`),
    subtle: slot(overrides.subtle ?? `{colors.${base}.100}`, `{colors.${base}.900}`),
    muted: slot(overrides.muted ?? `{colors.${base}.200}`, `{colors.${base}.800}`),
    emphasized: slot(overrides.emphasized ?? `{colors.${base}.300}`, `{colors.${base}.700}`),
    solid: slot(overrides.solid ?? `{colors.${base}.600}`, `{colors.${base}.600}`),
    focusRing: slot(overrides.focusRing ?? `{colors.${base}.500}`, `{colors.${base}.500}`),
    border: slot(overrides.border ?? `{colors.${base}.500}`, `{colors.${base}.400}`),
  };
}

const px = (n: number) => `${n}px`;

const config = defineConfig({
  theme: {
    breakpoints: {
      sm: px(BREAKPOINTS.sm),
      md: px(BREAKPOINTS.md),
      lg: px(BREAKPOINTS.lg),
      xl: px(BREAKPOINTS.xl),
    },
    tokens: {
      colors: {
        brown: scaleTokens(BROWN),
        sage: scaleTokens(SAGE),
      },
      zIndex: {
        appBar: { value: LAYERS.appBar },
        drawer: { value: LAYERS.drawer },
        modal: { value: LAYERS.modal },
        tooltip: { value: LAYERS.tooltip },
        popover: { value: LAYERS.tooltip },
      },
      sizes: {
        sidebar: { value: px(SIDEBAR_WIDTH) },
        modalSmall: { value: px(MODAL_WIDTHS.small) },
        modalMedium: { value: px(MODAL_WIDTHS.medium) },
        modalLarge: { value: px(MODAL_WIDTHS.large) },
      },
    },
    semanticTokens: {
      colors: {
        primary: palette('brown'),
        secondary: palette('sage'),
        neutral: palette('gray', { fg: '{colors.gray.700}' }),
        success: palette('green', { solid: '{colors.green.700}' }),
        error: palette('red', { solid: '{colors.red.600}' }),
        warning: palette('orange', { solid: '{colors.orange.700}' }),
        info: palette('blue', { solid: '{colors.blue.600}' }),
        // Chakra's defaults put white text on green/orange/teal/cyan .600 (3.3–3.6:1); darken for AA.
        green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.600}' } } },
        orange: {
          solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } },
          contrast: { value: { _light: 'white', _dark: 'black' } },
        },
        teal: { solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.600}' } } },
        cyan: { solid: { value: { _light: '{colors.cyan.700}', _dark: '{colors.cyan.600}' } } },
        // Feedback text on white must reach 4.5:1 (Chakra's fg.error is red.500, 3.8:1).
        fg: {
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          info: { value: { _light: '{colors.blue.600}', _dark: '{colors.blue.300}' } },
        },
        // The app's chrome: a warm off-white page, brown accents.
        bg: {
          canvas: { value: { _light: '{colors.brown.50}', _dark: '{colors.gray.950}' } },
        },
      },
    },
    recipes: {
      // A state's badge (`surface`, src/components/status-badge.tsx) rings its fill one step darker
      // than Chakra's default, so a grey state is still a visible chip on the warm page background.
      badge: { variants: { variant: { surface: { shadowColor: 'colorPalette.emphasized' } } } },
    },
    slotRecipes: {
      // A tab list never wraps and never squeezes a tab's label: on a narrow screen it scrolls sideways
      // (a tab that shrank ran its label into the next one's, or was cut off at the edge).
      tabs: {
        slots: tabsSlotRecipe.slots,
        base: {
          list: { maxW: 'full', overflowX: 'auto', flexWrap: 'nowrap', scrollbarWidth: 'thin' },
          trigger: { flexShrink: 0, whiteSpace: 'nowrap' },
        },
      },
      dialog: {
        slots: dialogSlotRecipe.slots,
        base: {
          backdrop: { '--dialog-z-index': 'zIndex.modal' },
          positioner: { '--dialog-z-index': 'zIndex.modal' },
          content: { '--dialog-z-index': 'zIndex.modal' },
        },
      },
      drawer: {
        slots: drawerSlotRecipe.slots,
        base: {
          backdrop: { '--drawer-z-index': 'zIndex.drawer' },
          positioner: { '--drawer-z-index': 'zIndex.drawer' },
          content: { '--drawer-z-index': 'zIndex.drawer' },
        },
      },
    },
  },
  globalCss: {
    html: { colorPalette: 'primary' },
    body: { bg: 'bg.canvas', color: 'fg' },
    // A Get Started or Log In tapped on the prerendered landing page before the app has started
    // (public/early-taps.js marks it busy) shows that it was taken until the app carries it out.
    '[data-early-tap][aria-busy=true]': { cursor: 'progress', opacity: 0.6 },
  },
});

/**
 * Chakra's default theme, minus the recipes of components this product has no use for (carousel,
 * code block, colour picker/swatch, date picker/input, QR code, tree view, marquee, floating
 * panel, splitter, rating, PIN input, tags input, hover card, segment group, editable, action
 * bar, blockquote, checkbox/radio cards, listbox, scroll area, slider, skip-nav link, toast, number
 * input (forms use native inputs), progress circle, file upload, timeline, combobox, steps). `defaultConfig` would bundle all of them into the first load, and the landing page's
 * initial JS budget is 200 KB gzip. Need one of them? Import its recipe from
 * '@chakra-ui/react/theme' and add it below — without it the component renders unstyled.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      kbd: kbdRecipe,
      link: linkRecipe,
      mark: markRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
      icon: iconRecipe,
      checkmark: checkmarkRecipe,
      radiomark: radiomarkRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      select: selectSlotRecipe,
      stat: statSlotRecipe,
      status: statusSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

// Breakpoints come only from `config` (Chakra's default `2xl`, 1536px, would sit below our xl, 1920px).
export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), config);

/**
 * The system the app renders with: `system` without the global CSS its provider would write on every
 * mount (the layer order, the reset, every token as a CSS variable, the global styles). That CSS is
 * the same on every page, so the build writes it once into a stylesheet (`virtual:chakra-global.css`,
 * made from `system` by src/app/prerender/global-css.tsx; src/main.tsx and Storybook's preview load
 * it): the browser parses it natively and caches it, instead of every page load serialising a few
 * thousand declarations in JS. Tests load no stylesheet (jsdom computes no colours or sizes), so a
 * render there writes only its components' rules.
 */
export const appSystem: typeof system = {
  ...system,
  _global: [],
  _config: { ...system._config, disableLayers: true },
};
