import { db, currentSeedOptions } from './db';
import type { TenantRecord } from './db/tenants';
import type { DataSet } from './faults/syntax';
import {
  COMPACT_AFTER,
  DATA_VERSION,
  commit,
  compact,
  detachStore,
  loadedFileName,
  loadOrSeed,
  materializeWhenIdle,
  memoryBackend,
  resetAndSave,
  saveFileData,
  setAnnouncer,
  setStoreBackend,
  sync,
  type StoreMessage,
} from './persistence';
import { takeSnapshot } from './snapshot/store-snapshot';

let backend: ReturnType<typeof memoryBackend>;
let messages: StoreMessage[];

beforeEach(() => {
  backend = memoryBackend();
  setStoreBackend(backend);
  messages = [];
  setAnnouncer((message) => messages.push(message));
});

afterEach(() => {
  detachStore();
  setAnnouncer(() => {});
});

/** A reload: the module's tables start empty, then the store is loaded again. */
async function reload(dataSet: DataSet = 'default', today?: Date) {
  for (const table of Object.values(db)) table.clear();
  return loadOrSeed(dataSet, today ? { today } : {});
}

/** A tenant record of our own, made from a seeded one. */
function tenantNamed(id: string, firstName: string): TenantRecord {
  return { ...structuredClone(db.tenants.all()[0]!), id, firstName, lastName: 'Journal' };
}

describe('mock store persistence (browser)', () => {
  it('stores a created record before its answer leaves: a reload right after keeps it', async () => {
    await loadOrSeed('default');
    db.tenants.insert(tenantNamed('t-new', 'Imani'));
    await commit();

    // Only the new record was written, as one journal entry: no table was rewritten.
    expect(backend.journal.get('default')?.map((entry) => entry.changes.map((c) => c.id))).toEqual([['t-new']]);
    expect(messages).toEqual([{ type: 'appended', dataSet: 'default', seq: 1 }]);

    const result = await reload();
    expect(result.source).toBe('loaded');
    expect(db.tenants.get('t-new')?.firstName).toBe('Imani');
  });

  it('brings back edits and deletions after a reload', async () => {
    await loadOrSeed('default');
    const [first, second] = db.properties.all();
    db.properties.update(first!.id, { name: 'Renamed Before Reload' });
    await commit();
    db.properties.delete(second!.id);
    await commit();

    await reload();
    expect(db.properties.get(first!.id)?.name).toBe('Renamed Before Reload');
    expect(db.properties.has(second!.id)).toBe(false);
    expect(db.units.count()).toBeGreaterThan(0);
  });

  it("applies another tab's stored changes on its next sync, without a reload, and keeps its own", async () => {
    await loadOrSeed('default');
    const mine = tenantNamed('t-mine', 'Mine');
    db.tenants.insert(mine);
    await commit();
    // Another tab (same store) creates a tenant and renames a property.
    const property = db.properties.all()[0]!;
    await backend.append('default', [
      { table: 'tenants', id: 't-theirs', row: tenantNamed('t-theirs', 'Theirs') },
      { table: 'properties', id: property.id, row: { ...property, name: 'Renamed Elsewhere' } },
    ]);
    expect(db.tenants.has('t-theirs')).toBe(false);

    await sync();

    expect(db.tenants.get('t-theirs')?.firstName).toBe('Theirs');
    expect(db.tenants.get('t-mine')?.firstName).toBe('Mine');
    expect(db.properties.get(property.id)?.name).toBe('Renamed Elsewhere');
    // Applying them is not a change of this tab's: nothing more is appended.
    await commit();
    expect(backend.journal.get('default')).toHaveLength(2);
  });

  it("does not let another tab's older change overwrite a newer change of this tab", async () => {
    await loadOrSeed('default');
    const tenant = db.tenants.all()[0]!;
    // The other tab's change is stored first (entry 1); this tab's own edit comes after (entry 2).
    await backend.append('default', [{ table: 'tenants', id: tenant.id, row: { ...tenant, firstName: 'Older' } }]);
    db.tenants.update(tenant.id, { firstName: 'Newer' });
    await commit();

    await sync();

    expect(db.tenants.get(tenant.id)?.firstName).toBe('Newer');
    await reload();
    expect(db.tenants.get(tenant.id)?.firstName).toBe('Newer');
  });

  it('reads the store again when another tab reset it', async () => {
    await loadOrSeed('default');
    const property = db.properties.all()[0]!;
    db.properties.update(property.id, { name: 'Changed Here' });
    await commit();
    // Another tab resets: a new snapshot (a new epoch) of the seeded data, the journal emptied.
    const stored = backend.entries.get('default')!;
    await backend.writeSnapshot(
      'default',
      { ...stored.meta, epoch: 'another-tab' },
      { properties: [{ ...property, name: 'Seeded Again' }] },
      'all',
    );

    await sync();

    expect(db.properties.get(property.id)?.name).toBe('Seeded Again');
  });

  it('writes the changed tables into the snapshot and empties the journal; a reload reads the same', async () => {
    await loadOrSeed('default');
    const tenants = db.tenants.count();
    for (let i = 0; i < 3; i++) {
      db.tenants.insert(tenantNamed(`t-${i}`, `Tenant ${i}`));
      await commit();
    }
    const written = vi.spyOn(backend, 'writeSnapshot');

    await compact();

    expect(Object.keys(written.mock.calls[0]![2])).toEqual(['tenants']);
    expect(backend.journal.get('default')).toEqual([]);
    expect(backend.entries.get('default')!.meta.seq).toBe(3);
    await reload();
    expect(db.tenants.count()).toBe(tenants + 3);
    // The journal goes on from the snapshot's number.
    db.tenants.insert(tenantNamed('t-after', 'After'));
    await commit();
    expect(backend.journal.get('default')?.map((entry) => entry.seq)).toEqual([4]);
  });

  it(`compacts by itself once the journal holds ${COMPACT_AFTER} entries`, async () => {
    vi.useFakeTimers();
    try {
      await loadOrSeed('default');
      const property = db.properties.all()[0]!;
      for (let i = 1; i <= COMPACT_AFTER; i++) {
        db.properties.update(property.id, { name: `Name ${i}` });
        await commit();
      }
      await vi.runAllTimersAsync();
    } finally {
      vi.useRealTimers();
    }
    expect(backend.journal.get('default')).toEqual([]);
    expect(backend.entries.get('default')!.meta.seq).toBe(COMPACT_AFTER);
  });

  it('does not use a saved store of another data size: it seeds the chosen size', async () => {
    await loadOrSeed('default');
    const seededCount = db.properties.count();
    const stored = backend.entries.get('default')!;
    backend.entries.set('default', {
      meta: { ...stored.meta, options: { ...stored.meta.options, size: 'large' } },
      tables: { properties: [] },
    });

    const result = await reload();

    expect(result.source).toBe('seeded');
    expect(currentSeedOptions().size).toBe('default');
    expect(db.properties.count()).toBe(seededCount);
  });

  it('drops the saved store of an older version', async () => {
    await loadOrSeed('default');
    const stored = backend.entries.get('default')!;
    backend.entries.set('default', { ...stored, meta: { ...stored.meta, version: DATA_VERSION - 1 } });
    db.properties.update(db.properties.all()[0]!.id, { name: 'Changed' });

    expect((await reload()).source).toBe('seeded');
    expect(db.properties.all().some((p) => p.name === 'Changed')).toBe(false);
  });

  it('keeps a change it could not store until the next reload, and says so', async () => {
    await loadOrSeed('default');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(backend, 'append').mockRejectedValueOnce(new DOMException('quota', 'QuotaExceededError'));

    db.properties.update(db.properties.all()[0]!.id, { name: 'Not Saved' });
    await commit();

    expect(warn).toHaveBeenCalled();
    expect(db.properties.all().some((p) => p.name === 'Not Saved')).toBe(true);
    await reload();
    expect(db.properties.all().some((p) => p.name === 'Not Saved')).toBe(false);
  });

  it('keeps one saved store per data set; the empty set has no records and keeps what is added', async () => {
    await loadOrSeed('default');
    const defaultCount = db.properties.count();
    const first = structuredClone(db.properties.all()[0]!);

    await loadOrSeed('empty');
    expect(db.properties.count()).toBe(0);
    expect(db.units.count()).toBe(0);
    db.properties.insert({ ...first, id: 'p-added', name: 'Added To Empty' });
    await commit();

    await reload('empty');
    expect(db.properties.all().map((p) => p.name)).toEqual(['Added To Empty']);
    await reload('default');
    expect(db.properties.count()).toBe(defaultCount);
  });

  it('moves a store saved on an earlier day forward by the days elapsed, keeping the changes', async () => {
    const earlier = new Date(Date.UTC(2026, 10, 22, 15));
    const today = new Date(Date.UTC(2026, 10, 25, 9));
    await loadOrSeed('default', { today: earlier });
    const payment = db.payments.all().find((p) => p.dueDate)!;
    const tenant = db.tenants.all().find((t) => t.dateOfBirth)!;
    db.payments.update(payment.id, { notes: 'Changed by the user' });
    await commit();

    const result = await reload('default', today);

    expect(result).toEqual({ source: 'loaded', shiftedDays: 3 });
    const moved = db.payments.get(payment.id)!;
    const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;
    expect(days(payment.dueDate!, moved.dueDate!)).toBe(3);
    expect(days(payment.createdAt, moved.createdAt)).toBe(3);
    expect(moved.notes).toBe('Changed by the user');
    expect(db.tenants.get(tenant.id)!.dateOfBirth).toBe(tenant.dateOfBirth);
    expect(currentSeedOptions().today.toISOString()).toBe('2026-11-25T00:00:00.000Z');

    // Saved with the new day: loading on the same day moves nothing more.
    expect((await reload('default', today)).shiftedDays).toBe(0);
    expect(db.payments.get(payment.id)!.dueDate).toBe(moved.dueDate);
  });

  it('moving a store to a new day keeps what another tab stored meanwhile', async () => {
    await loadOrSeed('default', { today: new Date(Date.UTC(2026, 10, 22, 15)) });
    const tenantRow = tenantNamed('t-x', 'X');
    const read = backend.read.bind(backend);
    let n = 0;
    // Another tab appends a tenant just after each read of this tab.
    vi.spyOn(backend, 'read').mockImplementation(async (dataSet) => {
      const stored = await read(dataSet);
      n++;
      await backend.append(dataSet, [
        { table: 'tenants', id: `t-late-${n}`, row: { ...tenantRow, id: `t-late-${n}` } },
      ]);
      return stored;
    });

    await reload('default', new Date(Date.UTC(2026, 10, 25, 9)));
    await sync();

    expect(n).toBe(2);
    expect(db.tenants.has('t-late-1')).toBe(true);
    expect(db.tenants.has('t-late-2')).toBe(true);
  });

  it('parses a table read back only when a call first uses it, with its journal changes applied', async () => {
    await loadOrSeed('default');
    const unit = db.units.all()[0]!;
    db.units.update(unit.id, { description: 'Freshly painted' });
    await commit();
    const parsed: string[] = [];
    // As the IndexedDB backend reads: each table's text, parsed on first use.
    const lazy: typeof backend = {
      ...backend,
      async read(dataSet) {
        const stored = await backend.read(dataSet);
        if (!stored) return undefined;
        const tables = Object.fromEntries(
          Object.entries(stored.tables).map(([name, rows]) => {
            const text = JSON.stringify(rows);
            return [name, () => (parsed.push(name), JSON.parse(text) as unknown[])];
          }),
        );
        return { ...stored, tables };
      },
    };
    setStoreBackend(lazy);
    const unitCount = db.units.count();

    expect((await reload()).source).toBe('loaded');
    expect(parsed).toEqual([]);
    expect(db.units.count()).toBe(unitCount);
    expect(db.units.get(unit.id)?.description).toBe('Freshly painted');
    expect(parsed).toEqual(['units']);

    vi.useFakeTimers();
    materializeWhenIdle();
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    expect([...parsed].sort()).toEqual(Object.keys(db).sort());
  });

  it('Reset demo data restores the seeded records of the current data set and tells the other tabs', async () => {
    await loadOrSeed('default');
    const property = db.properties.all()[0]!;
    db.properties.update(property.id, { name: 'Renamed' });
    await commit();

    await resetAndSave();

    expect(db.properties.get(property.id)?.name).toBe(property.name);
    expect(backend.journal.get('default')).toEqual([]);
    expect(messages.at(-1)).toEqual({ type: 'reset', dataSet: 'default' });
    await reload();
    expect(db.properties.get(property.id)?.name).toBe(property.name);
  });

  it('a loaded file becomes the file data set: its records after a reload, dated to today, the name kept; Reset returns to it', async () => {
    const days = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);
    const takenOn = new Date(Date.now() - 3 * 86_400_000);
    await loadOrSeed('default', { today: takenOn });
    db.tenants.insert(tenantNamed('t-handed', 'Handed'));
    await commit();
    const file = takeSnapshot();
    const payment = structuredClone(db.payments.all().find((p) => p.dueDate)!);
    // After the download: the tenant in the file is deleted and another one made.
    db.tenants.delete('t-handed');
    db.tenants.insert(tenantNamed('t-later', 'Later'));
    await commit();

    await saveFileData('handover.json.gz', file);
    expect(messages.at(-1)).toEqual({ type: 'reset', dataSet: 'file' });

    await reload('file');
    expect(db.tenants.has('t-handed')).toBe(true);
    expect(db.tenants.has('t-later')).toBe(false);
    expect(days(payment.dueDate!, db.payments.get(payment.id)!.dueDate!)).toBe(3);
    expect(await loadedFileName()).toBe('handover.json.gz');

    db.tenants.update('t-handed', { firstName: 'Edited' });
    await commit();
    await resetAndSave();
    await reload('file');
    expect(db.tenants.get('t-handed')?.firstName).toBe('Handed');
    expect(db.tenants.has('t-later')).toBe(false);

    // The data set that was there is kept as it was.
    await reload('default');
    expect(db.tenants.has('t-later')).toBe(true);
    expect(db.tenants.has('t-handed')).toBe(false);
  });
});
