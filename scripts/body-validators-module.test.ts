import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { bodyValidatorsModule } from './body-validators-module';
import {
  allOperations,
  operationOf,
  requestBodyPointer,
  toFieldErrors,
  validateRequestBody,
} from '@mocks/support/contract-validator';

// The browser builds validate request bodies with the validators compiled at build time (the app's
// CSP refuses Ajv's run-time compiler); Node compiles at run time. Both must answer alike.
describe('request body validators compiled at build time', () => {
  it('exist for every JSON request body and give the run-time validator’s field errors', async () => {
    const dir = resolve('node_modules/.cache/body-validators-test');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `validators-${process.pid}-${Date.now()}.mjs`);
    writeFileSync(file, bodyValidatorsModule());
    const { compiledBodyValidators } = (await import(/* @vite-ignore */ file)) as {
      compiledBodyValidators: Record<string, ValidateFunction>;
    };
    const operations = allOperations().filter(
      ({ method, path }) => operationOf(method, path)?.requestBody?.content?.['application/json'],
    );
    expect(operations.length).toBeGreaterThan(0);
    expect(Object.keys(compiledBodyValidators).sort()).toEqual(
      operations.map(({ method, path }) => requestBodyPointer(method, path)).sort(),
    );
    // An empty body, every kind of wrong value, and a body whose fields break formats and lengths.
    const bodies: unknown[] = [{}, [], 'text', 7, { unknownField: true, email: 'not-an-email', name: '' }];
    for (const { method, path } of operations) {
      const validate = compiledBodyValidators[requestBodyPointer(method, path)]!;
      for (const body of bodies) {
        const compiled = validate(body) ? [] : toFieldErrors(validate.errors);
        expect(compiled, `${method.toUpperCase()} ${path} ${JSON.stringify(body)}`).toEqual(
          validateRequestBody(method, path, body),
        );
      }
    }
  });
});
