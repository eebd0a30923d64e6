import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { toFieldErrors } from '@mocks/support/contract-failures';
import { contractRules } from '@mocks/support/contract-rules';
import type { ContractRules } from '@mocks/support/operation-rules';
import { validateQuery, validateRequestBody } from '@mocks/support/request-contract';
import { bodyValidatorsModule, contractRulesModule } from './validators-module';

type Lookup = (pointer: string) => ValidateFunction | null;

/** A module written by validators-module.ts, imported the way a browser build would. */
async function importWritten<T>(name: string, source: string): Promise<T> {
  // Under the project but outside node_modules, so Vitest transforms the module (and the TypeScript
  // formats module it imports) instead of handing it to Node.
  const dir = resolve('test-results/validators-test');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}-${process.pid}-${Date.now()}.mjs`);
  writeFileSync(file, source);
  return (await import(/* @vite-ignore */ file)) as T;
}

const operations = Object.entries(contractRules).flatMap(([path, byMethod]) =>
  Object.entries(byMethod).map(([method, rule]) => ({ method, path, rule })),
);

// The browser builds check requests with the rules and validators written at build time (the app's CSP
// refuses Ajv's run-time compiler); Node reads the contract and compiles at run time. Both must answer alike.
describe('validators compiled at build time', () => {
  const formats = resolve('mocks/support/contract-formats.ts');

  it('carry the same rules and a query validator for every query parameter, answering like the run-time one', async () => {
    const written = await importWritten<{ contractRules: ContractRules; queryValidatorOf: Lookup }>(
      'contract-rules',
      contractRulesModule(formats),
    );
    expect(written.contractRules).toEqual(contractRules);
    const withQuery = operations.filter(({ rule }) => rule.query.length > 0);
    expect(withQuery.length).toBeGreaterThan(0);
    // Each query parameter: a value its schema refuses and one it takes, through both validators.
    for (const { method, path, rule } of withQuery)
      for (const param of rule.query) {
        const validate = written.queryValidatorOf(param.schemaPointer)!;
        expect(validate, `${method} ${path} ${param.name}`).toBeTypeOf('function');
        for (const value of ['abc', '-1', '1', '9'.repeat(300), 'x@localhost']) {
          const run = validateQuery(method, path, new URLSearchParams({ [param.name]: value }));
          const coerced = /^-?\d+(\.\d+)?$/.test(value) && param.schema.type !== 'string' ? Number(value) : value;
          if (param.schema.type === 'boolean') continue;
          expect(validate(coerced), `${method} ${path} ${param.name}=${value.slice(0, 20)}`).toBe(run.length === 0);
        }
      }
  });

  it('exist for every JSON request body and answer like the run-time validator', async () => {
    const { bodyValidatorOf } = await importWritten<{ bodyValidatorOf: Lookup }>(
      'body-validators',
      bodyValidatorsModule(formats),
    );
    const withBody = operations.filter(({ rule }) => rule.body);
    expect(withBody.length).toBeGreaterThan(0);
    // An empty body, every kind of wrong value, and a body whose fields break formats and lengths
    // (`x@localhost` is a valid email by the contract's rule, `x@` is not).
    const bodies: unknown[] = [
      {},
      [],
      'text',
      7,
      { unknownField: true, email: 'not-an-email', name: '' },
      { email: 'x@localhost' },
      { email: 'x@' },
    ];
    for (const { method, path, rule } of withBody) {
      const validate = bodyValidatorOf(rule.body!.pointer)!;
      expect(validate, `${method} ${path}`).toBeTypeOf('function');
      for (const body of bodies) {
        const compiled = validate(body) ? [] : toFieldErrors(validate.errors);
        expect(compiled, `${method} ${path} ${JSON.stringify(body)}`).toEqual(
          await validateRequestBody(method, path, body),
        );
      }
    }
  });
});
