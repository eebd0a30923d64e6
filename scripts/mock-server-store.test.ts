import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTenant } from '@/testing/factories';
import { clearDb } from '@mocks/db';
import { snapshotBytes } from '@mocks/snapshot/snapshot-file';
import { takeSnapshot } from '@mocks/snapshot/store-snapshot';
import { callApi } from '@mocks/testing/api-fetch';
import { startMockServerStore } from './mock-server-store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mock-server-store-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('npm run mock:server -- --data-file FILE', () => {
  it('answers with the records of the file, not the seed', async () => {
    clearDb();
    const tenant = createTenant({ firstName: 'Handed', lastName: 'Over' });
    const file = join(dir, 'handover.json.gz');
    await writeFile(file, await snapshotBytes(takeSnapshot()));

    await startMockServerStore({ dataSet: 'default', dataFile: file });

    const answer = await callApi('GET', '/tenants');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((t: { id: string; firstName: string }) => [t.id, t.firstName])).toEqual([
      [tenant.id, 'Handed'],
    ]);
  });

  it('refuses a file with a bad record, naming the file and the record', async () => {
    const file = join(dir, 'broken.json');
    await writeFile(
      file,
      JSON.stringify({
        format: 'rental-manager-mock-data',
        version: takeSnapshot().version,
        takenOn: '2027-03-06',
        tables: { units: [{ id: 'unit-broken' }] },
      }),
    );

    await expect(startMockServerStore({ dataSet: 'default', dataFile: file })).rejects.toThrow(
      `Cannot start with ${file}: The file was not loaded: units, record 1 (id unit-broken), field unitNumber: is a required field.`,
    );
  });
});
