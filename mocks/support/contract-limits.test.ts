import document from '../openapi.gen.json';
import { callApi } from '../testing/api-fetch';
import { EMAIL_PATTERN } from './contract-formats';
import type { ContractFailure } from './contract-failures';
import { specErrors } from './request';

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
};
const doc = document as unknown as {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
  components: { schemas: Record<string, Schema & { examples?: Array<Record<string, unknown>> }> };
};
const resolve = (s: Schema): Schema =>
  s.$ref
    ? resolve(
        s.$ref
          .slice(2)
          .split('/')
          .reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], document) as Schema,
      )
    : s;

/** Every property of every JSON request body of the contract, as `METHOD path .field` and its schema. */
function requestFields(): Array<[string, Schema]> {
  const out: Array<[string, Schema]> = [];
  const visit = (schema: Schema, where: string, seen: Set<Schema>) => {
    const s = resolve(schema);
    if (seen.has(s)) return;
    seen.add(s);
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const)
      for (const part of (s[key] as Schema[] | undefined) ?? []) visit(part, where, seen);
    for (const key of ['then', 'else'] as const) if (s[key]) visit(s[key] as Schema, where, seen);
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      out.push([`${where}.${name}`, resolve(prop)]);
      visit(prop, `${where}.${name}`, seen);
    }
    if (s.items) visit(s.items, `${where}[]`, seen);
  };
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item)) {
      const schema = op.requestBody?.content['application/json']?.schema;
      if (schema) visit(schema, `${method.toUpperCase()} ${path} `, new Set());
    }
  return out;
}

const example = (name: string) => ({ ...doc.components.schemas[name].examples![0] });

describe('the contract states every limit the mock enforces on a body', () => {
  it('states a minimum and a maximum for every number (the mock reads none beyond 2^53, and 1e400 as Infinity)', () => {
    const gaps = requestFields()
      .filter(([, s]) => [s.type].flat().some((t) => t === 'number' || t === 'integer'))
      .filter(
        ([, s]) =>
          (s.minimum ?? s.exclusiveMinimum) === undefined || !((s.maximum as number) <= Number.MAX_SAFE_INTEGER),
      )
      .map(([where]) => where);
    expect(gaps).toEqual([]);
  });

  it("states the mock's email rule as the pattern of every email field", () => {
    const emails = requestFields().filter(([, s]) => s.format === 'email');
    expect(emails.length).toBeGreaterThan(3);
    expect(emails.filter(([, s]) => s.pattern !== EMAIL_PATTERN.source).map(([where]) => where)).toEqual([]);
  });

  it('accepts an address the rule allows without a dot in the domain (x@localhost)', async () => {
    const tenant = await callApi('POST', '/tenants', { json: { ...example('TenantCreate'), email: 'x@localhost' } });
    expect(tenant.status).toBe(201);
    const vendor = await callApi('POST', '/vendors', { json: { ...example('VendorCreate'), email: 'x@localhost' } });
    expect(vendor.status).toBe(201);
    const bad = await callApi('POST', '/vendors', { json: { ...example('VendorCreate'), email: 'x@' } });
    expect(bad.body.errors).toEqual([{ field: 'email', message: expect.stringMatching(/email/i) }]);
  });

  it('refuses a number above its maximum for that reason, Infinity included', async () => {
    const unit = example('UnitCreate');
    const bathrooms = await callApi('POST', '/units', { json: { ...unit, bathrooms: 1e21 } });
    expect(bathrooms.status).toBe(400);
    expect(bathrooms.body.errors).toEqual([{ field: 'bathrooms', message: 'bathrooms must be 50 or less' }]);
    const huge = await callApi('POST', '/units', {
      body: JSON.stringify({ ...unit, squareFootage: 1 }).replace('"squareFootage":1', '"squareFootage":1e400'),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(huge.body.errors).toEqual([{ field: 'squareFootage', message: 'squareFootage must be 1000000 or less' }]);
    expect(huge.body.detail).toBe('squareFootage must be 1000000 or less');
  });

  it("says in the problem's detail what is wrong: the spec's sentence only when a required field is missing", async () => {
    const badEmail = await callApi('POST', '/tenants', { json: { ...example('TenantCreate'), email: 'not-an-email' } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors).toEqual([{ field: 'email', message: 'Invalid email format' }]);
    expect(badEmail.body.detail).toBe('Invalid email format');
    const missing = await callApi('POST', '/tenants', { json: { email: 'a@example.com' } });
    expect(missing.body.detail).toBe('First name, last name, and email are required');
  });
});

describe('body messages are chosen by the failed keyword', () => {
  const failure = (kind: ContractFailure['kind'], extra: Partial<ContractFailure> = {}): ContractFailure => ({
    field: 'code',
    message: `generic ${kind}`,
    kind,
    ...extra,
  });
  const rules = {
    messages: { code: { maxLength: 'Code is too long', invalid: (v: unknown) => `Code ${String(v)} is invalid` } },
    otherwise: (e: ContractFailure) => (e.format === 'date' ? 'A date' : undefined),
  };

  it("uses the field's message for the kind, else its `invalid`, else `otherwise`, else the generic one", () => {
    expect(specErrors([failure('maxLength')], rules, { code: 'x' })).toEqual([
      { field: 'code', message: 'Code is too long' },
    ]);
    expect(specErrors([failure('pattern')], rules, { code: 'x' })).toEqual([
      { field: 'code', message: 'Code x is invalid' },
    ]);
    expect(specErrors([failure('format', { field: 'on', format: 'date' })], rules)).toEqual([
      { field: 'on', message: 'A date' },
    ]);
    expect(specErrors([failure('type', { field: 'other' })], rules)).toEqual([
      { field: 'other', message: 'generic type' },
    ]);
  });
});
