/**
 * The design tokens as plain numbers and colours (spec 1 §3, §9), for code that needs the values
 * themselves: the theme (src/lib/theme.ts) builds Chakra tokens from them; shared components and
 * the design-system screen read them here, never from src/app.
 */

/** Viewport classes (spec 1 §2): mobile < 600, tablet 600–959, desktop ≥ 960. `xs` is the base (0). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } as const;

/** Layer order (spec 1 §3). Dropdowns (menus, selects, popovers) share the tooltip layer so they open above modals. */
export const LAYERS = { appBar: 1000, drawer: 1200, modal: 1300, tooltip: 1500 } as const;

/** Modal widths (spec 1 §9). */
export const MODAL_WIDTHS = { small: 480, medium: 720, large: 960 } as const;

/** Sidebar width (spec 1 §9). */
export const SIDEBAR_WIDTH = 250;

export const BROWN = {
  50: '#f8f3ef',
  100: '#efe3d8',
  200: '#dfc6b1',
  300: '#c9a384',
  400: '#b07f5b',
  500: '#8f6240',
  600: '#7a5235',
  700: '#63422b',
  800: '#4d3322',
  900: '#3a2619',
  950: '#24170f',
} as const;

export const SAGE = {
  50: '#f3f6f2',
  100: '#e3eadf',
  200: '#c8d5c1',
  300: '#a7bb9d',
  400: '#86a07a',
  500: '#6b8660',
  600: '#566d4d',
  700: '#45573e',
  800: '#364432',
  900: '#2a3527',
  950: '#1a2118',
} as const;
