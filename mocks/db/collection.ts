/** A record written (`row`) or deleted (no `row`) through a table's record methods. */
export interface RowChange {
  table: string;
  id: string;
  row?: unknown;
}

let rowChangeListener: ((change: RowChange) => void) | undefined;

/**
 * Tells `listener` (or nobody, without one) of every record written or deleted through any table's
 * record methods: the browser's persistence journals them (mocks/persistence.ts). Whole-table
 * replacements (`clear`, `load`, `loadLazily`: seeding and restoring) are not reported.
 */
export function onRowChange(listener: ((change: RowChange) => void) | undefined): void {
  rowChangeListener = listener;
}

/** An in-memory table of records keyed by id, in insertion order. */
export class Collection<T extends { id: string }> {
  private loadedRows = new Map<string, T>();
  /** Rows given by `loadLazily`, made on first use (a saved store read back: mocks/persistence.ts). */
  private pending: (() => T[]) | undefined;
  private changes = 0;

  constructor(readonly name: string) {}

  private get rows(): Map<string, T> {
    if (this.pending) {
      const source = this.pending;
      this.pending = undefined;
      this.loadedRows = new Map(source().map((r) => [r.id, r]));
    }
    return this.loadedRows;
  }

  /**
   * Counts the changes made through this table (inserts, updates, deletes, loads): persistence writes a
   * table again only when its revision moved since the last save, without comparing or making its rows;
   * a view derived from the table (mocks/queries/payments.ts) is current while the revision it was built
   * on is.
   */
  get revision(): number {
    return this.changes;
  }
  /** False while rows given by `loadLazily` are not made yet. */
  get materialized(): boolean {
    return this.pending === undefined;
  }

  all(): T[] {
    return [...this.rows.values()];
  }
  get(id: string): T | undefined {
    return this.rows.get(id);
  }
  has(id: string): boolean {
    return this.rows.has(id);
  }
  where(predicate: (row: T) => boolean): T[] {
    return this.all().filter(predicate);
  }
  find(predicate: (row: T) => boolean): T | undefined {
    for (const row of this.rows.values()) if (predicate(row)) return row;
    return undefined;
  }
  count(predicate?: (row: T) => boolean): number {
    if (!predicate) return this.rows.size;
    let n = 0;
    for (const row of this.rows.values()) if (predicate(row)) n++;
    return n;
  }
  insert(row: T): T {
    this.rows.set(row.id, row);
    this.changes++;
    rowChangeListener?.({ table: this.name, id: row.id, row });
    return row;
  }
  /** Shallow-merges `patch` into the record; undefined values in the patch are ignored. */
  update(id: string, patch: Partial<T>): T | undefined {
    const current = this.rows.get(id);
    if (!current) return undefined;
    const next = { ...current } as T;
    for (const [k, v] of Object.entries(patch)) if (v !== undefined) (next as Record<string, unknown>)[k] = v;
    this.rows.set(id, next);
    this.changes++;
    rowChangeListener?.({ table: this.name, id, row: next });
    return next;
  }
  /** Replaces the record whole. */
  replace(row: T): T {
    this.rows.set(row.id, row);
    this.changes++;
    rowChangeListener?.({ table: this.name, id: row.id, row });
    return row;
  }
  delete(id: string): boolean {
    const deleted = this.rows.delete(id);
    if (deleted) {
      this.changes++;
      rowChangeListener?.({ table: this.name, id });
    }
    return deleted;
  }
  deleteWhere(predicate: (row: T) => boolean): number {
    let n = 0;
    for (const [id, row] of this.rows)
      if (predicate(row)) {
        this.rows.delete(id);
        rowChangeListener?.({ table: this.name, id });
        n++;
      }
    if (n > 0) this.changes++;
    return n;
  }
  clear(): void {
    this.pending = undefined;
    this.loadedRows = new Map();
    this.changes++;
  }
  load(rows: T[]): void {
    this.pending = undefined;
    this.loadedRows = new Map(rows.map((r) => [r.id, r]));
    this.changes++;
  }
  /**
   * Replaces the rows with those `source` gives, made on the table's first use instead of now: a page
   * load reads the saved store back, and parses only the tables its first calls need before answering.
   */
  loadLazily(source: () => T[]): void {
    this.pending = source;
    this.loadedRows = new Map();
    this.changes++;
  }
  /** Makes the rows of `loadLazily` now (e.g. while the page is idle). */
  materialize(): void {
    void this.rows;
  }
}
