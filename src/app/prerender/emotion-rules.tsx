import createCache, { type EmotionCache } from '@emotion/cache';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * Renders `element(cache)` to HTML with an Emotion cache in compat mode, which collects the rules the
 * render inserts (in order) instead of writing `<style>` elements between the markup. For renders at
 * build time in Node: the prerendered landing page, the design system's global stylesheet.
 */
export function renderCollectingRules(element: (cache: EmotionCache) => ReactElement): {
  html: string;
  rules: string[];
} {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(element(cache));
  const rules = Object.values(cache.inserted).filter((rule): rule is string => typeof rule === 'string' && rule !== '');
  return { html, rules };
}
