import { readFile } from 'node:fs/promises';
import { snapshotFileText, type Snapshot } from '../snapshot/snapshot-file';
import { loadSnapshotData } from '../snapshot/store-snapshot';

/**
 * Vitest: makes a data snapshot (the file *Download data* in the demo controls saves) the mock
 * store's data for this test, e.g. the data state a tester handed over:
 *
 *   await loadSnapshot('src/features/payments/fixtures/overdue-bug.json.gz');
 *
 * `file` is a path (gzip or plain JSON) or the file's parsed JSON. Every record is checked first
 * (mocks/snapshot/check-snapshot.ts): a bad one fails the call naming it, and the store keeps its
 * data. The snapshot's dates move from the day it was taken to `today` (the test's pinned clock by
 * default), as in the browser.
 */
export async function loadSnapshot(file: string | object, today: Date = new Date()): Promise<Snapshot> {
  const input = typeof file === 'string' ? await snapshotFileText(new Uint8Array(await readFile(file))) : file;
  return loadSnapshotData(input, today);
}
