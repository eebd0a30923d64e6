import { resolve } from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { describe, expect, it } from 'vitest';
import { DOCGEN_PLUGIN_NAME, docgenModules, limitDocgen } from './docgen-scope';

const root = resolve(import.meta.dirname, '..');
const at = (path: string) => resolve(root, path);

describe('docgenModules', () => {
  const modules = docgenModules(root);

  it('holds the building blocks and the components story files import', () => {
    expect(modules).toContain(at('src/components/status-badge.tsx'));
    expect(modules).toContain(at('src/components/pickers/tenant-picker.tsx'));
    // unit-form.stories.tsx shows UnitFormModal (`./components/unit-form-modal`).
    expect(modules).toContain(at('src/features/units/components/unit-form-modal.tsx'));
  });

  it('leaves out modules no story shows, the mock, plain .ts modules, and the story and test files', () => {
    expect(modules).not.toContain(at('src/features/work-orders/components/work-order-dialogs.tsx'));
    expect([...modules].filter((path) => !path.endsWith('.tsx'))).toEqual([]);
    expect([...modules].filter((path) => path.startsWith(at('mocks')))).toEqual([]);
    expect([...modules].filter((path) => /\.(stories|test)\.tsx?$/.test(path))).toEqual([]);
  });
});

describe('limitDocgen', () => {
  function docgenPlugin(seen: string[]): Plugin {
    return {
      name: DOCGEN_PLUGIN_NAME,
      enforce: 'pre',
      transform(code: string, id: string) {
        seen.push(id);
        return `${code};docgen`;
      },
    };
  }
  const call = (plugin: PluginOption, id: string) =>
    ((plugin as Plugin).transform as (code: string, id: string) => unknown).call({}, 'code', id);

  it('runs docgen on the listed modules (a query string aside) and passes every other module by', () => {
    const seen: string[] = [];
    const other: Plugin = { name: 'other' };
    const plugins = limitDocgen([other, docgenPlugin(seen)], new Set(['/app/src/components/a.tsx']));

    expect(plugins[0]).toBe(other);
    expect((plugins[1] as Plugin).name).toBe(DOCGEN_PLUGIN_NAME);
    expect((plugins[1] as Plugin).enforce).toBe('pre');
    expect(call(plugins[1], '/app/src/components/a.tsx?v=1')).toBe('code;docgen');
    expect(call(plugins[1], '/app/src/features/b.tsx')).toBeUndefined();
    expect(seen).toEqual(['/app/src/components/a.tsx?v=1']);
  });

  it('fails when Storybook has no such plugin, instead of parsing every module unnoticed', () => {
    expect(() => limitDocgen([{ name: 'other' }], new Set())).toThrow(DOCGEN_PLUGIN_NAME);
  });
});
