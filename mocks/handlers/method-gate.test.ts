import { apiBaseUrl } from '@/lib/config';
import document from '../openapi.gen.json';

const doc = document as unknown as { paths: Record<string, Record<string, unknown>> };
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** A path for a template (the gate answers before any handler looks the id up). */
const concrete = (template: string) => template.replace(/\{[^}]+\}/g, 'any-id');

/** A raw call without a token: the method gate answers before the auth gate. */
const call = (method: string, path: string) => fetch(`${apiBaseUrl()}${path}`, { method });

describe('methods a path does not have: 405 with Allow; OPTIONS: 204 with Allow', () => {
  it('answers PATCH on every path of the contract with 405 and the methods the path has', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const [template, item] of Object.entries(doc.paths)) {
      const allow = [...METHODS.filter((m) => item[m]).map((m) => m.toUpperCase()), 'OPTIONS'].join(', ');
      const res = await call('PATCH', concrete(template));
      const body = await res.json();
      answers.push(`${template}: ${res.status} ${res.headers.get('Allow')} ${body.title}`);
      expected.push(`${template}: 405 ${allow} Method Not Allowed`);
    }
    expect(answers).toEqual(expected);
  });

  it('answers OPTIONS with 204 and Allow, HEAD with 405, and a defined method as before', async () => {
    const options = await call('OPTIONS', '/units/u-1');
    expect(options.status).toBe(204);
    expect(options.headers.get('Allow')).toBe('GET, PUT, DELETE, OPTIONS');
    const head = await call('HEAD', '/health');
    expect(head.status).toBe(405);
    expect(head.headers.get('Allow')).toBe('GET, OPTIONS');
    const patch = await call('PATCH', '/units/search');
    expect(patch.headers.get('Content-Type')).toContain('application/problem+json');
    expect(await patch.json()).toMatchObject({
      status: 405,
      detail: 'PATCH is not allowed on /units/search; allowed: GET, OPTIONS.',
    });
    expect((await call('GET', '/units')).status).toBe(401);
    expect((await call('GET', '/health')).status).toBe(200);
  });

  it('passes a path the contract does not have on (here to the auth gate; npm run mock:server answers 404)', async () => {
    const statuses = [];
    for (const method of ['GET', 'PATCH', 'OPTIONS']) statuses.push((await call(method, '/units/u-1/nothing')).status);
    expect(statuses).toEqual([401, 401, 401]);
  });
});
