import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { apiBaseUrl } from '@/lib/config';
import { allOperations } from '../../mocks/support/contract-validator';
import { operationInfo, send } from './http';
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

  it('reports answers the contract does not describe and requests that drift from it', async () => {
    // A server that misbehaves in four ways on top of the mock.
    const misbehaving: typeof fetch = async (input, init) => {
      const url = new URL(String(input));
      const method = (init?.method ?? 'GET').toUpperCase();
      const res = await fetch(input, init);
      const headers = new Headers(res.headers);
      if (method === 'GET' && /\/rental-properties\/[^/]+$/.test(url.pathname) && res.status === 200) {
        const { name: _dropped, ...rest } = await res.json();
        return new Response(JSON.stringify(rest), { status: 200, headers }); // a required field missing
      }
      if (method === 'POST' && url.pathname.endsWith('/tenants') && res.status === 400) {
        headers.set('Content-Type', 'application/json');
        return new Response(await res.text(), { status: 400, headers }); // not a problem body type
      }
      if (method === 'POST' && url.pathname.endsWith('/vendors') && res.status === 201) {
        return new Response(await res.text(), { status: 200, headers }); // 200 where 201 is promised
      }
      if (method === 'GET' && url.pathname.endsWith('/dashboard/stats')) return new Response(null, { status: 418 }); // undescribed status
      return res;
    };
    const result = await walk({ baseUrl: apiBaseUrl(), token: 'test', fetch: misbehaving });
    const find = (step: string) => result.violations.find((v) => v.step === step)?.problems.join('\n') ?? '';
    expect(find('getRentalProperty')).toMatch(/required property 'name'/);
    expect(find('createTenant: invalid body → 400')).toMatch(
      /content type 'application\/json' is not the one described for 400/,
    );
    expect(find('createVendor')).toMatch(/expected 201, got 200/);
    expect(find('getDashboardStats')).toMatch(/expected 200, got 418[\s\S]*status 418 is not described/);
    expect(result.exercised.has('getDashboardStats')).toBe(false);
    // What needs the vendor is not called, and says why.
    expect(find('getVendor')).toMatch(/not called: needs a vendor/);

    // A request body that does not match the requestBody schema is caught before it is sent.
    const sent = await send({ baseUrl: apiBaseUrl(), token: 'test', fetch }, operationInfo('createTenant'), {
      json: { firstName: 'A', lastName: 'B', email: 'a@example.com', status: 'retired' },
    });
    expect(sent.problems).toContain(
      'request body: status: status must be one of: applicant, active, previous, evicted',
    );
    const query = await send({ baseUrl: apiBaseUrl(), token: 'test', fetch }, operationInfo('listUnits'), {
      query: { limit: 0, colour: 'red' },
    });
    expect(query.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/query parameter 'limit' = 0/),
        "request: query parameter 'colour' is not defined",
      ]),
    );
  }, 120_000);
});
