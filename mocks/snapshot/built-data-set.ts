import { parseSnapshot, snapshotFileText, type Snapshot } from './snapshot-file';

/**
 * The default data set as a snapshot file made at build time (scripts/built-data-set.ts), so that a
 * browser's first visit of the preview reads it instead of downloading faker and seeding
 * (mocks/persistence.ts `loadOrSeed`). It is the same seeder with the same seed, on the day of the
 * build; viewed on a later day its dates move forward by the days since, as a saved store's do
 * (mocks/date-shift.ts).
 */

/**
 * The snapshot at `url`, or undefined when it cannot be had (offline, removed, of another data version,
 * a browser without DecompressionStream): the caller seeds instead. Not checked record by record: it
 * is the build's own output, and the check needs the contract's validators, a large download.
 */
export async function readBuiltDataSet(url: string, version: number): Promise<Snapshot | undefined> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const text = await snapshotFileText(new Uint8Array(await response.arrayBuffer()));
    return parseSnapshot(text, version);
  } catch (error) {
    console.warn('[mock store] the built data set cannot be read; seeding instead', error);
    return undefined;
  }
}
