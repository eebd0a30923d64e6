import document from '../openapi.gen.json';
import { db } from '../db';
import { callApi } from '../testing/api-fetch';

/**
 * The contract's `default` keywords on request bodies are promises: a create call that leaves a field out
 * gets the default stored and answered. For every POST whose JSON body declares defaults, this posts a body
 * with only the required fields and checks each default in the answer. Partial updates (PUT) must declare
 * none: there an absent field keeps its value.
 */

type Schema = {
  $ref?: string;
  type?: unknown;
  required?: string[];
  properties?: Record<string, Schema | boolean>;
  default?: unknown;
};
type OperationNode = { requestBody?: { content?: Record<string, { schema?: Schema }> } };
const doc = document as unknown as { paths: Record<string, Record<string, OperationNode | undefined>> };

function resolve(schema: Schema | undefined): Schema | undefined {
  let s = schema;
  while (s?.$ref)
    s = s.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')],
        doc,
      ) as Schema;
  return s;
}

function bodySchema(method: string, path: string): Schema | undefined {
  return resolve(doc.paths[path]?.[method]?.requestBody?.content?.['application/json']?.schema);
}

function defaultsOf(schema: Schema | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(schema?.properties ?? {})) {
    if (typeof raw === 'object' && raw !== null && 'default' in raw) out[name] = raw.default;
  }
  return out;
}

function operationsWithBodies(method: 'post' | 'put'): string[] {
  return Object.keys(doc.paths).filter((path) => bodySchema(method, path));
}

const today = () => new Date().toISOString().slice(0, 10);

/** A body with exactly the required fields, from seeded records. */
const MINIMAL: Record<string, () => Record<string, unknown>> = {
  '/rental-properties': () => ({
    name: 'Defaults Court',
    address: '1 Default Way',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
  }),
  '/units': () => ({
    rentalPropertyId: db.properties.all()[0].id,
    unitNumber: 'D-1',
    squareFootage: 600,
    monthlyRent: 1100,
  }),
  '/tenants': () => ({ firstName: 'Dee', lastName: 'Fault', email: 'dee.fault@example.com' }),
  '/leases': () => ({ leaseNumber: 'L-DEFAULTS-1', startDate: '2027-01-01', endDate: '2027-12-31' }),
  '/tenant-unit-assignments': () => ({
    tenantId: db.tenants.find((t) => t.status === 'applicant')!.id,
    unitId: db.units.find((u) => u.isAvailable)!.id,
    startDate: today(),
  }),
  '/payments': () => {
    const a = db.assignments.find((x) => x.endDate === null)!;
    const unit = db.units.get(a.unitId)!;
    return {
      amount: 10,
      paymentDate: today(),
      dueDate: today(),
      paymentMethod: 'cash',
      tenantId: a.tenantId,
      unitId: unit.id,
      propertyId: unit.rentalPropertyId,
    };
  },
  '/maintenance-requests': () => {
    const unit = db.units.all()[0];
    return {
      propertyId: unit.rentalPropertyId,
      unitId: unit.id,
      title: 'Dripping tap',
      description: 'Kitchen tap drips.',
      category: 'plumbing',
      priority: 'low',
    };
  },
  '/vendors': () => ({
    companyName: 'Default Plumbing',
    contactName: 'Dee Fault',
    email: 'dee@default-plumbing.example.com',
    phone: '555-0100',
    specialties: ['plumbing'],
  }),
};

const createsWithDefaults = operationsWithBodies('post').filter(
  (path) => Object.keys(defaultsOf(bodySchema('post', path))).length > 0,
);

describe('request-body defaults of the contract', () => {
  it('finds the create calls that declare defaults', () => {
    expect(createsWithDefaults).toEqual(
      expect.arrayContaining([
        '/rental-properties',
        '/tenants',
        '/leases',
        '/tenant-unit-assignments',
        '/payments',
        '/maintenance-requests',
      ]),
    );
    // A new create body with defaults needs a minimal body here.
    expect(createsWithDefaults.filter((path) => !MINIMAL[path])).toEqual([]);
  });

  it.each(createsWithDefaults)('POST %s stores and answers every default of a field left out', async (path) => {
    const body = MINIMAL[path]();
    expect(Object.keys(body).sort()).toEqual([...(bodySchema('post', path)?.required ?? [])].sort());
    const res = await callApi('POST', path, { json: body });
    // The body rides along so a failure shows the problem the mock answered.
    expect({ status: res.status, body: res.body }).toMatchObject({ status: 201 });
    expect(res.contractProblems).toEqual([]);
    const defaults = defaultsOf(bodySchema('post', path));
    const answered = Object.fromEntries(Object.keys(defaults).map((name) => [name, res.body[name]]));
    expect(answered).toEqual(defaults);
  });

  it('declares no defaults on partial updates (PUT): an absent field keeps its value', () => {
    const withDefaults = operationsWithBodies('put')
      .map((path) => [path, Object.keys(defaultsOf(bodySchema('put', path)))] as const)
      .filter(([, names]) => names.length > 0);
    expect(withDefaults).toEqual([]);
  });
});
