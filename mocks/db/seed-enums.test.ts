import document from '../openapi.gen.json';
import { db, resetDb, type TableName } from './index';

/**
 * The default seed covers every value of every contract enum that a seeded field uses, so each badge,
 * filter option and form branch has data to show. The enums are read from the contract (mocks/openapi.gen.json):
 * a value added to an enum fails here until the seed shows it.
 */

type Schema = {
  $ref?: string;
  enum?: unknown[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
};
const schemas = (document as unknown as { components: { schemas: Record<string, Schema> } }).components.schemas;

function resolve(schema: Schema | undefined): Schema | undefined {
  let s = schema;
  while (s?.$ref) s = schemas[s.$ref.split('/').pop()!];
  return s;
}

/** The enum values a field's schema allows (through $ref, oneOf/anyOf with null, and array items), if any. */
function enumOf(schema: Schema | undefined): { values: unknown[]; array: boolean } | null {
  const s = resolve(schema);
  if (!s) return null;
  if (s.enum) return { values: s.enum.filter((v) => v !== null), array: false };
  for (const branch of [...(s.oneOf ?? []), ...(s.anyOf ?? [])]) {
    const found = enumOf(branch);
    if (found) return found;
  }
  if (s.items) {
    const items = enumOf(s.items);
    if (items) return { values: items.values, array: true };
  }
  return null;
}

/** Each enum-valued field of a schema, by name. */
function enumFields(schemaName: string): Array<{ field: string; values: unknown[]; array: boolean }> {
  return Object.entries(schemas[schemaName].properties ?? {}).flatMap(([field, schema]) => {
    const found = enumOf(schema);
    return found ? [{ field, ...found }] : [];
  });
}

/** Which contract schema each seeded table stores (its records carry the schema's stored fields). */
const TABLE_SCHEMAS: Partial<Record<TableName, string>> = {
  properties: 'Property',
  units: 'Unit',
  tenants: 'Tenant',
  leases: 'Lease',
  assignments: 'Assignment',
  payments: 'Payment',
  vendors: 'Vendor',
  maintenanceRequests: 'MaintenanceRequest',
  workOrders: 'WorkOrder',
};

function missing(values: unknown[], seen: Iterable<unknown>): unknown[] {
  const present = new Set(seen);
  return values.filter((v) => !present.has(v));
}

/** Each guarantee: a name, and the values it misses in the current store. */
const fieldChecks = Object.entries(TABLE_SCHEMAS).flatMap(([table, schema]) =>
  enumFields(schema!).map(({ field, values, array }) => ({
    name: `${schema}.${field}`,
    missing: () => {
      const records = (db[table as TableName].all() as Array<Record<string, unknown>>).map((r) => r[field]);
      return missing(values, array ? records.flatMap((v) => (Array.isArray(v) ? v : [])) : records);
    },
  })),
);

const nestedChecks = [
  {
    name: 'PropertyTaxComponent.taxType (in the JSON text of propertyTaxComponents)',
    missing: () =>
      missing(
        enumOf(schemas.PropertyTaxComponent.properties!.taxType)!.values,
        db.properties
          .all()
          .flatMap((p) =>
            p.propertyTaxComponents
              ? (JSON.parse(p.propertyTaxComponents).components as Array<{ taxType: string }>).map((c) => c.taxType)
              : [],
          ),
      ),
  },
  {
    name: 'LeaseDocumentType (documents filed on leases)',
    missing: () =>
      missing(
        enumOf(schemas.LeaseDocumentType)!.values,
        db.leases.all().flatMap((l) => l.documents.map((d) => d.documentType)),
      ),
  },
  {
    name: 'TenantDocumentCategory (a tenant with documents in the category)',
    missing: () => {
      const tenants = db.tenants.all() as unknown as Array<Record<string, string[]>>;
      return enumOf(schemas.TenantDocumentCategory)!.values.filter(
        (category) => !tenants.some((t) => (t[category as string] ?? []).length > 0),
      );
    },
  },
];

const checks = [...fieldChecks, ...nestedChecks];

describe('default seed: every enum value of the contract appears', () => {
  it('finds the enum fields of the seeded tables', () => {
    expect(fieldChecks.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'Property.propertyTaxPaymentSchedule',
        'Lease.leaseType',
        'Lease.rentIncreaseType',
        'Lease.renewalNoticePeriodType',
        'Tenant.backgroundCheckStatus',
        'Vendor.specialties',
      ]),
    );
  });

  it.each(checks)('$name', ({ missing: missed }) => {
    expect(missed()).toEqual([]);
  });

  it.each(['2026-01-31', '2026-02-28', '2026-11-22', '2027-06-15'])('whatever the reference day (%s)', (day) => {
    resetDb({ size: 'default', today: new Date(`${day}T00:00:00Z`) });
    expect(checks.filter((c) => c.missing().length > 0).map((c) => `${c.name}: ${c.missing().join(', ')}`)).toEqual([]);
  });

  it('files every lease and tenant document it lists, and each lease document fills its lease field', () => {
    for (const lease of db.leases.all()) {
      for (const d of lease.documents) {
        const field = lease[d.field];
        expect(Array.isArray(field) ? field : [field], `${lease.leaseNumber} ${d.field}`).toContain(d.path);
        expect(db.files.get(d.fileKey)?.status).toBe('stored');
      }
    }
    const tenants = db.tenants.all() as unknown as Array<Record<string, string[]>>;
    for (const t of tenants) {
      for (const category of enumOf(schemas.TenantDocumentCategory)!.values as string[]) {
        for (const path of t[category] ?? [])
          expect({ path, status: db.files.get(decodeURIComponent(path.split('/').pop()!))?.status }).toEqual({
            path,
            status: 'stored',
          });
      }
    }
  });
});
