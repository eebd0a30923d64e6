import { db, currentSeedOptions } from './db';
import {
  DATA_VERSION,
  loadOrSeed,
  materializeWhenIdle,
  memoryBackend,
  resetAndSave,
  save,
  setStoreBackend,
} from './persistence';

let backend: ReturnType<typeof memoryBackend>;

beforeEach(() => {
  backend = memoryBackend();
  setStoreBackend(backend);
});

/** A reload: the module's tables start empty, then the store is loaded again. */
function reloadTables() {
  for (const table of Object.values(db)) table.clear();
}

describe('mock store persistence (browser)', () => {
  it('brings back what was changed after a reload instead of reseeding', async () => {
    await loadOrSeed('default');
    const property = db.properties.all()[0];
    db.properties.update(property.id, { name: 'Renamed Before Reload' });
    await save();

    reloadTables();
    const result = await loadOrSeed('default');

    expect(result.source).toBe('loaded');
    expect(db.properties.get(property.id)?.name).toBe('Renamed Before Reload');
    expect(db.units.count()).toBeGreaterThan(0);
  });

  it('does not use a saved store of another data size: it seeds the chosen size', async () => {
    await loadOrSeed('default');
    const seededCount = db.properties.count();
    const stored = backend.entries.get('default')!;
    backend.entries.set('default', {
      meta: { ...stored.meta, options: { ...stored.meta.options, size: 'large' } },
      tables: { properties: [] },
    });

    reloadTables();
    const result = await loadOrSeed('default');

    expect(result.source).toBe('seeded');
    expect(currentSeedOptions().size).toBe('default');
    expect(db.properties.count()).toBe(seededCount);
  });

  it('drops the saved store of an older version', async () => {
    await loadOrSeed('default');
    const stored = backend.entries.get('default')!;
    backend.entries.set('default', { ...stored, meta: { ...stored.meta, version: DATA_VERSION - 1 } });
    db.properties.update(db.properties.all()[0].id, { name: 'Changed' });

    reloadTables();
    expect((await loadOrSeed('default')).source).toBe('seeded');
    expect(db.properties.all().some((p) => p.name === 'Changed')).toBe(false);
  });

  it('drops the old saved store when a new one cannot be written, so a reload cannot load stale data', async () => {
    await loadOrSeed('default');
    expect(backend.entries.has('default')).toBe(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const write = vi.spyOn(backend, 'write').mockRejectedValueOnce(new DOMException('quota', 'QuotaExceededError'));

    db.properties.update(db.properties.all()[0].id, { name: 'Not Saved' });
    await save();

    write.mockRestore();
    expect(backend.entries.has('default')).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('writes only the tables whose rows changed', async () => {
    await loadOrSeed('default');
    const write = vi.spyOn(backend, 'write');
    const unit = db.units.all()[0];
    db.units.update(unit.id, { description: 'Freshly painted' });

    await save();

    expect(write).toHaveBeenCalledTimes(1);
    expect(Object.keys(write.mock.calls[0][2])).toEqual(['units']);
  });

  it('keeps one saved store per data set; the empty set has no records and keeps what is added', async () => {
    await loadOrSeed('default');
    const defaultCount = db.properties.count();

    await loadOrSeed('empty');
    expect(db.properties.count()).toBe(0);
    expect(db.units.count()).toBe(0);
    const first = { ...(backend.entries.get('default')!.tables.properties![0] as { id: string; name: string }) };
    db.properties.insert({ ...first, id: 'p-added', name: 'Added To Empty' } as never);
    await save();

    reloadTables();
    await loadOrSeed('empty');
    expect(db.properties.all().map((p) => p.name)).toEqual(['Added To Empty']);
    reloadTables();
    await loadOrSeed('default');
    expect(db.properties.count()).toBe(defaultCount);
  });

  it('moves a store saved on an earlier day forward by the days elapsed, keeping the changes', async () => {
    const yesterday = new Date(Date.UTC(2026, 10, 22, 15));
    const today = new Date(Date.UTC(2026, 10, 25, 9));
    await loadOrSeed('default', { today: yesterday });
    const payment = db.payments.all().find((p) => p.dueDate)!;
    const tenant = db.tenants.all().find((t) => t.dateOfBirth)!;
    db.payments.update(payment.id, { notes: 'Changed by the user' });
    await save();

    reloadTables();
    const result = await loadOrSeed('default', { today });

    expect(result).toEqual({ source: 'loaded', shiftedDays: 3 });
    const moved = db.payments.get(payment.id)!;
    const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;
    expect(days(payment.dueDate!, moved.dueDate!)).toBe(3);
    expect(days(payment.createdAt, moved.createdAt)).toBe(3);
    expect(moved.notes).toBe('Changed by the user');
    expect(db.tenants.get(tenant.id)!.dateOfBirth).toBe(tenant.dateOfBirth);
    expect(currentSeedOptions().today.toISOString()).toBe('2026-11-25T00:00:00.000Z');

    // Saved again with the new day: loading on the same day moves nothing more.
    await save();
    reloadTables();
    expect((await loadOrSeed('default', { today })).shiftedDays).toBe(0);
    expect(db.payments.get(payment.id)!.dueDate).toBe(moved.dueDate);
  });

  it('parses a table read back only when a call first uses it, and writes back only what changed', async () => {
    await loadOrSeed('default');
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
        return { meta: stored.meta, tables };
      },
    };
    setStoreBackend(lazy);
    const unitCount = db.units.count();

    reloadTables();
    expect((await loadOrSeed('default')).source).toBe('loaded');
    expect(parsed).toEqual([]);
    expect(db.units.count()).toBe(unitCount);
    expect(parsed).toEqual(['units']);

    const write = vi.spyOn(lazy, 'write');
    db.units.update(db.units.all()[0].id, { description: 'Freshly painted' });
    await save();
    expect(Object.keys(write.mock.calls[0][2])).toEqual(['units']);
    expect(parsed).toEqual(['units']);

    vi.useFakeTimers();
    materializeWhenIdle();
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    expect([...parsed].sort()).toEqual(Object.keys(db).sort());
  });

  it('Reset demo data restores the seeded records of the current data set', async () => {
    await loadOrSeed('default');
    const property = db.properties.all()[0];
    db.properties.update(property.id, { name: 'Renamed' });
    await save();

    await resetAndSave();

    expect(db.properties.get(property.id)?.name).toBe(property.name);
    reloadTables();
    await loadOrSeed('default');
    expect(db.properties.get(property.id)?.name).toBe(property.name);
  });
});
