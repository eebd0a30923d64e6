/**
 * Per-record caches for searching and ordering. Keyed by the record object itself (a WeakMap): the
 * store replaces a record object on every update, so a changed record is simply a cache miss and stale
 * entries are collected with their records. Nothing derived is ever stored in the tables.
 */
const haystacks = new Map<string, WeakMap<object, string>>();
const naturalKeys = new WeakMap<object, string>();

/** The record's searchable fields, lower-cased and joined: one `includes` per record. */
export function haystack(record: object, fields: readonly string[]): string {
  const listKey = fields.join(',');
  let cache = haystacks.get(listKey);
  if (!cache) haystacks.set(listKey, (cache = new WeakMap()));
  let text = cache.get(record);
  if (text === undefined) {
    const r = record as Record<string, unknown>;
    text = fields
      .map((f) => r[f])
      .filter((v) => typeof v === 'string' || typeof v === 'number')
      .join('\u0001')
      .toLowerCase();
    cache.set(record, text);
  }
  return text;
}

/** A string that sorts "2" before "10" with plain comparison (digit runs zero-padded). */
export function naturalKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, (d) => d.padStart(12, '0'));
}

/** naturalKey of a record field, cached per record object. */
export function cachedNaturalKey(record: object, field: string): string {
  let key = naturalKeys.get(record);
  if (key === undefined) {
    key = naturalKey(String((record as Record<string, unknown>)[field] ?? ''));
    naturalKeys.set(record, key);
  }
  return key;
}
