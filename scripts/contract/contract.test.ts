import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { apiBaseUrl } from '@/lib/config';
import { allOperations } from '../../mocks/support/contract-validator';
import { formatViolation, walk } from './walk';

/**
 * The contract proof: the walker calls every operation of the OpenAPI document against the mock (the MSW
 * Node server of src/testing/setup.ts answers fetch to apiBaseUrl()) and checks every request it sends and
 * every answer against the document. Any status, content type or body the document does not describe is
 * a violation, and so is an operation the walk could not complete.
 */
describe('the OpenAPI contract and the mock agree', () => {
  it('walks every operation with zero violations', async () => {
    const result = await walk({ baseUrl: apiBaseUrl(), token: 'test', fetch: (...args) => fetch(...args) });
    const defined = allOperations().map((o) => o.operationId);
    console.log(`exercised ${result.exercised.size} of ${defined.length} operations (${result.calls} calls)`);
    expect(result.violations.map(formatViolation)).toEqual([]);
    expect([...result.exercised].sort()).toEqual([...defined].sort());
  }, 120_000);

  it('defines every call the specs list (../shared/contract/check-coverage.mjs)', () => {
    const script = '../shared/contract/check-coverage.mjs';
    expect(existsSync(script), `${script} must sit next to the project (the shared contract folder)`).toBe(true);
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^ok: (\d+)\/\1 calls, 0 problems$/m);
    expect(run.status).toBe(0);
  });
});
