import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin, PluginOption } from 'vite';

/**
 * Storybook's react-docgen plugin reads a module's components and their props (the docs pages' prop
 * tables, the controls inferred for a story's component), following the module's imports to find the
 * prop types. Left to itself it does that for every script of the project, and that is most of the
 * Storybook build's CPU. The tables are read for the components stories show: the building blocks of
 * src/components, which have docs pages, and the modules the story files import (a story's
 * `component`, the sections it renders). Those modules get docgen; the rest of the app, the mock and
 * the libraries do not.
 */
export const DOCGEN_PLUGIN_NAME = 'storybook:react-docgen-plugin';

/** Components live in .tsx modules; stories and tests are not documented. */
const COMPONENT = /\.tsx$/;
const NOT_A_COMPONENT_MODULE = /\.(stories|test)\.tsx$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * The component module a relative import names (`./components/unit-form-modal`), else null. Stories
 * import what they show relatively (beside them, or from their feature's folders); the building
 * blocks they reach through `@/components` are in the set anyway.
 */
function componentModule(specifier: string, fromFile: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier);
  return [base, `${base}.tsx`, `${base}/index.tsx`].find((file) => COMPONENT.test(file) && existsSync(file)) ?? null;
}

/** The modules whose components get docgen (absolute paths): see DOCGEN_PLUGIN_NAME. */
export function docgenModules(root: string): Set<string> {
  const src = resolve(root, 'src');
  const files = filesUnder(src).filter((file) => COMPONENT.test(file));
  const modules = new Set(
    files.filter((file) => file.startsWith(join(src, 'components')) && !NOT_A_COMPONENT_MODULE.test(file)),
  );
  for (const story of files.filter((file) => file.endsWith('.stories.tsx'))) {
    for (const [, specifier] of readFileSync(story, 'utf8').matchAll(/\bfrom\s+'([^']+)'/g)) {
      const module = componentModule(specifier, story);
      if (module && module.startsWith(src) && !NOT_A_COMPONENT_MODULE.test(module)) modules.add(module);
    }
  }
  return modules;
}

/**
 * Limits Storybook's react-docgen plugin among `plugins` to `modules`. Throws when the plugin is not
 * there: a Storybook that renamed it would otherwise parse every module again without a word.
 */
export function limitDocgen(plugins: PluginOption[], modules: ReadonlySet<string>): PluginOption[] {
  const isDocgen = (plugin: PluginOption): plugin is Plugin =>
    Boolean(plugin) && typeof plugin === 'object' && 'name' in plugin && plugin.name === DOCGEN_PLUGIN_NAME;
  const docgen = plugins.find(isDocgen);
  if (!docgen || typeof docgen.transform !== 'function') {
    throw new Error(`Storybook's ${DOCGEN_PLUGIN_NAME} (a plugin with a transform function) was not found`);
  }
  const transform = docgen.transform;
  const limited: Plugin = {
    ...docgen,
    transform(code, id, options) {
      if (!modules.has(id.split('?')[0])) return undefined;
      return transform.call(this, code, id, options);
    },
  };
  return plugins.map((plugin) => (plugin === docgen ? limited : plugin));
}
