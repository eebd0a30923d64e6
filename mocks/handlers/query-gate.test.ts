import document from '../openapi.gen.json';
import { callApi } from '../testing/api-fetch';
import { queryParametersOf } from '../support/contract-validator';

/** Every GET of the contract with paging parameters, with their bounds. */
const doc = document as unknown as { paths: Record<string, Record<string, unknown>> };
const pagedOperations = Object.keys(doc.paths)
  .filter((path) => doc.paths[path].get)
  .map((path) => ({
    path,
    params: queryParametersOf('get', path).filter((p) => ['page', 'limit', 'offset'].includes(p.name)),
  }))
  .filter((op) => op.params.length > 0);

/** A path for a template; the gate answers before any handler looks the id up. */
const concrete = (template: string) => template.replace(/\{[^}]+\}/g, 'any-id');

const badValues = (schema: { minimum?: number; maximum?: number } = {}) => [
  'abc',
  '2.5',
  '1e2',
  String((schema.minimum ?? 0) - 1),
  ...(schema.maximum !== undefined ? [String(schema.maximum + 1)] : []),
];

describe('paging parameters: 400 for values outside the contract (no silent clamping)', () => {
  it('finds the list calls', () => {
    expect(pagedOperations.map((op) => op.path)).toEqual(
      expect.arrayContaining([
        '/rental-properties',
        '/units',
        '/leases',
        '/rental-properties/suggestions',
        '/units/suggestions',
        '/search/global',
      ]),
    );
  });

  it.each(pagedOperations)(
    'GET $path refuses non-numeric and out-of-range page, limit and offset with a problem body',
    async ({ path, params }) => {
      for (const param of params) {
        for (const value of badValues(param.schema)) {
          const res = await callApi('GET', `${concrete(path)}?${param.name}=${encodeURIComponent(value)}`, {
            pathTemplate: path,
          });
          expect(res.status, `${param.name}=${value}`).toBe(400);
          expect(res.contentType).toContain('application/problem+json');
          expect(res.contractProblems).toEqual([]);
          expect(res.body.errors).toEqual([
            { field: param.name, message: expect.stringMatching(new RegExp(`^${param.name} must be a whole number`)) },
          ]);
        }
      }
    },
  );

  it('names the bounds: limit 5000 is refused, not read as 1000', async () => {
    const res = await callApi('GET', '/rental-properties?limit=5000');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'limit', message: 'limit must be a whole number from 1 to 1000' }]);
    const page = await callApi('GET', '/units?page=0');
    expect(page.body.errors).toEqual([{ field: 'page', message: 'page must be a whole number, 1 or more' }]);
    const suggestions = await callApi('GET', '/units/suggestions?q=un&limit=21');
    expect(suggestions.body.errors).toEqual([{ field: 'limit', message: 'limit must be a whole number from 1 to 20' }]);
  });

  it('ignores empty values (defaults) and accepts the bounds themselves', async () => {
    const empty = await callApi('GET', '/rental-properties?page=&limit=');
    expect(empty.status).toBe(200);
    expect(empty.body.meta).toMatchObject({ page: 1, limit: 100 });
    const max = await callApi('GET', '/units?page=1&limit=1000');
    expect(max.status).toBe(200);
    expect(max.body.meta).toMatchObject({ page: 1, limit: 1000 });
    const offset = await callApi('GET', '/search/global?q=ma&limit=1&offset=0');
    expect(offset.status).toBe(200);
  });
});
