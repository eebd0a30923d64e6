import { daysBetween } from '@/lib/format';
import {
  clearDb,
  currentSeedOptions,
  db,
  DEFAULT_SEED,
  loadSeeder,
  resetDb,
  restoreDb,
  type SeedOptions,
  type TableName,
  type TableSource,
} from './db';
import { onRowChange, type Collection, type RowChange } from './db/collection';
import { shiftDates } from './date-shift';
import type { DataSet } from './faults/syntax';
import type { Snapshot } from './snapshot/snapshot-file';
import { indexedDbBackend, memoryBackend, type StoreBackend, type StoredMeta } from './persistence-backend';
import { applyChanges, changeKey, changesOf, PendingChanges, remoteChanges } from './persistence-journal';

export { memoryBackend, type StoreBackend, type StoredMeta } from './persistence-backend';

/**
 * Browser persistence of the mock store, one saved store per data set (default, large, empty), shared
 * by every tab of the origin, so that what the mock acknowledged is kept as a backend keeps it: across
 * reloads, a crash of the tab, and the other tabs' writes (docs/architecture.md, *Persistence*).
 * - Where: IndexedDB (`rental-manager-mock`), per data set a snapshot (the metadata and each table as
 *   JSON text by column: mocks/table-codec.ts) and a journal of the records changed since
 *   (mocks/persistence-backend.ts).
 * - Writes: every record a request writes or deletes (reported by the tables: `onRowChange`) is
 *   appended to the journal before the response leaves (`commit`, called by the worker's handler:
 *   mocks/persistence-handler.ts), so a 201 is only sent once its record is stored.
 * - Other tabs: before each call a tab applies the journal entries it has not seen (`sync`), so it
 *   answers with every tab's changes; a message on a BroadcastChannel (mocks/browser.ts) makes the
 *   open tabs do so at once. A store another tab seeded, reset or moved to a new day is read again.
 * - Compaction: once the journal is long, the changed tables are written into the snapshot and the
 *   entries they hold deleted, under a lock that one tab at a time holds (Web Locks).
 * - Read: every table's text is read at once, but a table's rows are parsed (and its journal changes
 *   applied) only when a call first uses them (Collection.loadLazily); the rest are parsed while the
 *   page is idle (`materializeWhenIdle`).
 * - Dates: a store saved on an earlier day has all its dates moved forward by the days elapsed when it
 *   is loaded (mocks/date-shift.ts), so overdue and this-month figures keep their meaning.
 * Bump DATA_VERSION when the record shapes change, so old saved stores are dropped instead of misread.
 */
export const DATA_VERSION = 5;

/** Journal entries after which a tab writes the changed tables into the snapshot. */
export const COMPACT_AFTER = 200;

const TABLES = Object.keys(db) as TableName[];

let backend: StoreBackend =
  typeof indexedDB !== 'undefined' && (typeof window !== 'undefined' || 'WorkerGlobalScope' in globalThis)
    ? indexedDbBackend('rental-manager-mock', TABLES)
    : memoryBackend();

/** The messages tabs send each other (mocks/browser.ts carries them on a BroadcastChannel). */
export type StoreMessage =
  | { type: 'appended'; dataSet: DataSet; seq: number }
  | { type: 'reset'; dataSet: DataSet }
  | { type: 'data-set'; dataSet: DataSet };

let announce: (message: StoreMessage) => void = () => {};

/**
 * Where the store marks its steps (`mock-store:read`, `mock-store:saved`, read by the load-time
 * measurements and the e2e tests): this context's performance timeline, or the page's when the store
 * runs in the mock API's worker (mocks/worker/mock-api-server.ts forwards them).
 */
let mark: (name: string) => void = (name) => {
  if (typeof performance !== 'undefined') performance.mark(name);
};

export function setStoreMarks(next: (name: string) => void): void {
  mark = next;
}

/** Where this tab's messages to the other tabs go. */
export function setAnnouncer(send: (message: StoreMessage) => void): void {
  announce = send;
}

/** The data set the store holds now. */
let currentDataSet: DataSet = 'default';
/** The saved store this tab holds (StoredMeta.epoch). */
let epoch = '';
/** The journal's entries up to this number are in this tab's store. */
let lastSeen = 0;
/** The snapshot's `seq` as last known: the journal holds the entries after it. */
let snapshotSeq = 0;
/** The tables changed by the journal's entries since the snapshot (compaction writes these). */
let touched = new Set<TableName>();
/** This tab's changes not yet appended. */
let pending = new PendingChanges();
/** Per record, the number of this tab's commits of it under way. */
let appendingKeys = new Map<string, number>();
/** Per record, this tab's latest entry of it (until a sync passes it). */
let ownSeqOf = new Map<string, number>();
/** This tab's entries a sync has not passed yet. */
let ownSeqs = new Set<number>();
/** False while the store itself replaces rows (seeding, loading, applying other tabs' entries). */
let recording = false;

function record(change: RowChange): void {
  if (recording) pending.add(change);
}

export function setStoreBackend(next: StoreBackend): void {
  backend = next;
  forgetTabState();
}

function forgetTabState(): void {
  epoch = '';
  lastSeen = 0;
  snapshotSeq = 0;
  touched = new Set();
  pending = new PendingChanges();
  appendingKeys = new Map();
  ownSeqOf = new Map();
  ownSeqs = new Set();
}

/** Stops journaling the tables' changes (tests: every test file shares the tables). */
export function detachStore(): void {
  onRowChange(undefined);
  recording = false;
  forgetTabState();
}

export function currentDataSetName(): DataSet {
  return currentDataSet;
}

const newEpoch = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

function metaNow(): Omit<StoredMeta, 'seq'> {
  const options = currentSeedOptions();
  return {
    version: DATA_VERSION,
    dataSet: currentDataSet,
    options: { ...options, today: options.today.toISOString() },
    epoch,
  };
}

/** Runs `fn` while no other tab runs one of these (Web Locks; directly where they are missing). */
function exclusively<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return fn();
  return locks.request('rental-manager-mock', fn) as Promise<T>;
}

/** Runs `fn` with the tables' reports of changed rows ignored (the store replaces rows itself). */
function quietly<T>(fn: () => T): T {
  const was = recording;
  recording = false;
  try {
    return fn();
  } finally {
    recording = was;
  }
}

/**
 * Parses the tables a page load left for their first use, one per idle moment (or per turn `later`
 * gives), so the screens opened next do not wait for it; then runs `done`.
 */
export function materializeWhenIdle(done?: () => void, later?: (fn: () => void) => void): void {
  const waiting = TABLES.filter((table) => !db[table].materialized);
  later ??=
    typeof requestIdleCallback === 'function'
      ? (fn: () => void) => requestIdleCallback(fn, { timeout: 2000 })
      : (fn: () => void) => setTimeout(fn, 50);
  const next = () => {
    const table = waiting.shift();
    if (!table) {
      done?.();
      return;
    }
    quietly(() => db[table].materialize());
    later(next);
  };
  later(next);
}

async function seed(dataSet: DataSet, options: Partial<SeedOptions>): Promise<void> {
  if (dataSet === 'file') return seedFromFile(options.today ?? new Date());
  await loadSeeder();
  quietly(() => {
    // The real day, not the clock's: the seed and the date shift follow the calendar, so a day set in
    // the demo controls changes what "today" rules see without moving any saved date.
    resetDb({ today: new Date(), ...options, size: dataSet === 'large' ? 'large' : 'default' });
    if (dataSet === 'empty') clearDb();
  });
}

/** This tab's write of a whole new store, while it runs. */
let wholeStoreWrite: Promise<void> | undefined;

/**
 * Writes the whole store as a new snapshot (a new epoch) and deletes the journal's entries up to
 * `upTo` (all of them by default; entries after `upTo` stay, to be applied on top).
 */
async function writeWholeStore(upTo: number | 'all' = 'all'): Promise<void> {
  epoch = newEpoch();
  const write = backend
    .writeSnapshot(currentDataSet, metaNow(), Object.fromEntries(TABLES.map((table) => [table, db[table].all()])), upTo)
    .then((seq) => {
      mark('mock-store:saved');
      lastSeen = snapshotSeq = seq;
      touched = new Set();
      ownSeqs = new Set();
      ownSeqOf = new Map();
    });
  wholeStoreWrite = write;
  try {
    await write;
  } finally {
    if (wholeStoreWrite === write) wholeStoreWrite = undefined;
  }
}

export interface LoadResult {
  /**
   * `loaded`: the saved store; `built`: none fitted, the data set the build shipped was read;
   * `seeded`: none fitted, seeded afresh.
   */
  source: 'loaded' | 'built' | 'seeded';
  /** Days the saved or built store's dates moved forward (0 when seeded or saved today). */
  shiftedDays: number;
}

/** The data set a build made of the default data, as a snapshot: its tables and the day they belong to. */
export type BuiltData = Pick<Snapshot, 'takenOn' | 'seed' | 'size' | 'tables'>;

/**
 * Makes `tables` the store's data, their dates moved forward by the days from `takenOn` (the day they
 * belong to) to `today` (mocks/date-shift.ts): a saved store of an earlier day, a loaded file, the
 * built data set. Returns the days moved.
 */
export function restoreMoved(
  from: Pick<SeedOptions, 'seed' | 'size'>,
  takenOn: string | Date,
  tables: Partial<Record<TableName, unknown[]>>,
  today: Date,
): number {
  const days = daysBetween(takenOn, today);
  const takenDay = typeof takenOn === 'string' ? takenOn.slice(0, 10) : takenOn.toISOString().slice(0, 10);
  restoreDb({ seed: from.seed, size: from.size, today }, shiftDates(tables, days, '', takenDay));
  return days;
}

/** Reads the default data set the build shipped, if there is one (mocks/browser.ts sets it in preview builds). */
let readBuiltData: () => Promise<BuiltData | undefined> = () => Promise.resolve(undefined);

/**
 * Where the first visit of the default data set gets its data instead of seeding: the snapshot a
 * preview build made of the same seed (mocks/snapshot/built-data-set.ts). Faker and the seeder are
 * then downloaded only for another data set or a reset.
 */
export function setBuiltData(read: () => Promise<BuiltData | undefined>): void {
  readBuiltData = read;
}

/** The built data moved to `today`, as the store's data; false when there is none to use. */
async function restoreBuilt(dataSet: DataSet, options: Partial<SeedOptions>, today: Date): Promise<number | false> {
  // Only what seeding would make: the default data set of the default seed.
  if (dataSet !== 'default' || (options.seed !== undefined && options.seed !== DEFAULT_SEED)) return false;
  const built = await readBuiltData();
  if (!built || built.seed !== DEFAULT_SEED || built.size !== 'default') return false;
  return quietly(() => restoreMoved(built, built.takenOn, built.tables, today));
}

type Fitting = (stored: Awaited<ReturnType<StoreBackend['read']>>) => stored is NonNullable<typeof stored>;

/**
 * Loads the saved store of `dataSet` (its snapshot and journal), moving its dates to today, or seeds
 * it when there is none (or it is of another version or size). `options` (seed, today) only matter
 * when seeding. Seeding and moving dates write a new snapshot under the tabs' lock, so two tabs
 * opened at once make one store, not two.
 */
export async function loadOrSeed(
  dataSet: DataSet = 'default',
  options: Partial<SeedOptions> = {},
): Promise<LoadResult> {
  currentDataSet = dataSet;
  onRowChange(record);
  recording = false;
  forgetTabState();
  const wantedSize = dataSet === 'large' ? 'large' : 'default';
  // The real day (see seed): the shift moves saved dates by real days elapsed only.
  const today = options.today ?? new Date();
  const fits: Fitting = (stored): stored is NonNullable<typeof stored> =>
    !!stored &&
    stored.meta.version === DATA_VERSION &&
    // A loaded file keeps the size of the data set it was taken from.
    (dataSet === 'file' || stored.meta.options.size === wantedSize);
  const sameDay = (stored: NonNullable<Awaited<ReturnType<StoreBackend['read']>>>) =>
    daysBetween(new Date(stored.meta.options.today), today) === 0;
  try {
    const stored = await backend.read(dataSet);
    mark('mock-store:read');
    if (fits(stored) && sameDay(stored)) {
      restore(stored);
      return { source: 'loaded', shiftedDays: 0 };
    }
  } catch (error) {
    console.warn('[mock store] ignoring an unreadable saved store', error);
  }
  // Seeding, or moving a store to a new day, makes a new store: one tab at a time, the others then
  // load what it wrote. The lock is held until the store is written; the tab goes on once it is made.
  return new Promise<LoadResult>((resolve, reject) => {
    void exclusively(async () => {
      try {
        const stored = await backend.read(dataSet).catch(() => undefined);
        let result: LoadResult;
        let upTo: number | 'all' = 'all';
        if (fits(stored) && sameDay(stored)) {
          restore(stored);
          resolve({ source: 'loaded', shiftedDays: 0 });
          return;
        }
        if (fits(stored)) {
          const tables = Object.fromEntries(
            Object.entries(stored.tables).map(([table, rows]) => [
              table,
              applyChanges(typeof rows === 'function' ? rows() : rows, changesOf(table, stored.entries)),
            ]),
          );
          const days = quietly(() => restoreMoved(stored.meta.options, stored.meta.options.today, tables, today));
          result = { source: 'loaded', shiftedDays: days };
          // An entry another tab appends meanwhile (to the store of the day before) is kept, not dropped.
          upTo = Math.max(stored.meta.seq ?? 0, ...stored.entries.map((entry) => entry.seq));
        } else {
          const builtDays = await restoreBuilt(dataSet, options, today);
          if (builtDays !== false) result = { source: 'built', shiftedDays: builtDays };
          else {
            await seed(dataSet, options);
            result = { source: 'seeded', shiftedDays: 0 };
          }
        }
        // This tab's first changes are appended after the new snapshot (which empties the journal).
        const written = writeWholeStore(upTo).catch((error: unknown) => {
          console.warn('[mock store] could not persist; changes last until the next reload', error);
        });
        appending = appending.then(() => written);
        recording = true;
        resolve(result);
        await written;
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/** Puts back a saved store: the snapshot's tables, each with its journal changes applied on first use. */
function restore(stored: NonNullable<Awaited<ReturnType<StoreBackend['read']>>>): void {
  const tables: Partial<Record<TableName, TableSource>> = {};
  for (const table of TABLES) {
    const rows = stored.tables[table] ?? [];
    const changes = changesOf(table, stored.entries);
    tables[table] = typeof rows === 'function' ? () => applyChanges(rows(), changes) : applyChanges(rows, changes);
  }
  quietly(() => restoreDb({ ...stored.meta.options, today: new Date(stored.meta.options.today) }, tables));
  epoch = stored.meta.epoch ?? '';
  snapshotSeq = stored.meta.seq ?? 0;
  lastSeen = Math.max(snapshotSeq, ...stored.entries.map((entry) => entry.seq));
  touched = new Set(stored.entries.flatMap((entry) => entry.changes.map((change) => change.table as TableName)));
  recording = true;
}

let appending: Promise<void> = Promise.resolve();

/**
 * Appends this tab's changes to the journal as one entry, after the tab's earlier ones. Resolves once
 * they (and every change this tab made before the call) are stored: the worker's handler waits for it
 * before it answers. A change that cannot be stored (storage full, private mode) lasts until the next
 * reload, with a warning.
 */
export function commit(): Promise<void> {
  if (pending.size === 0) return appending;
  const changes = pending.take();
  const keys = changes.map(changeKey);
  for (const key of keys) appendingKeys.set(key, (appendingKeys.get(key) ?? 0) + 1);
  const dataSet = currentDataSet;
  const since = epoch;
  appending = appending.then(async () => {
    try {
      const seq = await backend.append(dataSet, changes);
      mark('mock-store:saved');
      if (since !== epoch) return;
      ownSeqs.add(seq);
      for (const key of keys) ownSeqOf.set(key, seq);
      for (const change of changes) touched.add(change.table as TableName);
      announce({ type: 'appended', dataSet, seq });
      if (seq - snapshotSeq >= COMPACT_AFTER) scheduleCompaction();
    } catch (error) {
      console.warn('[mock store] could not persist a change; it lasts until the next reload', error);
    } finally {
      for (const key of keys) {
        const left = (appendingKeys.get(key) ?? 1) - 1;
        if (left > 0) appendingKeys.set(key, left);
        else appendingKeys.delete(key);
      }
    }
  });
  return appending;
}

/** This tab's latest change of a record: Infinity while one is not yet stored. */
const localSeq = (key: string) => (pending.has(key) || appendingKeys.has(key) ? Infinity : ownSeqOf.get(key));

/**
 * Applies the entries this tab has not seen. False when the store must be read again instead (another
 * tab seeded, reset or moved it, or compacted entries this tab never saw): done here unless
 * `mayReload` is false.
 */
async function syncNow(mayReload = true): Promise<boolean> {
  const dataSet = currentDataSet;
  const { meta, entries } = await backend.tail(dataSet, lastSeen);
  if (!meta || dataSet !== currentDataSet) return true;
  if ((meta.epoch ?? '') !== epoch || (meta.seq ?? 0) > lastSeen) {
    if (!mayReload) return false;
    // This tab's own changes stored first, so the store read back includes them.
    await commit();
    await loadOrSeed(dataSet);
    return false;
  }
  snapshotSeq = meta.seq ?? 0;
  const changes = remoteChanges(entries, ownSeqs, localSeq);
  quietly(() => {
    for (const change of changes) {
      const table = db[change.table as TableName] as Collection<{ id: string }> | undefined;
      if (!table) continue;
      if (change.row === undefined) table.delete(change.id);
      else table.replace(change.row as { id: string });
    }
  });
  for (const entry of entries) {
    lastSeen = Math.max(lastSeen, entry.seq);
    for (const change of entry.changes) touched.add(change.table as TableName);
  }
  for (const seq of ownSeqs) if (seq <= lastSeen) ownSeqs.delete(seq);
  for (const [key, seq] of ownSeqOf) if (seq <= lastSeen) ownSeqOf.delete(key);
  return true;
}

let syncing: Promise<void> | undefined;
let syncAgain: Promise<void> | undefined;

/**
 * Applies the journal entries of the other tabs this tab has not seen. A call made while one runs
 * waits for the next (the one running may have read the journal before the call began). Never rejects.
 */
export function sync(): Promise<void> {
  // While this tab writes a new store no other tab can have written to it: the next call syncs.
  if (wholeStoreWrite) return Promise.resolve();
  if (!syncing) {
    syncing = syncNow()
      .then(() => undefined)
      .catch((error: unknown) => console.warn('[mock store] could not read the other tabs’ changes', error))
      .finally(() => (syncing = undefined));
    return syncing;
  }
  syncAgain ??= syncing.then(() => {
    syncAgain = undefined;
    return sync();
  });
  return syncAgain;
}

let compactionScheduled = false;

function scheduleCompaction(): void {
  if (compactionScheduled) return;
  compactionScheduled = true;
  const later =
    typeof requestIdleCallback === 'function'
      ? (fn: () => void) => requestIdleCallback(fn, { timeout: 5000 })
      : (fn: () => void) => setTimeout(fn, 1000);
  later(() => void compact().finally(() => (compactionScheduled = false)));
}

/**
 * Writes the tables the journal changed into the snapshot and deletes the entries they now hold, with
 * the tabs' lock (a tab seeding or resetting meanwhile is waited for).
 */
export async function compact(): Promise<void> {
  await exclusively(async () => {
    await commit();
    // A store to read again is left to the next sync (reading it may take this lock).
    if (!(await syncNow(false)) || lastSeen <= snapshotSeq) return;
    const tables = Object.fromEntries([...touched].map((table) => [table, db[table].all()]));
    try {
      snapshotSeq = await backend.writeSnapshot(currentDataSet, metaNow(), tables, lastSeen);
      touched = new Set();
    } catch (error) {
      console.warn('[mock store] could not compact the journal; it is kept', error);
    }
  });
}

/**
 * Back to the seeded data of the current data set (same seed, today's date), saved as a new store; the
 * other tabs of the data set are told (they reload: mocks/browser.ts).
 */
export async function resetAndSave(options: Partial<SeedOptions> = {}): Promise<void> {
  const { seed: seedNumber } = currentSeedOptions();
  await exclusively(async () => {
    await seed(currentDataSet, { seed: seedNumber, ...options });
    pending = new PendingChanges();
    await writeWholeStore();
    recording = true;
  });
  announce({ type: 'reset', dataSet: currentDataSet });
}

/** Tells the other tabs this tab switched to another data set (they follow: mocks/browser.ts). */
export function announceDataSet(dataSet: DataSet): void {
  announce({ type: 'data-set', dataSet });
}

/** Where the file a `file` data set was loaded from is kept, as it was loaded (*Reset demo data* returns to it). */
const FILE_ORIGIN = 'file-origin';

/**
 * The `file` data set made anew from the file it was loaded from, its dates moved from the day the
 * file was taken to `today`; empty when no file was loaded in this browser (a link naming the data set).
 */
async function seedFromFile(today: Date): Promise<void> {
  const origin = await backend.read(FILE_ORIGIN);
  quietly(() => {
    if (!origin || origin.meta.version !== DATA_VERSION) {
      restoreDb({ ...currentSeedOptions(), today }, {});
      return;
    }
    const tables = Object.fromEntries(
      Object.entries(origin.tables).map(([table, rows]) => [table, typeof rows === 'function' ? rows() : rows]),
    );
    restoreMoved(origin.meta.options, origin.meta.options.today, tables, today);
  });
}

/**
 * Saves a checked snapshot file as the `file` data set and as the file to reset it to, each a new
 * store (the tabs of the `file` data set read it again). The current data set is left as it is: the
 * caller switches to `file` (src/features/mock-controls/components/snapshot-section.tsx).
 */
export async function saveFileData(
  name: string,
  file: { seed: number; size: SeedOptions['size']; takenOn: string; tables: Partial<Record<TableName, unknown[]>> },
): Promise<void> {
  const meta = {
    version: DATA_VERSION,
    dataSet: 'file' as const,
    options: { seed: file.seed, size: file.size, today: new Date(file.takenOn).toISOString() },
    name,
  };
  await exclusively(async () => {
    await backend.writeSnapshot(FILE_ORIGIN, { ...meta, epoch: newEpoch() }, file.tables, 'all');
    await backend.writeSnapshot('file', { ...meta, epoch: newEpoch() }, file.tables, 'all');
  });
  announce({ type: 'reset', dataSet: 'file' });
}

/** The name of the snapshot file the `file` data set was loaded from, if one was. */
export async function loadedFileName(): Promise<string | undefined> {
  const { meta } = await backend.tail(FILE_ORIGIN, 0);
  return meta?.name;
}
