import { toFieldErrors } from '../support/contract-failures';
import { fileKeyOf } from '../db/files';
import { SNAPSHOT_TABLES, type SnapshotTable } from './record-schemas';
import { recordValidatorOf } from './record-validators';
import { parseSnapshot, SnapshotError, type Snapshot } from './snapshot-file';

/** The first record of a snapshot that cannot be loaded, and why. */
export interface SnapshotProblem {
  table: SnapshotTable;
  /** The record's position in its table (0 first). */
  index: number;
  id: string | undefined;
  field: string;
  message: string;
}

/** "units, record 13 (id u-12), field monthlyRent: must be 0 or more" */
export function describeProblem(problem: SnapshotProblem): string {
  const { table, index, id, field, message } = problem;
  const what = message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;
  return `${table}, record ${index + 1}${id ? ` (id ${id})` : ''}, field ${field}: ${what}`;
}

/** A reference from one table's field to another table's records (by id); null or absent is no reference. */
interface Reference {
  field: string;
  table: SnapshotTable;
  /** The field holds a list of ids. */
  many?: boolean;
}

/** The store's relations, as its handlers rely on them (mocks/db/tables.ts). */
const REFERENCES: Partial<Record<SnapshotTable, Reference[]>> = {
  units: [{ field: 'rentalPropertyId', table: 'properties' }],
  leases: [{ field: 'previousLeaseId', table: 'leases' }],
  assignments: [
    { field: 'tenantId', table: 'tenants' },
    { field: 'unitId', table: 'units' },
    { field: 'leaseId', table: 'leases' },
  ],
  payments: [
    { field: 'tenantId', table: 'tenants' },
    { field: 'unitId', table: 'units' },
    { field: 'propertyId', table: 'properties' },
    { field: 'leaseId', table: 'leases' },
    { field: 'appliesToPaymentId', table: 'payments' },
  ],
  vendors: [{ field: 'preferredPropertyIds', table: 'properties', many: true }],
  maintenanceRequests: [
    { field: 'propertyId', table: 'properties' },
    { field: 'unitId', table: 'units' },
    { field: 'vendorId', table: 'vendors' },
  ],
  workOrders: [
    { field: 'maintenanceRequestId', table: 'maintenanceRequests' },
    { field: 'vendorId', table: 'vendors' },
  ],
  depositDispositions: [{ field: 'leaseId', table: 'leases' }],
};

/** The tables whose records list photos (`/api/files/<key>` paths, served from the files table). */
const PHOTO_TABLES = new Set<SnapshotTable>(['properties', 'units', 'maintenanceRequests', 'workOrders']);

const ENTITY = {
  properties: 'property',
  units: 'unit',
  files: 'file',
  tenants: 'tenant',
  leases: 'lease',
  assignments: 'assignment',
  payments: 'payment',
  vendors: 'vendor',
  maintenanceRequests: 'maintenance request',
  workOrders: 'work order',
  depositDispositions: 'deposit disposition',
} satisfies Record<SnapshotTable, string>;

type Row = Record<string, unknown>;

/**
 * The first record of the snapshot that breaks the contract's schema of its table (./record-schemas.ts)
 * or the store's relations (an id no record of the named table has, a unit not of the property named
 * beside it, a photo or document whose file is missing, a duplicate id), or undefined when every record
 * is sound. Tables are checked in the store's order, each record in its order.
 */
export function checkSnapshot(snapshot: Snapshot): SnapshotProblem | undefined {
  const ids = {} as Record<SnapshotTable, Map<string, Row>>;
  for (const table of SNAPSHOT_TABLES) {
    ids[table] = new Map();
    for (const row of snapshot.tables[table] as Row[])
      if (row && typeof row === 'object' && typeof row.id === 'string' && !ids[table].has(row.id))
        ids[table].set(row.id, row);
  }
  for (const table of SNAPSHOT_TABLES) {
    const validate = recordValidatorOf(table);
    const seen = new Set<string>();
    const rows = snapshot.tables[table] as Row[];
    for (let index = 0; index < rows.length; index++) {
      const row = rows[index];
      const problem = (field: string, message: string): SnapshotProblem => ({
        table,
        index,
        id: row && typeof row.id === 'string' ? row.id : undefined,
        field,
        message,
      });
      if (!row || typeof row !== 'object' || Array.isArray(row)) return problem('(record)', 'is not an object');
      if (typeof row.id !== 'string' || row.id === '') return problem('id', 'is missing (every record needs one)');
      if (seen.has(row.id)) return problem('id', `is used by an earlier ${ENTITY[table]} too`);
      seen.add(row.id);
      if (validate && !validate(row)) {
        const [first] = toFieldErrors(validate.errors);
        return problem(first?.field ?? '(record)', first?.message ?? 'does not match the contract');
      }
      for (const ref of REFERENCES[table] ?? []) {
        const value = row[ref.field];
        for (const id of ref.many && Array.isArray(value) ? value : [value]) {
          if (id === null || id === undefined) continue;
          if (!ids[ref.table].has(id as string))
            return problem(ref.field, `names ${ENTITY[ref.table]} ${String(id)}, which is not in the file`);
        }
      }
      const unitId = table === 'payments' || table === 'maintenanceRequests' ? row.unitId : undefined;
      const unit = typeof unitId === 'string' ? ids.units.get(unitId) : undefined;
      if (unit && unit.rentalPropertyId !== row.propertyId)
        return problem(
          'unitId',
          `names unit ${String(unitId)}, which belongs to property ${String(unit.rentalPropertyId)}, not ${String(row.propertyId)}`,
        );
      if (PHOTO_TABLES.has(table))
        for (const path of (row.photos as string[] | undefined) ?? []) {
          if (!path.includes('api/files/')) continue;
          if (!ids.files.has(fileKeyOf(path)))
            return problem('photos', `lists ${path}, whose file is not in the file's files table`);
        }
      if (table === 'leases')
        for (const doc of (row.documents as Array<{ fileKey: string }> | undefined) ?? [])
          if (!ids.files.has(doc.fileKey))
            return problem('documents', `lists file ${doc.fileKey}, which is not in the file's files table`);
      if (table === 'files' && row.owner) {
        const owner = row.owner as { table: SnapshotTable; id: string };
        if (!ids[owner.table].has(owner.id))
          return problem('owner', `names ${ENTITY[owner.table]} ${owner.id}, which is not in the file`);
      }
    }
  }
  return undefined;
}

/** A snapshot refused for one of its records. */
export class SnapshotRecordError extends SnapshotError {
  constructor(readonly problem: SnapshotProblem) {
    super(`The file was not loaded: ${describeProblem(problem)}.`);
  }
}

/** The snapshot in a file's text (or parsed JSON), checked: throws a SnapshotError naming what is wrong. */
export function readSnapshot(input: string | unknown, version: number): Snapshot {
  const snapshot = parseSnapshot(input, version);
  const problem = checkSnapshot(snapshot);
  if (problem) throw new SnapshotRecordError(problem);
  return snapshot;
}
