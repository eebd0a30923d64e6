import { currentSeedOptions, snapshotDb } from '../db';
import { DATA_VERSION, restoreMoved } from '../persistence';
import { readSnapshot } from './check-snapshot';
import type { SnapshotTable } from './record-schemas';
import type { Snapshot } from './snapshot-file';

/** The store as a snapshot: every table, and the day its dates belong to. */
export function takeSnapshot(): Snapshot {
  const { seed, size, today } = currentSeedOptions();
  return {
    version: DATA_VERSION,
    takenOn: today.toISOString().slice(0, 10),
    seed,
    size,
    tables: snapshotDb() as Record<SnapshotTable, unknown[]>,
  };
}

/**
 * Makes a checked snapshot the store's data, its dates moved forward by the days from the day it was
 * taken to `today` (mocks/date-shift.ts), as a saved store's are.
 */
export function putSnapshot(snapshot: Snapshot, today: Date = new Date()): void {
  restoreMoved(snapshot, snapshot.takenOn, snapshot.tables, today);
}

/** Checks a snapshot file's text (or parsed JSON) and makes it the store's data; throws a SnapshotError naming the first bad record, the store unchanged. */
export function loadSnapshotData(input: string | unknown, today: Date = new Date()): Snapshot {
  const snapshot = readSnapshot(input, DATA_VERSION);
  putSnapshot(snapshot, today);
  return snapshot;
}
