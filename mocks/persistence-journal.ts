import type { RowChange } from './db/collection';

/**
 * The pure parts of the mock store's journal (mocks/persistence.ts): which changes a tab collects,
 * which entries of the other tabs it applies, and how a saved table is brought up to date.
 *
 * Every record a request writes or deletes is appended to the journal of its data set, one entry per
 * commit, numbered 1, 2, 3… in the order the entries were committed, whichever tab wrote them. The
 * order of the journal is the truth: a record holds what its last entry says (last writer wins, per
 * record).
 */
export interface JournalEntry {
  seq: number;
  changes: RowChange[];
}

export const changeKey = (change: Pick<RowChange, 'table' | 'id'>): string => `${change.table}\u0000${change.id}`;

/**
 * The changes of a tab not yet appended: one per record, the latest (a record created and then edited
 * in one request is appended once, as it ended).
 */
export class PendingChanges {
  private byKey = new Map<string, RowChange>();

  add(change: RowChange): void {
    const key = changeKey(change);
    // Re-inserted so the order of the entry follows the order of the last changes.
    this.byKey.delete(key);
    this.byKey.set(key, change);
  }
  get size(): number {
    return this.byKey.size;
  }
  has(key: string): boolean {
    return this.byKey.has(key);
  }
  /** The changes, emptied. */
  take(): RowChange[] {
    const changes = [...this.byKey.values()];
    this.byKey.clear();
    return changes;
  }
}

/**
 * The changes of `entries` (read from the journal, in order) this tab must apply to its store: not
 * its own entries (`own`: their changes are already in its store), and no change to a record whose
 * latest local change is newer (`localSeq(key)`: the number of this tab's latest entry for the record,
 * Infinity while a change of it is not yet appended, undefined when this tab has none). One change per
 * record, the last.
 */
export function remoteChanges(
  entries: readonly JournalEntry[],
  own: ReadonlySet<number>,
  localSeq: (key: string) => number | undefined,
): RowChange[] {
  const out = new Map<string, RowChange>();
  for (const entry of [...entries].sort((a, b) => a.seq - b.seq)) {
    if (own.has(entry.seq)) continue;
    for (const change of entry.changes) {
      const key = changeKey(change);
      if ((localSeq(key) ?? -1) > entry.seq) continue;
      out.delete(key);
      out.set(key, change);
    }
  }
  return [...out.values()];
}

/** The journal's changes of one table, in order (for a saved table read back). */
export function changesOf(table: string, entries: readonly JournalEntry[]): RowChange[] {
  return [...entries]
    .sort((a, b) => a.seq - b.seq)
    .flatMap((entry) => entry.changes.filter((change) => change.table === table));
}

/**
 * `rows` (a saved table) with `changes` applied in order, as the table's methods would apply them: a
 * written record replaces the one of its id in place or is added at the end, a deleted one goes.
 */
export function applyChanges(rows: readonly unknown[], changes: readonly RowChange[]): unknown[] {
  if (changes.length === 0) return rows as unknown[];
  const byId = new Map((rows as Array<{ id: string }>).map((row) => [row.id, row as unknown]));
  for (const change of changes) {
    if (change.row === undefined) byId.delete(change.id);
    else byId.set(change.id, change.row);
  }
  return [...byId.values()];
}
