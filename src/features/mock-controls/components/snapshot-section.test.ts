import { createElement } from 'react';
import { clearDb } from '@mocks/db';
import { detachStore, loadedFileName, memoryBackend, setStoreBackend } from '@mocks/persistence';
import { createTenant } from '@/testing/factories';
import { pinClock } from '@/testing/clock';
import { renderWithProviders, screen } from '@/testing/render';
import type { DemoSettings } from '@mocks/faults/settings';
import { snapshotText } from '@mocks/snapshot/snapshot-file';
import { takeSnapshot } from '@mocks/snapshot/store-snapshot';
import { SnapshotSection } from './snapshot-section';

const settings: DemoSettings = { faults: [], latency: 'off', dataSet: 'default' };

beforeEach(() => setStoreBackend(memoryBackend()));
afterEach(() => detachStore());

// A .ts file (the mock's test files are matched as *.test.ts): the section is made with createElement.
function renderSection() {
  const onApply = vi.fn<(next: DemoSettings) => void>();
  const view = renderWithProviders(createElement(SnapshotSection, { settings, onApply }));
  return { ...view, onApply };
}

describe('demo controls: Load data…', () => {
  it('saves a good file as the file data set and switches to it', async () => {
    pinClock('2027-03-06T10:00:00Z');
    clearDb();
    createTenant({ firstName: 'Handed' });
    const text = snapshotText(takeSnapshot());
    const { user, onApply } = renderSection();

    await user.upload(screen.getByLabelText('Data file to load'), new File([text], 'handover.json'));

    await vi.waitFor(() => expect(onApply).toHaveBeenCalledWith({ ...settings, dataSet: 'file' }));
    expect(await loadedFileName()).toBe('handover.json');
  });

  it('refuses a hand-broken file naming its first bad record, and stays on the data it has', async () => {
    const file = new File(
      [
        JSON.stringify({
          format: 'rental-manager-mock-data',
          version: takeSnapshot().version,
          takenOn: '2027-03-06',
          seed: 1,
          size: 'default',
          tables: { units: [{ id: 'unit-broken' }] },
        }),
      ],
      'broken.json',
    );
    const { user, onApply } = renderSection();

    await user.upload(screen.getByLabelText('Data file to load'), file);

    expect(await screen.findByRole('alert')).toHaveTextContent(/units, record 1 \(id unit-broken\), field/);
    expect(onApply).not.toHaveBeenCalled();
    expect(await loadedFileName()).toBeUndefined();
  });
});
