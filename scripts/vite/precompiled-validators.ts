import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { bodyValidatorsModule, contractRulesModule, recordValidatorsModule } from '../validators-module.ts';

/**
 * Builds of the mock (preview): the contract's rules and the mock's query parameter, request body and
 * snapshot record validators compiled at build time, not in the browser, where Ajv's compiler would need
 * `new Function` and the Content-Security-Policy refuses it (mocks/support/contract-rules.ts,
 * mocks/support/body-validators.ts, mocks/snapshot/record-validators.ts). Tests, the dev server and Node
 * compile at run time.
 */
export function precompiledValidators(): Plugin {
  const modules = new Map<string, () => string>([
    [resolve('mocks/support/contract-rules.ts'), () => contractRulesModule()],
    [resolve('mocks/support/body-validators.ts'), () => bodyValidatorsModule()],
    [resolve('mocks/snapshot/record-validators.ts'), () => recordValidatorsModule()],
  ]);
  return {
    name: 'precompiled-validators',
    apply: 'build',
    load(id) {
      return modules.get(id)?.() ?? null;
    },
  };
}
