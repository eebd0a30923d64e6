import { clearDb, loadSeeder, resetDb } from '../mocks/db';
import type { DataSet } from '../mocks/faults/syntax';
import { loadSnapshot } from '../mocks/testing/snapshot';

/**
 * The data `npm run mock:server` starts with (scripts/mock-server.ts): the seeded data set, or a data
 * snapshot file (the one *Download data* in the demo controls saves), its dates moved to today. A file
 * that cannot be loaded is refused with a message naming the file and what is wrong (its first bad
 * record), and the server does not start on other data than the one asked for.
 */
export async function startMockServerStore({
  dataSet,
  dataFile,
}: {
  dataSet: DataSet;
  dataFile?: string;
}): Promise<{ seed: number }> {
  await loadSeeder();
  const { seed } = resetDb({ today: new Date(), size: dataSet === 'large' ? 'large' : 'default' });
  if (dataSet === 'empty') clearDb();
  if (dataFile) {
    try {
      await loadSnapshot(dataFile);
    } catch (error) {
      throw new Error(`Cannot start with ${dataFile}: ${(error as Error).message}`);
    }
  }
  return { seed };
}
