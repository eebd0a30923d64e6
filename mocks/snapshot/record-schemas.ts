// Loaded by scripts/vite/precompiled-validators.ts (through scripts/validators-module.ts) as well: plain code, no imports.

/** The tables of the mock store, in the order a snapshot file lists and checks them (mocks/db/tables.ts). */
export const SNAPSHOT_TABLES = [
  'properties',
  'units',
  'files',
  'tenants',
  'leases',
  'assignments',
  'payments',
  'vendors',
  'maintenanceRequests',
  'workOrders',
  'depositDispositions',
] as const;
export type SnapshotTable = (typeof SNAPSHOT_TABLES)[number];

type Schema = Record<string, unknown>;

/**
 * How a stored record differs from its contract schema (the record types of mocks/db/tables.ts): the
 * fields the handlers join or derive when asked are not stored; a lease also keeps its rent history
 * and its documents' file keys.
 */
const RECORDS: Record<
  Exclude<SnapshotTable, 'files' | 'depositDispositions'>,
  { schema: string; omit: string[]; extra?: Schema }
> = {
  properties: { schema: 'Property', omit: ['units', 'totalUnits', 'occupiedUnits'] },
  units: { schema: 'Unit', omit: ['propertyName', 'rentalProperty'] },
  tenants: { schema: 'Tenant', omit: ['hasActiveLease'] },
  leases: {
    schema: 'Lease',
    omit: ['tenantUnitAssignments'],
    extra: {
      rentHistory: { type: 'array', items: { $ref: '#/components/schemas/RentHistoryEntry' } },
      documents: {
        type: 'array',
        items: {
          allOf: [
            { $ref: '#/components/schemas/LeaseDocument' },
            { type: 'object', required: ['fileKey'], properties: { fileKey: { type: 'string', minLength: 1 } } },
          ],
        },
      },
    },
  },
  assignments: { schema: 'Assignment', omit: ['tenant', 'unit', 'lease'] },
  payments: { schema: 'Payment', omit: ['tenant', 'unit', 'property'] },
  vendors: { schema: 'Vendor', omit: ['completionRate', 'totalJobsCompleted'] },
  maintenanceRequests: { schema: 'MaintenanceRequest', omit: ['property', 'unit'] },
  workOrders: { schema: 'WorkOrder', omit: ['maintenanceRequest', 'vendor', 'totalCost'] },
};

/** A stored file (mocks/db/tables.ts `FileRecord`): the mock's own table, which the contract does not describe. */
const FILE_RECORD: Schema = {
  type: 'object',
  required: ['id', 'contentType', 'filename', 'size', 'data', 'uploadedAt', 'status', 'owner', 'seeded'],
  properties: {
    id: { type: 'string', minLength: 1 },
    contentType: { type: 'string' },
    filename: { type: 'string' },
    size: { type: 'integer', minimum: 0 },
    data: { type: 'string' },
    uploadedAt: { type: 'string', format: 'date-time' },
    status: { enum: ['stored', 'reserved'] },
    owner: {
      oneOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['table', 'id'],
          properties: {
            table: { enum: ['properties', 'units', 'maintenanceRequests', 'workOrders', 'leases'] },
            id: { type: 'string' },
          },
        },
      ],
    },
    seeded: { type: 'boolean' },
  },
};

/**
 * A saved move-out disposition (mocks/db/tables.ts `DepositDispositionRecord`): the manager's lines as the
 * contract's `DepositDeduction`s, and once final the statement as the contract's `DepositDisposition`
 * without the lease's references (joined when asked).
 */
const DEPOSIT_DISPOSITION_RECORD: Schema = {
  type: 'object',
  required: ['id', 'leaseId', 'deductions', 'notes', 'createdAt', 'updatedAt', 'final'],
  properties: {
    id: { type: 'string', minLength: 1 },
    leaseId: { type: 'string', minLength: 1 },
    deductions: { type: 'array', items: { $ref: '#/components/schemas/DepositDeduction' } },
    notes: { type: ['string', 'null'], maxLength: 1000 },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    // `final` is set from the contract's DepositDisposition in recordSchemas (without the joined fields).
  },
};

/** `$ref`s into the contract made to point at the contract added under `id` (Ajv's `addSchema`). */
function refsInto(node: unknown, id: string): unknown {
  if (Array.isArray(node)) return node.map((item) => refsInto(item, id));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${id}${value}` : refsInto(value, id),
    ]),
  );
}

/**
 * The schema of each table's stored records, made from the contract (the bundled document, added to
 * Ajv under `contractId`): the entity's schema without the fields the store does not keep, plus the
 * ones it keeps besides. Ajv ids: `record-<table>` (`recordSchemaId`).
 */
export function recordSchemas(contract: { components: { schemas: Record<string, Schema> } }, contractId = 'openapi') {
  const out = {} as Record<SnapshotTable, Schema>;
  out.files = { $id: recordSchemaId('files'), ...FILE_RECORD };
  const disposition = contract.components.schemas.DepositDisposition!;
  const joined = ['leaseId', 'leaseNumber', 'tenant', 'unit', 'property'];
  const statement = {
    ...disposition,
    properties: Object.fromEntries(
      Object.entries(disposition.properties as Schema).filter(([field]) => !joined.includes(field)),
    ),
    required: (disposition.required as string[]).filter((field) => !joined.includes(field)),
  };
  const record = DEPOSIT_DISPOSITION_RECORD.properties as Schema;
  out.depositDispositions = refsInto(
    {
      $id: recordSchemaId('depositDispositions'),
      ...DEPOSIT_DISPOSITION_RECORD,
      properties: { ...record, final: { oneOf: [{ type: 'null' }, statement] } },
    },
    contractId,
  ) as Schema;
  for (const [table, { schema, omit, extra }] of Object.entries(RECORDS)) {
    const entity = contract.components.schemas[schema]!;
    const properties = { ...(entity.properties as Schema) };
    for (const field of omit) delete properties[field];
    Object.assign(properties, extra);
    const required = [...((entity.required as string[] | undefined) ?? []), ...Object.keys(extra ?? {})].filter(
      (field) => !omit.includes(field),
    );
    out[table as SnapshotTable] = refsInto(
      { ...entity, $id: recordSchemaId(table as SnapshotTable), properties, required },
      contractId,
    ) as Schema;
  }
  return out;
}

export function recordSchemaId(table: SnapshotTable): string {
  return `record-${table}`;
}
