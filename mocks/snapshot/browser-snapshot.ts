import { currentDataSetName, DATA_VERSION, saveFileData, sync } from '../persistence';
import { readSnapshot } from './check-snapshot';
import { snapshotBytes, snapshotFileText } from './snapshot-file';
import { takeSnapshot } from './store-snapshot';

/**
 * The demo controls' *Download data* and *Load data…* over the store where it runs (the mock API's
 * worker in the browser: mocks/worker/mock-api-worker.ts; the page in tests), in a chunk of their own:
 * the checker and its compiled validators load only when a tester uses them.
 */

/** The current data set, with the other tabs' changes, as a snapshot file (gzip) and its name. */
export async function snapshotDownload(): Promise<{ name: string; bytes: Uint8Array }> {
  await sync();
  const snapshot = takeSnapshot();
  const bytes = await snapshotBytes(snapshot);
  return { name: `rental-manager-data-${currentDataSetName()}-${snapshot.takenOn}.json.gz`, bytes };
}

/**
 * Checks a snapshot file's bytes and saves them as the `file` data set; throws a SnapshotError naming
 * what is wrong (the first bad record), and then nothing is saved.
 */
export async function loadDataBytes(fileName: string, bytes: Uint8Array): Promise<void> {
  const text = await snapshotFileText(bytes);
  const snapshot = readSnapshot(text, DATA_VERSION);
  await saveFileData(fileName, snapshot);
}
