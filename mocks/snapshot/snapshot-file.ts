import { decodeTableValue, encodeTable } from '../table-codec';
import { SNAPSHOT_TABLES, type SnapshotTable } from './record-schemas';

/**
 * A data snapshot: the mock store's tables in one file, to hand a data state to a developer or a
 * backend team (docs/qa.md). The demo controls download and load it, and the same
 * file starts `npm run mock:server -- --data-file`, a Vitest test (`loadSnapshot`, mocks/testing) and a
 * story (`parameters.mockData`).
 *
 * The file is JSON, gzip-compressed when downloaded (a plain JSON file loads as well):
 * `{"format":"rental-manager-mock-data","version":…,"takenOn":"YYYY-MM-DD","seed":…,"size":…,"tables":{…}}`,
 * each table written by column as the browser's saved store is (mocks/table-codec.ts) or, in a file
 * written by hand, as a plain array of records. A table left out is empty. `takenOn` is the day the
 * data's dates belong to: loaded on a later day they all move forward by the days between
 * (mocks/date-shift.ts), as a saved store's do, so "overdue by 12 days" stays 12 days.
 */
export const SNAPSHOT_FORMAT = 'rental-manager-mock-data';

export interface Snapshot {
  /** The mock's record shapes the file was written with (DATA_VERSION of mocks/persistence.ts). */
  version: number;
  /** The day the data's dates belong to (`YYYY-MM-DD`). */
  takenOn: string;
  /** The seed and size of the data set the data started from. */
  seed: number;
  size: 'default' | 'large';
  tables: Record<SnapshotTable, unknown[]>;
}

/** A file that is not a snapshot, or one that cannot be read: the message says why. */
export class SnapshotError extends Error {
  override name = 'SnapshotError';
}

/** The file's text: the header, then each table by column. */
export function snapshotText(snapshot: Snapshot): string {
  const { version, takenOn, seed, size } = snapshot;
  const header = JSON.stringify({ format: SNAPSHOT_FORMAT, version, takenOn, seed, size });
  const tables = SNAPSHOT_TABLES.map((table) => `${JSON.stringify(table)}:${encodeTable(snapshot.tables[table])}`);
  return `${header.slice(0, -1)},"tables":{${tables.join(',')}}}`;
}

/** The file's bytes: its text, gzip-compressed (CompressionStream: browsers and Node alike). */
export async function snapshotBytes(snapshot: Snapshot): Promise<Uint8Array> {
  const stream = new Response(snapshotText(snapshot)).body!.pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/** The text of a snapshot file, decompressed when it is gzip. */
export async function snapshotFileText(bytes: Uint8Array): Promise<string> {
  if (!isGzip(bytes)) return new TextDecoder().decode(bytes);
  try {
    const stream = new Response(bytes as BodyInit).body!.pipeThrough(new DecompressionStream('gzip'));
    return await new Response(stream).text();
  } catch {
    throw new SnapshotError('The file is gzip-compressed but cannot be decompressed: it is damaged or cut short.');
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The snapshot a file's text (or its already parsed JSON) holds. Refuses, naming what is wrong, a text
 * that is not JSON, a file of another format or of other record shapes, and a table that is not
 * readable or not known; the records themselves are checked by `checkSnapshot` (./check-snapshot.ts).
 */
export function parseSnapshot(input: string | unknown, expectedVersion: number): Snapshot {
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (error) {
      throw new SnapshotError(`The file is not JSON: ${(error as Error).message}`);
    }
  }
  const file = value as Partial<Record<string, unknown>> | null;
  if (!file || typeof file !== 'object' || file.format !== SNAPSHOT_FORMAT)
    throw new SnapshotError(`The file is not a data snapshot (its "format" is not "${SNAPSHOT_FORMAT}").`);
  if (file.version !== expectedVersion)
    throw new SnapshotError(
      `The file was written for data version ${String(file.version)}; this mock reads version ${expectedVersion}. Download it again from a current build.`,
    );
  if (typeof file.takenOn !== 'string' || !DAY.test(file.takenOn) || Number.isNaN(Date.parse(file.takenOn)))
    throw new SnapshotError('The file has no valid "takenOn" day (YYYY-MM-DD): its dates cannot be placed.');
  const tablesIn = (file.tables ?? {}) as Record<string, unknown>;
  if (typeof tablesIn !== 'object' || Array.isArray(tablesIn)) throw new SnapshotError('"tables" is not an object.');
  const unknownTable = Object.keys(tablesIn).find((name) => !(SNAPSHOT_TABLES as readonly string[]).includes(name));
  if (unknownTable)
    throw new SnapshotError(`Unknown table "${unknownTable}" (the tables are: ${SNAPSHOT_TABLES.join(', ')}).`);
  const tables = {} as Record<SnapshotTable, unknown[]>;
  for (const table of SNAPSHOT_TABLES) {
    const source = tablesIn[table];
    if (source === undefined) {
      tables[table] = [];
      continue;
    }
    try {
      const rows = decodeTableValue(source);
      if (!Array.isArray(rows)) throw new Error('not a list');
      tables[table] = rows;
    } catch {
      throw new SnapshotError(`Table ${table} is not readable: neither a list of records nor a table by column.`);
    }
  }
  return {
    version: file.version,
    takenOn: file.takenOn,
    seed: typeof file.seed === 'number' ? file.seed : 0,
    size: file.size === 'large' ? 'large' : 'default',
    tables,
  };
}
