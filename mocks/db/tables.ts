/**
 * The mock store's shape: one table per entity, each a Collection of stored records, relations by id.
 * The record types and `Db` live here, apart from the entity modules and the store itself
 * (./index.ts), so an entity module that takes the store as a parameter imports its type from a
 * module that imports none of them back.
 */
import type {
  Assignment,
  DepositDeduction,
  DepositDisposition,
  Lease,
  LeaseDocument,
  MaintenanceRequest,
  Payment,
  Property,
  RentHistoryEntry,
  Tenant,
  Unit,
  Vendor,
  WorkOrder,
} from '@/lib/api/schema.gen';
import type { Collection } from './collection';

/**
 * A stored property: the contract's Property without what is derived or joined when asked
 * (`units`, `totalUnits`, `occupiedUnits` come from db.units in the handlers).
 */
export type PropertyRecord = Omit<Property, 'units' | 'totalUnits' | 'occupiedUnits'>;

/**
 * A stored unit: the contract's Unit without what is joined when asked (`propertyName`,
 * `rentalProperty` come from db.properties in the handlers).
 */
export type UnitRecord = Omit<Unit, 'propertyName' | 'rentalProperty'>;

/** The tables whose records carry a `photos: string[]` list of file paths. */
export type PhotoOwnerTable = 'properties' | 'units' | 'maintenanceRequests' | 'workOrders';

/**
 * The tables a stored file can belong to: a record that lists its photos, or a lease, whose move-out
 * disposition's deduction lines list the photos the client uploaded for it.
 */
export type FileOwnerTable = PhotoOwnerTable | 'leases';

/**
 * A stored file (photo bytes), keyed by its file key (`id`): the last segment of `/api/files/<key>`.
 * Bytes are kept as base64 so the browser persistence (a JSON snapshot in localStorage) holds them.
 * `status: 'reserved'` is a key handed out by an upload-url call whose bytes have not arrived yet.
 */
export interface FileRecord {
  id: string;
  contentType: string;
  filename: string;
  size: number;
  /** The bytes, base64-encoded ('' while reserved). */
  data: string;
  uploadedAt: string;
  status: 'stored' | 'reserved';
  /** The record whose photo this is. */
  owner: { table: FileOwnerTable; id: string } | null;
  /** True for files made by the seed (not counted against the upload quota). */
  seeded: boolean;
}

/** A stored tenant: the contract's Tenant without `hasActiveLease` (derived from assignments and leases when asked). */
export type TenantRecord = Omit<Tenant, 'hasActiveLease'>;

/**
 * A stored lease: the contract's Lease without `tenantUnitAssignments` (joined from db.assignments when
 * asked), plus two internal lists the handlers expose elsewhere: `rentHistory` (financial summary) and
 * `documents` (the metadata of files filed under the document categories; bytes live in db.files).
 */
export type LeaseRecord = Omit<Lease, 'tenantUnitAssignments' | 'terminationDate' | 'terminationReason'> & {
  terminationDate: string | null;
  terminationReason: string | null;
  rentHistory: RentHistoryEntry[];
  documents: Array<LeaseDocument & { fileKey: string }>;
};

/** A stored assignment: the contract's Assignment without the nested tenant, unit and lease (joined when asked). */
export type AssignmentRecord = Omit<Assignment, 'tenant' | 'unit' | 'lease'>;

/** A stored payment: the contract's Payment without the nested tenant, unit and property (joined when asked). */
export type PaymentRecord = Omit<Payment, 'tenant' | 'unit' | 'property'>;

/**
 * A stored vendor: the contract's Vendor without the figures derived from work orders
 * (`completionRate`, `totalJobsCompleted` — computed by `presentVendor` when asked).
 * `averageRating` is stored: it stands for the back office's job ratings, which no call of this API sets.
 */
export type VendorRecord = Omit<Vendor, 'completionRate' | 'totalJobsCompleted'>;

/** A stored maintenance request: the contract's MaintenanceRequest without the included property and unit. */
export type MaintenanceRequestRecord = Omit<MaintenanceRequest, 'property' | 'unit'>;

/** A stored work order: the contract's WorkOrder without the included request and vendor and the derived total. */
export type WorkOrderRecord = Omit<WorkOrder, 'maintenanceRequest' | 'vendor' | 'totalCost'>;

/**
 * The saved move-out disposition of a lease's deposits (one per lease: its id is the lease's). Absent
 * until the manager saves one (`not_started`); the manager's lines while `draft`; once finalized, the
 * statement as computed then (`final`: every figure, without the lease's number, tenant, unit and
 * property, which are joined when asked), which `GET` answers from then on.
 */
export interface DepositDispositionRecord {
  id: string;
  leaseId: string;
  deductions: DepositDeduction[];
  notes: string | null;
  createdAt: string;
  updatedAt: string;
  final: DispositionStatement | null;
}

/** A final statement as stored: the contract's `DepositDisposition` without what is joined from the lease. */
export type DispositionStatement = Omit<DepositDisposition, 'leaseId' | 'leaseNumber' | 'tenant' | 'unit' | 'property'>;

/** The mock store: one table per entity. Handlers read and write only through it. */
export interface Db {
  properties: Collection<PropertyRecord>;
  units: Collection<UnitRecord>;
  files: Collection<FileRecord>;
  tenants: Collection<TenantRecord>;
  leases: Collection<LeaseRecord>;
  assignments: Collection<AssignmentRecord>;
  payments: Collection<PaymentRecord>;
  vendors: Collection<VendorRecord>;
  maintenanceRequests: Collection<MaintenanceRequestRecord>;
  workOrders: Collection<WorkOrderRecord>;
  depositDispositions: Collection<DepositDispositionRecord>;
}
export type TableName = keyof Db;
