import { apiBaseUrl } from '@/lib/config';
import document from '../openapi.gen.json';
import { callApi } from '../testing/api-fetch';
import { validateResponse } from '../support/contract-validator';
import { queryParametersOf, type QueryParameter } from '../support/request-contract';

/** Every operation of the contract with query parameters, with their resolved schemas. */
const doc = document as unknown as { paths: Record<string, Record<string, unknown>> };
const operations = Object.keys(doc.paths).flatMap((path) =>
  ['get', 'post', 'put', 'delete']
    .filter((method) => doc.paths[path][method])
    .map((method) => ({ method: method.toUpperCase(), path, params: queryParametersOf(method, path) }))
    .filter((op) => op.params.length > 0),
);

/** A path for a template; the gate answers before any handler looks the id up. */
const concrete = (template: string) => template.replace(/\{[^}]+\}/g, 'any-id');

interface Case {
  value: string;
  /** Whether the contract allows the value (the mock must not refuse it for this parameter). */
  allowed: boolean;
}

const typeOf = (param: QueryParameter) => [param.schema.type ?? 'string'].flat().find((t) => t !== 'null');

/**
 * Values just inside and just outside each bound the parameter states, of the wrong type, and over-long,
 * derived from its schema alone (so a parameter added to the contract is walked too).
 */
function casesOf(param: QueryParameter): Case[] {
  const s = param.schema;
  const cases: Case[] = [];
  const type = typeOf(param);
  if (type === 'integer' || type === 'number') {
    const step = type === 'integer' ? 1 : 0.5;
    cases.push({ value: 'abc', allowed: false }, { value: `x${s.minimum ?? 1}`, allowed: false });
    if (type === 'integer') cases.push({ value: '1.5', allowed: false });
    if (s.minimum !== undefined)
      cases.push({ value: String(s.minimum), allowed: true }, { value: String(s.minimum - step), allowed: false });
    if (s.maximum !== undefined)
      cases.push({ value: String(s.maximum), allowed: true }, { value: String(s.maximum + step), allowed: false });
  } else if (type === 'boolean') {
    cases.push({ value: 'true', allowed: true }, { value: 'false', allowed: true }, { value: 'yes', allowed: false });
  } else if (s.enum) {
    cases.push({ value: String(s.enum[0]), allowed: true }, { value: 'not-a-value', allowed: false });
  } else if (s.format === 'date') {
    cases.push(
      { value: '2026-02-28', allowed: true },
      { value: '2026-02-30', allowed: false },
      { value: 'tomorrow', allowed: false },
    );
  } else if (s.pattern) {
    cases.push({ value: String(param.example), allowed: true });
    for (const value of ['x5', 'abc', '~'])
      if (!new RegExp(s.pattern, 'u').test(value)) cases.push({ value, allowed: false });
  } else if (s.maxLength !== undefined) {
    cases.push(
      { value: 'a'.repeat(s.maxLength), allowed: true },
      { value: 'a'.repeat(s.maxLength + 1), allowed: false },
    );
  } else {
    // A string the contract does not limit: the mock must not limit it either.
    cases.push({ value: 'a'.repeat(5000), allowed: true });
  }
  return cases;
}

/**
 * The answer to one query, its problem body checked against the contract. A success answer is not
 * parsed or checked here (scripts/contract/contract.test.ts checks every operation's): the lists at
 * their largest `limit` would make this walk several times slower.
 */
async function queryAnswer(method: string, template: string, query: string) {
  const res = await fetch(`${apiBaseUrl()}${concrete(template)}?${query}`, {
    method,
    headers: { Authorization: 'Bearer test' },
  });
  const contentType = res.headers.get('Content-Type');
  if (res.status !== 400) {
    await res.arrayBuffer();
    return { status: res.status, contentType, body: undefined, contractProblems: [] };
  }
  const body = await res.json();
  const { problems } = validateResponse(method, template, res.status, contentType, body);
  return { status: res.status, contentType, body, contractProblems: problems };
}

describe('query parameters: the mock refuses what the contract refuses, and only that', () => {
  it('finds the operations and their parameters', () => {
    const names = operations.flatMap((op) => op.params.map((p) => `${op.path}?${p.name}`));
    expect(names).toEqual(
      expect.arrayContaining([
        '/dashboard/revenue-chart?months',
        '/search/global?q',
        '/tenants?search',
        '/rental-properties/search?yearBuilt',
        '/rental-properties/search?totalUnits',
        '/units/search?minRent',
        '/payments?startDate',
        '/leases/{id}/fees/calculate?daysLate',
      ]),
    );
  });

  it('states a maximum for every number and an example for every pattern it walks', () => {
    const gaps: string[] = [];
    for (const op of operations)
      for (const param of op.params) {
        const where = `${op.method} ${op.path} ?${param.name}`;
        const type = typeOf(param);
        const { minimum, maximum, pattern } = param.schema;
        // Beyond 2^53 the mock cannot read a number exactly: the contract says where numbers end.
        if (
          (type === 'integer' || type === 'number') &&
          (minimum === undefined || !(maximum! <= Number.MAX_SAFE_INTEGER))
        )
          gaps.push(`${where}: no minimum or no maximum`);
        if (pattern && !new RegExp(pattern, 'u').test(String(param.example))) gaps.push(`${where}: no example`);
      }
    expect(gaps).toEqual([]);
  });

  it.each(operations)(
    '$method $path: each value outside the contract is answered 400 naming the parameter, each inside is not refused',
    async ({ method, path, params }) => {
      const answers: string[] = [];
      const expected: string[] = [];
      const problems: string[] = [];
      for (const param of params) {
        for (const { value, allowed } of casesOf(param)) {
          const res = await queryAnswer(method, path, `${param.name}=${encodeURIComponent(value)}`);
          const label = `${param.name}=${value.length > 20 ? `${value.slice(0, 20)}… (${value.length})` : value}`;
          problems.push(...res.contractProblems.map((p) => `${label}: ${p}`));
          const named: Array<{ message: string }> = (res.body?.errors ?? []).filter(
            (e: { field: string }) => e.field === param.name,
          );
          const refusal = named.length
            ? [
                res.status,
                res.contentType?.split(';')[0],
                named.length === 1 && named[0].message.startsWith(`${param.name} `) ? 'names it' : 'unnamed',
                res.body.detail?.includes(named[0].message) ? 'in detail' : 'not in detail',
              ].join(' ')
            : 'not refused';
          answers.push(`${label}: ${refusal}`);
          expected.push(`${label}: ${allowed ? 'not refused' : '400 application/problem+json names it in detail'}`);
        }
      }
      expect(problems).toEqual([]);
      expect(answers).toEqual(expected);
    },
  );

  it('words each refusal by the rule broken', async () => {
    const errorsOf = async (path: string) =>
      (await callApi('GET', path, { pathTemplate: path.split('?')[0] })).body.errors;
    expect(await errorsOf('/rental-properties?limit=5000')).toEqual([
      { field: 'limit', message: 'limit must be a whole number from 1 to 1000' },
    ]);
    expect(await errorsOf('/units?page=0')).toEqual([
      { field: 'page', message: 'page must be a whole number from 1 to 2147483647' },
    ]);
    for (const months of ['-39918', '25', '0', '1.5', 'abc'])
      expect(await errorsOf(`/dashboard/revenue-chart?months=${months}`)).toEqual([
        { field: 'months', message: 'months must be a whole number from 1 to 24' },
      ]);
    expect(await errorsOf(`/search/global?q=${'a'.repeat(201)}`)).toEqual([
      { field: 'q', message: 'q cannot be longer than 200 characters' },
    ]);
    expect(await errorsOf('/rental-properties/search?yearBuilt=abc&totalUnits=x5')).toEqual([
      { field: 'yearBuilt', message: 'yearBuilt must match ^[0-9]{4}\\+?$ (e.g. 2021+)' },
      { field: 'totalUnits', message: 'totalUnits must match ^[0-9]+\\+?$ (e.g. 5+)' },
    ]);
    expect(await errorsOf('/units/search?minRent=-1&isAvailable=yes')).toEqual([
      { field: 'isAvailable', message: 'isAvailable must be true or false' },
      { field: 'minRent', message: 'minRent must be a number from 0 to 999999.99' },
    ]);
    expect(await errorsOf('/payments?startDate=2026-02-30&status=lost')).toEqual([
      { field: 'startDate', message: 'startDate must be a valid date (YYYY-MM-DD)' },
      { field: 'status', message: 'status must be one of: pending, partial, completed, failed, cancelled, refunded' },
    ]);
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
