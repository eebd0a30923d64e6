import { ESLint } from 'eslint';

/**
 * The architecture's boundaries are lint rules (eslint.config.js, docs/architecture.md). Each case
 * lints one import, as it would stand in a real file of the repo, and expects the boundary rule to
 * refuse it — or to let an allowed import through, so the rule is not simply refusing everything.
 */
const BOUNDARY_RULES = ['import-x/no-restricted-paths', 'import-x/no-cycle'];
const CHECKED_RULES = [...BOUNDARY_RULES, 'local/kebab-case-file-name', 'import-x/order'];
// The repo's own configuration, of which only the rules checked here run: the others would cost each
// probe time (the React Compiler's analysis among them) for messages this test ignores.
const eslint = new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => CHECKED_RULES.includes(ruleId) });
// The first probe loads the TypeScript resolver and walks the import graph for cycles: seconds on a
// quiet machine, many more on a loaded one. The bound is for a hang, not a speed.
const LINT_TIMEOUT = { timeout: 90_000 };

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.ruleId !== null && BOUNDARY_RULES.includes(message.ruleId))
    .map((message) => message.message);
}

describe('architecture boundaries (lint)', LINT_TIMEOUT, () => {
  it("refuses a feature reaching into another feature's internals, allows its index.ts", async () => {
    const deep = await boundaryErrors(
      'src/features/properties/components/boundary-probe.tsx',
      "import { UnitFormModal } from '@/features/units/components/unit-form-modal';\nexport const probe = UnitFormModal;\n",
    );
    expect(deep).toEqual([expect.stringContaining('through its index.ts')]);
    const throughIndex = await boundaryErrors(
      'src/features/properties/components/boundary-probe.tsx',
      "import * as units from '@/features/units';\nexport const probe = units;\n",
    );
    expect(throughIndex).toEqual([]);
  });

  it('refuses shared code importing a feature or the app', async () => {
    const feature = await boundaryErrors(
      'src/components/boundary-probe.tsx',
      "import * as units from '@/features/units';\nexport const probe = units;\n",
    );
    const app = await boundaryErrors(
      'src/lib/boundary-probe.ts',
      "import { AppProviders } from '@/app/providers';\nexport const probe = AppProviders;\n",
    );
    expect(feature).toEqual([expect.stringContaining('Shared code')]);
    expect(app).toEqual([expect.stringContaining('Shared code')]);
  });

  it('refuses a feature importing the app', async () => {
    const errors = await boundaryErrors(
      'src/features/dashboard/components/boundary-probe.tsx',
      "import { AppProviders } from '@/app/providers';\nexport const probe = AppProviders;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Features do not import src/app')]);
  });

  it('refuses the mock importing the app, allows it the shared theme', async () => {
    const app = await boundaryErrors(
      'mocks/support/boundary-probe.tsx',
      "import { AppProviders } from '@/app/providers';\nexport const probe = AppProviders;\n",
    );
    expect(app).toEqual([expect.stringContaining('The mock does not import src/app')]);
    const theme = await boundaryErrors(
      'mocks/support/boundary-probe.tsx',
      "import { system } from '@/lib/theme';\nexport const probe = system;\n",
    );
    expect(theme).toEqual([]);
  });

  it('lets the mock-only UI (src/features/mock-*) use the mock, refuses the mock importing a feature', async () => {
    const usesMock = "import { resetDb } from '@mocks/db';\nexport const probe = resetDb;\n";
    expect(await boundaryErrors('src/features/mock-controls/components/boundary-probe.tsx', usesMock)).toEqual([]);
    const usesFeature =
      "import { DemoControls } from '@/features/mock-controls/components/demo-controls';\nexport const probe = DemoControls;\n";
    expect(await boundaryErrors('mocks/support/boundary-probe.ts', usesFeature)).toEqual([
      expect.stringContaining('The mock does not import features'),
    ]);
  });

  it('refuses app code importing the mock, allows the mock-mode entry and tests', async () => {
    const code = "import { resetDb } from '@mocks/db';\nexport const probe = resetDb;\n";
    expect(await boundaryErrors('src/features/units/components/boundary-probe.tsx', code)).toEqual([
      expect.stringContaining('never imports mocks/'),
    ]);
    expect(await boundaryErrors('src/features/units/components/boundary-probe.test.tsx', code)).toEqual([]);
  });
});

describe('naming and import order (lint)', LINT_TIMEOUT, () => {
  async function ruleErrors(ruleId: string, filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return result.messages.filter((message) => message.ruleId === ruleId).map((message) => message.message);
  }
  const code = 'export const probe = 1;\n';

  it('refuses a file or folder name that is not kebab-case, allows kebab-case with dotted suffixes', async () => {
    expect(await ruleErrors('local/kebab-case-file-name', 'src/lib/myProbe.ts', code)).toEqual([
      expect.stringContaining('"myProbe.ts"'),
    ]);
    expect(await ruleErrors('local/kebab-case-file-name', 'mocks/Probe_Dir/probe.ts', code)).toEqual([
      expect.stringContaining('"Probe_Dir"'),
    ]);
    expect(await ruleErrors('local/kebab-case-file-name', 'src/lib/my-probe.test.ts', code)).toEqual([]);
  });

  it('refuses a relative import above a package import, leaves side-effect imports where they are', async () => {
    const misordered = await ruleErrors(
      'import-x/order',
      'src/lib/order-probe.ts',
      "import { paths } from './paths';\nimport { useState } from 'react';\nexport const probe = [paths, useState];\n",
    );
    expect(misordered).toEqual([expect.stringContaining('`react` import should occur before')]);
    const sideEffect = await ruleErrors(
      'import-x/order',
      'src/lib/order-probe.ts',
      "import './theme';\nimport { useState } from 'react';\nexport const probe = useState;\n",
    );
    expect(sideEffect).toEqual([]);
  });
});
