/**
 * How a saved table's rows are written to text and read back (mocks/persistence.ts): by column, each
 * key written once instead of once per row, and a column whose values repeat (a payment's tenant,
 * unit, property and lease ids, statuses, dates, amounts) written as a list of its distinct values
 * plus one index per row. On the large set this makes the saved store several times smaller, and
 * reading that back from IndexedDB is the longest step of a full page load there.
 *
 * The text is JSON: `{"codec":1,"n":rows,"keys":[…],"cols":[…],"shapes":…}`, each column either
 * `["v",[value per row]]` or `["d",[distinct values],[index per row]]`. A row that lacks some keys
 * (the rows' shapes differ) is listed under `shapes` with the keys it has, so it comes back with
 * exactly those keys. Rows are plain JSON values; a table saved as a plain JSON array (a store saved
 * by an earlier version of the mock) still reads.
 */

type Row = Record<string, unknown>;
type Column = ['v', unknown[]] | ['d', unknown[], number[]];

interface EncodedTable {
  codec: 1;
  n: number;
  keys: string[];
  cols: Column[];
  /** Rows with only some of the keys: [row index, key indexes it has] pairs. */
  shapes?: Array<[number, number[]]>;
}

/** A column is written as distinct values + indexes when at most this share of its values differ. */
const DICTIONARY_SHARE = 0.5;

const isScalar = (value: unknown) => value === null || typeof value !== 'object';

export function encodeTable(rows: readonly unknown[]): string {
  const records = rows as readonly Row[];
  const keyIndex = new Map<string, number>();
  for (const row of records)
    for (const key of Object.keys(row)) if (!keyIndex.has(key)) keyIndex.set(key, keyIndex.size);
  const keys = [...keyIndex.keys()];
  const shapes: Array<[number, number[]]> = [];
  records.forEach((row, i) => {
    const own = Object.keys(row);
    if (own.length !== keys.length) shapes.push([i, own.map((key) => keyIndex.get(key)!)]);
  });
  const cols = keys.map((key): Column => {
    const values = records.map((row) => (key in row ? row[key] : null));
    if (!values.every(isScalar)) return ['v', values];
    const distinct = new Map<unknown, number>();
    for (const value of values) if (!distinct.has(value)) distinct.set(value, distinct.size);
    if (distinct.size > values.length * DICTIONARY_SHARE) return ['v', values];
    return ['d', [...distinct.keys()], values.map((value) => distinct.get(value)!)];
  });
  const table: EncodedTable = { codec: 1, n: records.length, keys, cols };
  if (shapes.length > 0) table.shapes = shapes;
  return JSON.stringify(table);
}

/** Adds an own key (`row.__proto__ = …` would set the prototype instead). */
function define(row: Row, key: string, value: unknown): void {
  Object.defineProperty(row, key, { value, enumerable: true, writable: true, configurable: true });
}

export function decodeTable(text: string): unknown[] {
  return decodeTableValue(JSON.parse(text));
}

/** The rows of a table already parsed from its text (a snapshot file holds its tables inside one JSON document). */
export function decodeTableValue(parsed: unknown): unknown[] {
  if (Array.isArray(parsed)) return parsed;
  const { n, keys, cols, shapes } = parsed as EncodedTable;
  const valueOf = cols.map(([kind, values, indexes]) =>
    kind === 'v' ? (i: number) => values[i] : (i: number) => values[indexes![i]!],
  );
  // A full row gets its keys added in the same order, so all rows share one shape, as JSON.parse would
  // make them. Not a function compiled from the keys: the app's Content-Security-Policy refuses
  // `new Function` (scripts/content-security-policy.ts). Copying a template row holding every key
  // (`{ ...template }`) made reads of the large set's units twice as slow in Chromium.
  const literal = !keys.includes('__proto__'); // `row.__proto__ = …` would set the prototype instead
  const rows: Row[] = new Array<Row>(n);
  const partial = new Map(shapes ?? []);
  for (let i = 0; i < n; i++) {
    const only = partial.get(i);
    if (!only && literal) {
      const row: Row = {};
      for (let k = 0; k < keys.length; k++) row[keys[k]!] = valueOf[k]!(i);
      rows[i] = row;
      continue;
    }
    const row: Row = {};
    for (const k of only ?? keys.keys()) define(row, keys[k]!, valueOf[k]!(i));
    rows[i] = row;
  }
  return rows;
}
