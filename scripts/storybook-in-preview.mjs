#!/usr/bin/env node
/**
 * After `storybook build` into the preview (`dist-preview/storybook/`): drops the `_headers` file the
 * app's Vite config writes into every build's folder. The preview's own `_headers` at its root already
 * covers `<base>storybook/` (static hosts read that one file only), and a copy in a subfolder, written
 * for a base of `/`, would only mislead.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: storybook-in-preview.mjs <storybook output folder>');
  process.exit(2);
}
rmSync(join(dir, '_headers'), { force: true });
