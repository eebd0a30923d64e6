import { occupiedUnits } from './units-seed';
import { db, resetDb } from './index';

const today = new Date('2026-11-22T00:00:00Z');
const spec1Tables = () => ({ properties: db.properties.all(), units: db.units.all(), files: db.files.all() });
/**
 * Signing is what takes a draft further (spec 2 §4): a draft that carries a signed date offers no
 * lifecycle action. Checked here, where each data set is already seeded, rather than seeding twice more.
 */
const signedDrafts = () => db.leases.where((l) => l.status === 'draft' && !!l.signedDate).map((l) => l.leaseNumber);

describe('spec 1 seed', () => {
  it('is deterministic: the same seed and day give identical properties, units and files', () => {
    resetDb({ seed: 7, size: 'default', today });
    const first = JSON.stringify(spec1Tables());
    resetDb({ seed: 7, size: 'default', today });
    expect(JSON.stringify(spec1Tables())).toBe(first);
    resetDb({ seed: 8, size: 'default', today });
    expect(JSON.stringify(spec1Tables())).not.toBe(first);
  });

  it('covers every state the screens show in the default set, and no draft lease with a signed date', () => {
    resetDb({ size: 'default', today });
    const properties = db.properties.all();
    const unitCount = (id: string) => db.units.count((u) => u.rentalPropertyId === id);
    expect(new Set(properties.map((p) => p.propertyType))).toEqual(
      new Set(['single-family', 'multi-family', 'townhouse', 'mixed-use']),
    );
    expect(properties.some((p) => unitCount(p.id) === 0)).toBe(true);
    // Every card shows a photo: the placeholder of a property without one is a test's or a story's own record.
    expect(properties.every((p) => p.photos.length > 0)).toBe(true);
    expect(properties.some((p) => !p.isActive)).toBe(true);
    expect(new Set(properties.filter((p) => p.lateFeeEnabled).map((p) => p.lateFeeCalculationType))).toEqual(
      new Set(['fixed', 'percentage', 'daily']),
    );
    expect(properties.some((p) => !p.lateFeeEnabled)).toBe(true);
    const withTax = properties.filter((p) => p.propertyTaxComponents);
    expect(withTax.length).toBeGreaterThan(0);
    for (const p of withTax) expect(JSON.parse(p.propertyTaxComponents!).components.length).toBeGreaterThan(0);
    expect(properties.some((p) => p.utilityElectricProvider && !p.utilityGasProvider)).toBe(true);
    const commercial = db.units.where((u) => u.unitType === 'commercial');
    expect(commercial.length).toBeGreaterThan(0);
    expect(commercial.every((u) => !!u.businessName)).toBe(true);
    expect(occupiedUnits(db).length).toBeGreaterThan(0);
    expect(db.units.count((u) => u.isAvailable)).toBeGreaterThan(0);
    expect(db.leases.count((l) => l.status === 'draft')).toBeGreaterThan(0);
    expect(signedDrafts()).toEqual([]);
    // Every photo path of a property or unit is served from db.files.
    for (const path of [...properties.flatMap((p) => p.photos), ...db.units.all().flatMap((u) => u.photos)]) {
      expect(db.files.get(path.split('/').pop()!)?.contentType).toBe('image/svg+xml');
    }
  });

  it('seeds 1,000 properties and 10,000 units in the large size, and no draft lease with a signed date', () => {
    resetDb({ size: 'large', today });
    expect(db.properties.count()).toBeGreaterThanOrEqual(1000);
    expect(db.units.count()).toBe(10_000);
    const propertyIds = new Set(db.properties.all().map((p) => p.id));
    expect(db.units.all().every((u) => propertyIds.has(u.rentalPropertyId))).toBe(true);
    expect(signedDrafts()).toEqual([]);
  });
});
