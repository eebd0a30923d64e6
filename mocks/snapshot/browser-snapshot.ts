import { currentDataSetName, DATA_VERSION, saveFileData, sync } from '../persistence';
import { readSnapshot } from './check-snapshot';
import { snapshotBytes, snapshotFileText } from './snapshot-file';
import { takeSnapshot } from './store-snapshot';

/**
 * The demo controls' *Download data* and *Load data…* (mocks/controls/snapshot-section.tsx), in a chunk
 * of their own: the checker and its compiled validators load only when a tester uses them.
 */

/** Saves the current data set, with the other tabs' changes, as a snapshot file (gzip). */
export async function downloadData(): Promise<string> {
  await sync();
  const snapshot = takeSnapshot();
  const bytes = await snapshotBytes(snapshot);
  const name = `rental-manager-data-${currentDataSetName()}-${snapshot.takenOn}.json.gz`;
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/gzip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}

/**
 * Checks a snapshot file and saves it as the `file` data set; throws a SnapshotError naming what is
 * wrong (the first bad record), and then nothing is saved.
 */
export async function loadDataFile(file: File): Promise<void> {
  const text = await snapshotFileText(new Uint8Array(await file.arrayBuffer()));
  const snapshot = readSnapshot(text, DATA_VERSION);
  await saveFileData(file.name, snapshot);
}
