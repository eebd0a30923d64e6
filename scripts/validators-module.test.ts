import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ValidateFunction } from 'ajv';
import {
  allOperations,
  operationOf,
  queryParametersOf,
  requestBodyPointer,
  toFieldErrors,
  validateQuery,
  validateRequestBody,
} from '@mocks/support/contract-validator';
import { validatorsModule } from './validators-module';

// The browser builds validate request bodies and query parameters with the validators compiled at build
// time (the app's CSP refuses Ajv's run-time compiler); Node compiles at run time. Both must answer alike.
describe('validators compiled at build time', () => {
  it('exist for every JSON request body and query parameter and answer like the run-time validator', async () => {
    // Under the project but outside node_modules, so Vitest transforms the module (and the TypeScript
    // formats module it imports) instead of handing it to Node.
    const dir = resolve('test-results/validators-test');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `validators-${process.pid}-${Date.now()}.mjs`);
    writeFileSync(file, validatorsModule(resolve('mocks/support/contract-formats.ts')));
    const { compiledValidators } = (await import(/* @vite-ignore */ file)) as {
      compiledValidators: Record<string, ValidateFunction>;
    };
    const operations = allOperations();
    const withBody = operations.filter(
      ({ method, path }) => operationOf(method, path)?.requestBody?.content?.['application/json'],
    );
    expect(withBody.length).toBeGreaterThan(0);
    const queryPointers = operations.flatMap(({ method, path }) =>
      queryParametersOf(method, path).map((p) => p.schemaPointer),
    );
    expect(queryPointers.length).toBeGreaterThan(0);
    expect(Object.keys(compiledValidators).sort()).toEqual(
      [...new Set([...withBody.map(({ method, path }) => requestBodyPointer(method, path)), ...queryPointers])].sort(),
    );
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
    for (const { method, path } of withBody) {
      const validate = compiledValidators[requestBodyPointer(method, path)]!;
      for (const body of bodies) {
        const compiled = validate(body) ? [] : toFieldErrors(validate.errors);
        expect(compiled, `${method.toUpperCase()} ${path} ${JSON.stringify(body)}`).toEqual(
          validateRequestBody(method, path, body),
        );
      }
    }
    // Each query parameter: a value its schema refuses and one it takes, through both validators.
    for (const { method, path } of operations)
      for (const param of queryParametersOf(method, path)) {
        const validate = compiledValidators[param.schemaPointer]!;
        for (const value of ['abc', '-1', '1', '9'.repeat(300), 'x@localhost']) {
          const run = validateQuery(method, path, new URLSearchParams({ [param.name]: value }));
          const coerced = /^-?\d+(\.\d+)?$/.test(value) && param.schema.type !== 'string' ? Number(value) : value;
          if (param.schema.type === 'boolean') continue;
          expect(validate(coerced), `${method.toUpperCase()} ${path} ${param.name}=${value.slice(0, 20)}`).toBe(
            run.length === 0,
          );
        }
      }
  });
});
