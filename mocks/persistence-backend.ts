import { openDB, unwrap, type IDBPDatabase } from 'idb';
import type { RowChange } from './db/collection';
import type { SeedOptions, TableName, TableSource } from './db';
import type { DataSet } from './faults/syntax';
import type { JournalEntry } from './persistence-journal';
import { decodeTable, encodeTable } from './table-codec';

/**
 * Where the browser's mock store is kept (mocks/persistence.ts): per data set, a snapshot (the
 * metadata and every table, by column: mocks/table-codec.ts) and a journal of the record changes made
 * since, numbered from the snapshot's `seq` on. IndexedDB in the browser, memory in tests.
 */
/** A saved store's key: a data set, or the file a `file` data set was loaded from (reset returns to it). */
export type StoreKey = DataSet | 'file-origin';

export interface StoredMeta {
  version: number;
  dataSet: StoreKey;
  options: Omit<SeedOptions, 'today'> & { today: string };
  /** Made anew each time the store is seeded, reset or moved to a new day: a tab holding another one reloads the store. */
  epoch?: string;
  /** The journal's entries up to this number are in the snapshot's tables (and deleted from the journal). */
  seq?: number;
  /** The name of the snapshot file a `file` data set was loaded from. */
  name?: string;
}

/** A saved store as read back: each table's rows (or a function that parses them when first used) and the journal after it. */
export interface LoadedStore {
  meta: StoredMeta;
  tables: Partial<Record<TableName, TableSource>>;
  entries: JournalEntry[];
}

export interface StoreBackend {
  /** The snapshot and the journal after it, read together (one transaction: no write falls between). */
  read(dataSet: StoreKey): Promise<LoadedStore | undefined>;
  /** The metadata and the journal's entries after `after`, read together. */
  tail(dataSet: StoreKey, after: number): Promise<{ meta: StoredMeta | undefined; entries: JournalEntry[] }>;
  /** Appends one entry (the next number after the journal's last and the snapshot's); resolves with its number once stored. */
  append(dataSet: StoreKey, changes: RowChange[]): Promise<number>;
  /**
   * Writes the metadata and the given tables (the others keep theirs) and deletes the journal's entries
   * up to `upTo`, or all of them (`'all'`: a store seeded, reset or moved anew). Resolves with the
   * snapshot's `seq`.
   */
  writeSnapshot(
    dataSet: StoreKey,
    meta: Omit<StoredMeta, 'seq'>,
    tables: Partial<Record<TableName, unknown[]>>,
    upTo: number | 'all',
  ): Promise<number>;
  remove(dataSet: StoreKey): Promise<void>;
}

const META = 'meta';
const tableKey = (dataSet: StoreKey, name: string) => `${dataSet}:${name}`;
/** Journal entries are keyed `[dataSet, seq]`: each data set's entries are one key range, in order. */
const journalRange = (dataSet: StoreKey, after: number, upTo = Infinity) =>
  IDBKeyRange.bound([dataSet, after], [dataSet, upTo], true, false);

/**
 * How durable a committed transaction is. `relaxed` (Chromium's default): committed once the browser
 * process has the data, which a crash or reload of the tab cannot lose (only a crash of the operating
 * system could); `strict` would wait for the disk to flush as well, a cost per write that depends on
 * the disk, for a crash the promise does not cover.
 */
const DURABILITY: IDBTransactionDurability = 'relaxed';

export function indexedDbBackend(name = 'rental-manager-mock', tables: readonly TableName[]): StoreBackend {
  const STORE = 'entries';
  let opened: Promise<IDBPDatabase> | undefined;
  const openVersion = (version?: number) =>
    openDB(name, version, {
      upgrade(idb) {
        if (!idb.objectStoreNames.contains(STORE)) idb.createObjectStore(STORE);
      },
      // Another tab asks for a newer version: let it, and open again on the next call.
      blocking() {
        void opened?.then((idb) => idb.close());
        opened = undefined;
      },
      terminated() {
        opened = undefined;
      },
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
  const lastSeq = async (cursorOf: Promise<{ key: IDBValidKey } | null>) => {
    const cursor = await cursorOf;
    return cursor ? ((cursor.key as [string, number])[1] ?? 0) : 0;
  };
  return {
    async read(dataSet) {
      const idb = await open();
      const tx = idb.transaction(STORE, 'readonly');
      const meta = (await tx.store.get(tableKey(dataSet, META))) as StoredMeta | undefined;
      if (!meta) return undefined;
      // Tables are stored as JSON text: reading one string and parsing it is several times faster than
      // structured-cloning tens of thousands of small objects back (the large set). A request's
      // `result` (the string made from the stored value, on the main thread: for the large set
      // the longest step of the read) and the parse are left to the table's first use, so the raw
      // requests are kept (`unwrap`) instead of idb's promises, which would read every result now.
      const raw = unwrap(tx.store);
      const requests = tables.map((table) => raw.get(tableKey(dataSet, table)));
      const entries = (await tx.store.getAll(journalRange(dataSet, meta.seq ?? 0))) as JournalEntry[];
      await tx.done;
      const loaded = Object.fromEntries(
        tables.map((table, i) => {
          const req = requests[i]!;
          return [
            table,
            () => {
              const text: unknown = req.result;
              return typeof text === 'string' ? decodeTable(text) : [];
            },
          ];
        }),
      );
      return { meta, tables: loaded, entries };
    },
    async tail(dataSet, after) {
      const idb = await open();
      const tx = idb.transaction(STORE, 'readonly');
      const [meta, entries] = await Promise.all([
        tx.store.get(tableKey(dataSet, META)) as Promise<StoredMeta | undefined>,
        tx.store.getAll(journalRange(dataSet, after)) as Promise<JournalEntry[]>,
        tx.done,
      ]);
      return { meta, entries };
    },
    async append(dataSet, changes) {
      const idb = await open();
      const tx = idb.transaction(STORE, 'readwrite', { durability: DURABILITY });
      const [meta, last] = await Promise.all([
        tx.store.get(tableKey(dataSet, META)) as Promise<StoredMeta | undefined>,
        lastSeq(tx.store.openKeyCursor(journalRange(dataSet, -Infinity), 'prev')),
      ]);
      const seq = Math.max(last, meta?.seq ?? 0) + 1;
      const entry: JournalEntry = { seq, changes };
      await Promise.all([tx.store.put(entry, [dataSet, seq]), tx.done]);
      return seq;
    },
    async writeSnapshot(dataSet, meta, rows, upTo) {
      // Encoded before the transaction opens: the other tabs' appends wait only for the writes.
      const texts = Object.entries(rows).map(([table, list]) => [table, encodeTable(list)] as const);
      const idb = await open();
      const tx = idb.transaction(STORE, 'readwrite', { durability: DURABILITY });
      let seq: number;
      if (upTo === 'all') {
        const [previous, last] = await Promise.all([
          tx.store.get(tableKey(dataSet, META)) as Promise<StoredMeta | undefined>,
          lastSeq(tx.store.openKeyCursor(journalRange(dataSet, -Infinity), 'prev')),
        ]);
        seq = Math.max(last, previous?.seq ?? 0);
      } else seq = upTo;
      for (const [table, text] of texts) void tx.store.put(text, tableKey(dataSet, table));
      void tx.store.put({ ...meta, seq }, tableKey(dataSet, META));
      void tx.store.delete(journalRange(dataSet, -Infinity, seq));
      await tx.done;
      return seq;
    },
    async remove(dataSet) {
      const idb = await open();
      const tx = idb.transaction(STORE, 'readwrite');
      for (const key of [META, ...tables]) void tx.store.delete(tableKey(dataSet, key));
      void tx.store.delete(journalRange(dataSet, -Infinity));
      await tx.done;
    },
  };
}

/** Keeps saved stores in memory (tests; browsers without IndexedDB, where data lasts until reload). */
export function memoryBackend(): StoreBackend & {
  entries: Map<StoreKey, { meta: StoredMeta; tables: Partial<Record<TableName, unknown[]>> }>;
  journal: Map<StoreKey, JournalEntry[]>;
} {
  const entries = new Map<StoreKey, { meta: StoredMeta; tables: Partial<Record<TableName, unknown[]>> }>();
  const journal = new Map<StoreKey, JournalEntry[]>();
  const journalOf = (dataSet: StoreKey) => journal.get(dataSet) ?? [];
  const after = (dataSet: StoreKey, seq: number) => structuredClone(journalOf(dataSet).filter((e) => e.seq > seq));
  return {
    entries,
    journal,
    async read(dataSet) {
      const stored = entries.get(dataSet);
      if (!stored) return undefined;
      return {
        meta: structuredClone(stored.meta),
        tables: structuredClone(stored.tables),
        entries: after(dataSet, stored.meta.seq ?? 0),
      };
    },
    async tail(dataSet, seq) {
      const meta = entries.get(dataSet)?.meta;
      return { meta: meta && structuredClone(meta), entries: after(dataSet, seq) };
    },
    async append(dataSet, changes) {
      const last = journalOf(dataSet).at(-1)?.seq ?? 0;
      const seq = Math.max(last, entries.get(dataSet)?.meta.seq ?? 0) + 1;
      journal.set(dataSet, [...journalOf(dataSet), structuredClone({ seq, changes })]);
      return seq;
    },
    async writeSnapshot(dataSet, meta, tables, upTo) {
      const previous = entries.get(dataSet);
      const seq = upTo === 'all' ? Math.max(journalOf(dataSet).at(-1)?.seq ?? 0, previous?.meta.seq ?? 0) : upTo;
      entries.set(dataSet, {
        meta: structuredClone({ ...meta, seq }),
        tables: { ...previous?.tables, ...structuredClone(tables) },
      });
      journal.set(
        dataSet,
        journalOf(dataSet).filter((e) => e.seq > seq),
      );
      return seq;
    },
    async remove(dataSet) {
      entries.delete(dataSet);
      journal.delete(dataSet);
    },
  };
}
