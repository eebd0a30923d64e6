import type { Collection } from '../db/collection';

/**
 * Views derived from the store's tables (indexes, sorted lists) are built once per version of the
 * tables they read (`Collection.revision` grows on every write, and never repeats) and reused until one
 * of them changes: a read over the large data set then does not scan and sort a whole table on each
 * call, and still answers exactly what a fresh scan would.
 */
type Table = Pick<Collection<{ id: string }>, 'revision'>;

/** A value derived from `tables` (and a key, e.g. today), rebuilt when one of them has changed since. */
export function derived<T>(tables: ReadonlyArray<Table>, build: (key: string) => T): (key?: string) => T {
  let stamp: string | undefined;
  let value: T;
  return (key = '') => {
    const now = `${key}|${tables.map((t) => t.revision).join(',')}`;
    if (now !== stamp) {
      value = build(key);
      stamp = now;
    }
    return value;
  };
}
