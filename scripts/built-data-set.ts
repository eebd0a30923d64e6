import { loadSeeder, resetDb } from '../mocks/db';
import { snapshotBytes } from '../mocks/snapshot/snapshot-file';
import { takeSnapshot } from '../mocks/snapshot/store-snapshot';

/**
 * The default data set seeded on `today`, as the gzip-compressed snapshot file a preview build ships
 * for the first visit (mocks/snapshot/built-data-set.ts). Loaded by scripts/vite/built-data-set.ts
 * through Vite, for the mock's aliases.
 */
export async function builtDataSetBytes(today: Date): Promise<Uint8Array> {
  await loadSeeder();
  resetDb({ today, size: 'default' });
  return snapshotBytes(takeSnapshot());
}
