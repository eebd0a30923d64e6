import { describe, expect, it } from 'vitest';
import { chunkImportCycle, planChunkGroups, type PlannedChunk } from './chunk-groups';

const rules = {
  startup: /\/src\/app\/(app|start-app)\.tsx$/,
  landing: /\/landing-route\.tsx$/,
  page: /\/routes\/[^/]+-route\.tsx$/,
  forms: /\/node_modules\/formik\//,
  minPages: 2,
};

/** A chunk named `name` holding the modules `modules` (its facade first, when it has one). */
function chunk(
  name: string,
  modules: string[],
  imports: string[] = [],
  kind: 'entry' | 'dynamic' | 'shared' = 'shared',
) {
  return {
    fileName: `${name}.js`,
    isEntry: kind === 'entry',
    isDynamicEntry: kind === 'dynamic',
    facadeModuleId: kind === 'shared' ? null : modules[0],
    imports: imports.map((imported) => `${imported}.js`),
    moduleIds: modules,
  } satisfies PlannedChunk;
}

/** The shape the bundler's own splitting gives the app: an entry, the start, pages and what they share. */
const bundle: PlannedChunk[] = [
  chunk('index', ['/src/main.tsx'], [], 'entry'),
  chunk('app', ['/src/app/app.tsx'], ['button', 'index'], 'dynamic'),
  chunk('start-app', ['/src/app/start-app.tsx'], ['react-dom', 'index'], 'dynamic'),
  chunk('button', ['/node_modules/@chakra-ui/react/button.js']),
  chunk('react-dom', ['/node_modules/react-dom/client.js']),
  chunk('landing', ['/src/features/landing/routes/landing-route.tsx'], ['button', 'hero'], 'dynamic'),
  chunk('hero', ['/src/components/hero.tsx'], ['button']),
  chunk('leases', ['/src/features/leases/routes/leases-list-route.tsx'], ['table', 'pager', 'button'], 'dynamic'),
  chunk('payments', ['/src/features/payments/routes/payments-list-route.tsx'], ['table', 'pager', 'picker'], 'dynamic'),
  chunk('units', ['/src/features/units/routes/units-list-route.tsx'], ['table', 'picker', 'only-units'], 'dynamic'),
  chunk('table', ['/src/components/data-table.tsx', '/node_modules/@chakra-ui/react/table.js'], ['button']),
  chunk('pager', ['/src/components/pager.tsx']),
  chunk('picker', ['/src/components/pickers/property-picker.tsx'], ['formik']),
  chunk('formik', ['/node_modules/formik/dist/formik.esm.js']),
  chunk('only-units', ['/src/features/units/components/unit-figures.tsx']),
];

describe('planChunkGroups', () => {
  it('puts everything the start loads into one group, not the entry', () => {
    const groups = planChunkGroups(bundle, rules);
    expect(groups.startup.sort()).toEqual(
      [
        '/src/app/app.tsx',
        '/src/app/start-app.tsx',
        '/node_modules/@chakra-ui/react/button.js',
        '/node_modules/react-dom/client.js',
      ].sort(),
    );
  });

  it('groups what enough pages share, and keeps Formik and what brings it apart', () => {
    const groups = planChunkGroups(bundle, rules);
    expect(groups.pages.sort()).toEqual(
      ['/src/components/data-table.tsx', '/node_modules/@chakra-ui/react/table.js', '/src/components/pager.tsx'].sort(),
    );
    expect(groups.forms.sort()).toEqual(
      ['/src/components/pickers/property-picker.tsx', '/node_modules/formik/dist/formik.esm.js'].sort(),
    );
  });

  it("leaves a page's own modules, the landing page's and the pages themselves to the bundler", () => {
    const grouped = Object.values(planChunkGroups(bundle, rules)).flat();
    for (const id of [
      '/src/features/units/components/unit-figures.tsx',
      '/src/components/hero.tsx',
      '/src/features/leases/routes/leases-list-route.tsx',
    ])
      expect(grouped).not.toContain(id);
  });

  it('drops from a group a chunk that imports one outside it, so no two chunks can import each other', () => {
    // `pager` now imports a chunk of the landing page's, which stays outside every group.
    const withLoose = bundle.map((item) => (item.fileName === 'pager.js' ? { ...item, imports: ['hero.js'] } : item));
    expect(planChunkGroups(withLoose, rules).pages).not.toContain('/src/components/pager.tsx');
    expect(planChunkGroups(withLoose, rules).pages).toContain('/src/components/data-table.tsx');
  });

  it('raising the share count leaves what fewer pages share to the bundler', () => {
    const groups = planChunkGroups(bundle, { ...rules, minPages: 3 });
    expect(groups.pages.sort()).toEqual(
      ['/src/components/data-table.tsx', '/node_modules/@chakra-ui/react/table.js'].sort(),
    );
    expect(groups.forms).toEqual([]);
  });
});

describe('chunkImportCycle', () => {
  it('names the chunks that import each other', () => {
    expect(
      chunkImportCycle([
        { fileName: 'a.js', imports: ['b.js'] },
        { fileName: 'b.js', imports: ['c.js'] },
        { fileName: 'c.js', imports: ['a.js'] },
      ]),
    ).toEqual(['a.js', 'b.js', 'c.js', 'a.js']);
  });

  it('finds none in a bundle whose imports only go one way', () => {
    expect(chunkImportCycle(bundle)).toBeNull();
  });
});
