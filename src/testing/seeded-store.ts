import {
  db,
  defaultSeedOptions,
  resetDb,
  restoreDb,
  snapshotDb,
  type Db,
  type SeedOptions,
  type TableName,
} from '../../mocks/db';
import type { Collection } from '../../mocks/db/collection';

/** A seeded store kept for the worker: the options it was seeded with and a copy of every table. */
interface SeededCopy {
  options: SeedOptions;
  tables: ReturnType<typeof snapshotDb>;
}

// On globalThis: this module may be evaluated again for another test file of the same worker, while the
// copies stay valid for as long as the worker runs.
const copiesKey = Symbol.for('rental-manager.seeded-store-copies');
const copies = ((globalThis as { [copiesKey]?: Map<string, SeededCopy> })[copiesKey] ??= new Map());

/**
 * Puts the mock store into the state `resetDb(options)` seeds (seeding is deterministic), from a copy
 * this worker keeps of each seed, day and size it has seeded: the default set takes a fraction of a
 * second to seed, the large set seconds, and restoring either costs little. Each table is copied from
 * the kept one on its first use in the test, so what a test changes never reaches the copy.
 * Use it instead of `resetDb` in tests.
 */
export function seedTestStore(options: Partial<SeedOptions> = {}): SeedOptions {
  const wanted = { ...defaultSeedOptions(), ...options };
  const key = `${wanted.seed}:${wanted.size}:${wanted.today.toISOString().slice(0, 10)}`;
  const kept = copies.get(key);
  if (kept) {
    restoreDb(
      kept.options,
      Object.fromEntries(Object.entries(kept.tables).map(([name, rows]) => [name, () => structuredClone(rows)])),
    );
    return { ...kept.options };
  }
  const seeded = resetDb(wanted);
  copies.set(key, { options: { ...seeded }, tables: structuredClone(snapshotDb()) });
  return seeded;
}

type RecordOf<T extends TableName> = Db[T] extends Collection<infer R> ? R : never;

/**
 * The id of the first seeded record of `table` that `predicate` accepts, for a story's route or args.
 * Seeding is deterministic and the store is seeded again before every story, so reading an id when the
 * story file loads is safe; an empty store is seeded first. Throws when the seed has no such record.
 */
export function seededId<T extends TableName>(
  table: T,
  predicate: (record: RecordOf<T>) => boolean = () => true,
): string {
  if (db[table].count() === 0) resetDb();
  const record = (db[table] as unknown as Collection<RecordOf<T>>).find(predicate);
  if (!record) throw new Error(`The seed has no matching record in ${table}`);
  return record.id;
}
