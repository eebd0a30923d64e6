import type { Faker } from '@faker-js/faker';
import { Collection } from './collection';
import { startOfUtcDay, type SeedContext, type SeedOptions } from './seed-context';
import type {
  AssignmentRecord,
  Db,
  DepositDispositionRecord,
  FileRecord,
  LeaseRecord,
  MaintenanceRequestRecord,
  PaymentRecord,
  PropertyRecord,
  TableName,
  TenantRecord,
  UnitRecord,
  VendorRecord,
  WorkOrderRecord,
} from './tables';

export type { SeedOptions, DataSize } from './seed-context';

export type { Db, TableName } from './tables';

/** The mock store (its shape: ./tables.ts). */
export const db: Db = {
  properties: new Collection<PropertyRecord>('properties'),
  units: new Collection<UnitRecord>('units'),
  files: new Collection<FileRecord>('files'),
  tenants: new Collection<TenantRecord>('tenants'),
  leases: new Collection<LeaseRecord>('leases'),
  assignments: new Collection<AssignmentRecord>('assignments'),
  payments: new Collection<PaymentRecord>('payments'),
  vendors: new Collection<VendorRecord>('vendors'),
  maintenanceRequests: new Collection<MaintenanceRequestRecord>('maintenanceRequests'),
  workOrders: new Collection<WorkOrderRecord>('workOrders'),
  depositDispositions: new Collection<DepositDispositionRecord>('depositDispositions'),
};

export const DEFAULT_SEED = 20261122;

export function defaultSeedOptions(): SeedOptions {
  const env = (typeof process !== 'undefined' ? process.env : {}) as Record<string, string | undefined>;
  const size =
    (env.MOCK_SIZE ?? (import.meta.env?.VITE_MOCK_SIZE as string | undefined)) === 'large' ? 'large' : 'default';
  // Seeded on the real day, not the clock's (src/lib/clock.ts): setting the day does not move the data.
  return { seed: DEFAULT_SEED, size, today: startOfUtcDay(new Date()) };
}

let current: SeedOptions = defaultSeedOptions();

let seeding: { makeFaker: (seed: number, module: string) => Faker; seedTables: (ctx: SeedContext) => void } | undefined;

/**
 * Loads what seeding needs (faker, ./faker.ts, and the seeders, ./seeder.ts). Await it once before the
 * first `resetDb`: the test setup, Storybook's preview and the scripts do; the browser's mock does it
 * only when there is no saved store or built data set to load, so such a page load downloads neither.
 */
export async function loadSeeder(): Promise<void> {
  if (seeding) return;
  const [{ makeFaker }, { seedTables }] = await Promise.all([import('./faker'), import('./seeder')]);
  seeding = { makeFaker, seedTables };
}

/** Empties every table and seeds it again: the same options give byte-identical data. */
export function resetDb(options: Partial<SeedOptions> = {}): SeedOptions {
  const loaded = seeding;
  if (!loaded) throw new Error('resetDb: await loadSeeder() (mocks/db) before seeding the mock store');
  current = { ...defaultSeedOptions(), ...options };
  current.today = startOfUtcDay(current.today);
  for (const table of Object.values(db)) table.clear();
  const ctx: SeedContext = { ...current, db, fakerFor: (module) => loaded.makeFaker(current.seed, module) };
  loaded.seedTables(ctx);
  return current;
}

/** A table's rows, or a function that makes them on the table's first use (Collection.loadLazily). */
export type TableSource = unknown[] | (() => unknown[]);

/** Puts back a snapshot saved with `options`, without seeding first. */
export function restoreDb(options: SeedOptions, snapshot: Partial<Record<TableName, TableSource>>): void {
  current = { ...options, today: startOfUtcDay(options.today) };
  loadSnapshot(snapshot);
}

/** Empties every table (the "empty" scenario). */
export function clearDb(): void {
  for (const table of Object.values(db)) table.clear();
}

export function currentSeedOptions(): SeedOptions {
  return current;
}

/** A plain snapshot of every table, e.g. for persistence or a determinism check. */
export function snapshotDb(): Record<TableName, unknown[]> {
  return Object.fromEntries(Object.entries(db).map(([name, table]) => [name, table.all()])) as Record<
    TableName,
    unknown[]
  >;
}

export function loadSnapshot(snapshot: Partial<Record<TableName, TableSource>>): void {
  for (const [name, table] of Object.entries(db) as Array<[TableName, Collection<{ id: string }>]>) {
    const source = snapshot[name] ?? [];
    if (typeof source === 'function') table.loadLazily(source as () => Array<{ id: string }>);
    else table.load(source as Array<{ id: string }>);
  }
}
