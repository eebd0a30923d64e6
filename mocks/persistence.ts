import {
  clearDb,
  currentSeedOptions,
  db,
  loadSeeder,
  resetDb,
  restoreDb,
  type SeedOptions,
  type TableName,
  type TableSource,
} from './db';
import { daysBetween, shiftDates } from './date-shift';
import { decodeTable, encodeTable } from './table-codec';
import type { DataSet } from './faults/syntax';

/**
 * Browser persistence of the mock store, one saved store per data set (default, large, empty), so
 * data and changes survive reloads of the preview or dev app, on the large set too.
 * - Where: IndexedDB (`rental-manager-mock`), one entry per table (its rows as JSON text, by column:
 *   mocks/table-codec.ts) plus one for the metadata. Reading it back is much faster than seeding the
 *   large set again, and IndexedDB has no 5 MB limit as localStorage had.
 * - Read: every table's text is read at once, but a table's rows are parsed only when a call first
 *   uses them (Collection.loadLazily); the rest are parsed while the page is idle (`materializeWhenIdle`).
 * - When: soon after each change (`scheduleSave`), writing only the tables whose rows changed.
 * - Dates: a store saved on an earlier day has all its dates moved forward by the days elapsed when it
 *   is loaded (mocks/date-shift.ts), so overdue and this-month figures keep their meaning.
 * Bump DATA_VERSION when the record shapes change, so old saved stores are dropped instead of misread.
 */
export const DATA_VERSION = 4;

export interface StoredMeta {
  version: number;
  dataSet: DataSet;
  options: Omit<SeedOptions, 'today'> & { today: string };
}

export interface StoredStore {
  meta: StoredMeta;
  tables: Partial<Record<TableName, unknown[]>>;
}

/** A saved store as read back: each table's rows, or a function that parses them when first used. */
export interface LoadedStore {
  meta: StoredMeta;
  tables: Partial<Record<TableName, TableSource>>;
}

/** Where saved stores live: IndexedDB in the browser, memory in tests (or where IndexedDB is missing). */
export interface StoreBackend {
  read(dataSet: DataSet): Promise<LoadedStore | undefined>;
  /** Writes the metadata and the given tables in one transaction. */
  write(dataSet: DataSet, meta: StoredMeta, tables: Partial<Record<TableName, unknown[]>>): Promise<void>;
  remove(dataSet: DataSet): Promise<void>;
}

const TABLES = Object.keys(db) as TableName[];
const entryKey = (dataSet: DataSet, name: string) => `${dataSet}:${name}`;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Resolves when the request has succeeded, without reading its result. */
function settled(req: IDBRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('transaction aborted'));
  });
}

export function indexedDbBackend(name = 'rental-manager-mock'): StoreBackend {
  const STORE = 'entries';
  let opened: Promise<IDBDatabase> | undefined;
  const openVersion = (version?: number) =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name, version);
      req.onupgradeneeded = () => {
        if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE);
      };
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  const open = () => {
    opened ??= openVersion().then((idb) => {
      if (idb.objectStoreNames.contains(STORE)) return idb;
      // A database of this name without the store (created by another script or a devtools probe
      // opening it first): add the store in a version change instead of failing every read and write.
      idb.close();
      return openVersion(idb.version + 1);
    });
    return opened;
  };
  return {
    async read(dataSet) {
      const idb = await open();
      const tx = idb.transaction(STORE, 'readonly');
      const store = tx.objectStore(STORE);
      const meta = (await request(store.get(entryKey(dataSet, 'meta')))) as StoredMeta | undefined;
      if (!meta) return undefined;
      // Tables are stored as JSON text: reading one string and parsing it is several times faster than
      // structured-cloning tens of thousands of small objects back (the large set). A request's
      // `result` (the string made from the stored value, on the main thread: for the large set's 15 MB,
      // 70 MB as plain JSON, the longest step of the read) and the parse are left to the table's first
      // use: a screen's first calls make only the tables they read.
      const requests = TABLES.map((table) => store.get(entryKey(dataSet, table)));
      await Promise.all(requests.map(settled));
      const tables = Object.fromEntries(
        TABLES.map((table, i) => {
          const req = requests[i];
          return [
            table,
            () => {
              const text: unknown = req.result;
              return typeof text === 'string' ? decodeTable(text) : [];
            },
          ];
        }),
      );
      return { meta, tables };
    },
    async write(dataSet, meta, tables) {
      const idb = await open();
      const tx = idb.transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      for (const [table, rows] of Object.entries(tables)) store.put(encodeTable(rows), entryKey(dataSet, table));
      store.put(meta, entryKey(dataSet, 'meta'));
      await done(tx);
    },
    async remove(dataSet) {
      const idb = await open();
      const tx = idb.transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      for (const key of ['meta', ...TABLES]) store.delete(entryKey(dataSet, key));
      await done(tx);
    },
  };
}

/** Keeps saved stores in memory (tests; browsers without IndexedDB, where data lasts until reload). */
export function memoryBackend(): StoreBackend & { entries: Map<DataSet, StoredStore> } {
  const entries = new Map<DataSet, StoredStore>();
  return {
    entries,
    async read(dataSet) {
      const stored = entries.get(dataSet);
      return stored && { meta: structuredClone(stored.meta), tables: structuredClone(stored.tables) };
    },
    async write(dataSet, meta, tables) {
      const previous = entries.get(dataSet)?.tables ?? {};
      entries.set(dataSet, { meta: structuredClone(meta), tables: { ...previous, ...structuredClone(tables) } });
    },
    async remove(dataSet) {
      entries.delete(dataSet);
    },
  };
}

let backend: StoreBackend =
  typeof indexedDB !== 'undefined' && typeof window !== 'undefined' ? indexedDbBackend() : memoryBackend();

export function setStoreBackend(next: StoreBackend): void {
  backend = next;
  saved = {};
}

/** The data set the store holds now. */
let currentDataSet: DataSet = 'default';
/** Per table, its revision when last saved (or loaded): a table is written again only when it moved. */
let saved: Partial<Record<TableName, number>> = {};

function markSaved(): void {
  saved = Object.fromEntries(TABLES.map((table) => [table, db[table].revision]));
}

function changedTables(): Partial<Record<TableName, unknown[]>> {
  const changed: Partial<Record<TableName, unknown[]>> = {};
  for (const table of TABLES) if (saved[table] !== db[table].revision) changed[table] = db[table].all();
  return changed;
}

/**
 * Parses the tables a page load left for their first use, one per idle moment, so the screens opened
 * next do not wait for it.
 */
export function materializeWhenIdle(): void {
  const waiting = TABLES.filter((table) => !db[table].materialized);
  const later =
    typeof requestIdleCallback === 'function'
      ? (fn: () => void) => requestIdleCallback(fn, { timeout: 2000 })
      : (fn: () => void) => setTimeout(fn, 50);
  const next = () => {
    const table = waiting.shift();
    if (!table) return;
    db[table].materialize();
    later(next);
  };
  later(next);
}

async function seed(dataSet: DataSet, options: Partial<SeedOptions>): Promise<void> {
  await loadSeeder();
  resetDb({ today: new Date(), ...options, size: dataSet === 'large' ? 'large' : 'default' });
  if (dataSet === 'empty') clearDb();
}

export interface LoadResult {
  /** `loaded`: the saved store; `seeded`: none fitted, seeded afresh. */
  source: 'loaded' | 'seeded';
  /** Days the saved store's dates moved forward (0 when seeded or saved today). */
  shiftedDays: number;
}

/**
 * Loads the saved store of `dataSet`, moving its dates to today, or seeds it when there is none (or
 * it is of another version or size). `options` (seed, today) only matter when seeding.
 */
export async function loadOrSeed(
  dataSet: DataSet = 'default',
  options: Partial<SeedOptions> = {},
): Promise<LoadResult> {
  currentDataSet = dataSet;
  const wantedSize = dataSet === 'large' ? 'large' : 'default';
  try {
    const stored = await backend.read(dataSet);
    if (typeof performance !== 'undefined') performance.mark('mock-store:read');
    if (stored && stored.meta.version === DATA_VERSION && stored.meta.options.size === wantedSize) {
      const savedDay = new Date(stored.meta.options.today);
      const today = options.today ?? new Date();
      const days = daysBetween(savedDay, today);
      // A new day moves every date, so every table is parsed now (once a day).
      const tables =
        days === 0
          ? stored.tables
          : shiftDates(
              Object.fromEntries(
                Object.entries(stored.tables).map(([table, rows]) => [
                  table,
                  typeof rows === 'function' ? rows() : rows,
                ]),
              ),
              days,
            );
      restoreDb({ ...stored.meta.options, today: days === 0 ? savedDay : today }, tables);
      if (days === 0) markSaved();
      else {
        saved = {};
        void save();
      }
      return { source: 'loaded', shiftedDays: days };
    }
  } catch (error) {
    console.warn('[mock store] ignoring an unreadable saved store', error);
  }
  await seed(dataSet, options);
  saved = {};
  void save();
  return { source: 'seeded', shiftedDays: 0 };
}

let pending: ReturnType<typeof setTimeout> | undefined;

/** Writes the changed tables soon (coalescing bursts of changes). */
export function scheduleSave(): void {
  if (pending) clearTimeout(pending);
  pending = setTimeout(() => void save(), 50);
}

let writing: Promise<void> = Promise.resolve();

/** Writes the tables that changed since the last save (one after another, never two at once). */
export function save(): Promise<void> {
  pending = undefined;
  const options = currentSeedOptions();
  const meta: StoredMeta = {
    version: DATA_VERSION,
    dataSet: currentDataSet,
    options: { ...options, today: options.today.toISOString() },
  };
  const dataSet = currentDataSet;
  const tables = changedTables();
  markSaved();
  writing = writing.then(async () => {
    try {
      await backend.write(dataSet, meta, tables);
      if (typeof performance !== 'undefined') performance.mark('mock-store:saved');
    } catch (error) {
      // Could not write (storage full, private mode): drop the saved store so a reload seeds the chosen
      // data set afresh instead of loading stale data; changes then last until the next reload.
      console.warn('[mock store] could not persist; changes last until the next reload', error);
      saved = {};
      await backend.remove(dataSet).catch(() => undefined);
    }
  });
  return writing;
}

/** Back to the seeded data of the current data set (same seed, today's date), saved. */
export async function resetAndSave(options: Partial<SeedOptions> = {}): Promise<void> {
  const { seed: seedNumber } = currentSeedOptions();
  await backend.remove(currentDataSet).catch(() => undefined);
  await seed(currentDataSet, { seed: seedNumber, ...options });
  saved = {};
  await save();
}
