import { db, currentSeedOptions } from './db';
import { loadOrSeed, save } from './persistence';

const KEY = 'rental-manager:mock-store';

describe('mock store persistence (browser)', () => {
  it('brings back what was changed after a reload instead of reseeding', () => {
    loadOrSeed({ size: 'default' });
    const property = db.properties.all()[0];
    db.properties.update(property.id, { name: 'Renamed Before Reload' });
    save();

    db.properties.clear(); // a reload starts from an empty module
    loadOrSeed({ size: 'default' });

    expect(db.properties.get(property.id)?.name).toBe('Renamed Before Reload');
    expect(db.units.count()).toBeGreaterThan(0);
  });

  it('does not use a snapshot of another data size: it seeds the chosen size', () => {
    const seededCount = (loadOrSeed({ size: 'default' }), db.properties.count());
    const stored = JSON.parse(localStorage.getItem(KEY)!);
    localStorage.setItem(
      KEY,
      JSON.stringify({ ...stored, options: { ...stored.options, size: 'large' }, tables: { properties: [] } }),
    );

    loadOrSeed({ size: 'default' });

    expect(currentSeedOptions().size).toBe('default');
    expect(db.properties.count()).toBe(seededCount);
  });

  it('drops the old snapshot when a new one does not fit, so a reload cannot load stale data', () => {
    loadOrSeed({ size: 'default' });
    expect(localStorage.getItem(KEY)).not.toBeNull();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });

    save();

    setItem.mockRestore();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
