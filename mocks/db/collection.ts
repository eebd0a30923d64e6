/** An in-memory table of records keyed by id, in insertion order. */
export class Collection<T extends { id: string }> {
  private rows = new Map<string, T>();
  private changes = 0;

  constructor(readonly name: string) {}

  /** Grows on every write: a view derived from the table is current while the version it was built on is. */
  get version(): number {
    return this.changes;
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
    this.changes++;
    this.rows.set(row.id, row);
    return row;
  }
  /** Shallow-merges `patch` into the record; undefined values in the patch are ignored. */
  update(id: string, patch: Partial<T>): T | undefined {
    const current = this.rows.get(id);
    if (!current) return undefined;
    this.changes++;
    const next = { ...current } as T;
    for (const [k, v] of Object.entries(patch)) if (v !== undefined) (next as Record<string, unknown>)[k] = v;
    this.rows.set(id, next);
    return next;
  }
  /** Replaces the record whole. */
  replace(row: T): T {
    this.changes++;
    this.rows.set(row.id, row);
    return row;
  }
  delete(id: string): boolean {
    this.changes++;
    return this.rows.delete(id);
  }
  deleteWhere(predicate: (row: T) => boolean): number {
    let n = 0;
    this.changes++;
    for (const [id, row] of this.rows)
      if (predicate(row)) {
        this.rows.delete(id);
        n++;
      }
    return n;
  }
  clear(): void {
    this.changes++;
    this.rows.clear();
  }
  load(rows: T[]): void {
    this.changes++;
    this.rows = new Map(rows.map((r) => [r.id, r]));
  }
}
