import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { system } from './theme';

// The theme registers only the recipes the app uses (to keep the landing page's JS small). A
// component whose recipe is missing renders unstyled without any error, so this derives the list
// from the code: every Chakra component imported anywhere in src/ must have its recipe.

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

function chakraImports(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(join(process.cwd(), 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const raw of match[1].split(',')) {
        const name = raw
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) found.set(name, file.replace(process.cwd() + '/', ''));
      }
    }
  }
  return found;
}

const camel = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

describe('theme recipes', () => {
  it('registers the recipe of every Chakra component the app imports', () => {
    const defaults = defaultConfig.theme ?? {};
    const recipeKeys = new Set(Object.keys(defaults.recipes ?? {}));
    const slotRecipeKeys = new Set(Object.keys(defaults.slotRecipes ?? {}));
    const missing: string[] = [];
    let checked = 0;
    for (const [name, file] of chakraImports()) {
      const key = camel(name);
      if (recipeKeys.has(key)) {
        checked++;
        if (!system.getRecipe(key)) missing.push(`${name} (recipe '${key}', used in ${file})`);
      } else if (slotRecipeKeys.has(key)) {
        checked++;
        if (!system.getSlotRecipe(key)) missing.push(`${name} (slot recipe '${key}', used in ${file})`);
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(missing, 'add these recipes back in src/lib/theme.ts').toEqual([]);
  });
});
