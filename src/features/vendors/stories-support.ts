import { db, resetDb } from '@mocks/db';
import type { VendorRecord } from '@mocks/db/vendors';

/**
 * A seeded vendor's id for a story's `parameters.route`. Seeded ids are deterministic (the store is
 * re-seeded with the same seed before every story), so reading them when the story file loads is safe.
 */
export function seededVendorId(predicate: (vendor: VendorRecord) => boolean = () => true): string {
  if (db.vendors.count() === 0) resetDb();
  const vendor = db.vendors.find(predicate);
  if (!vendor) throw new Error('The seed has no matching vendor');
  return vendor.id;
}

export const activeVendorId = () => seededVendorId((v) => v.isActive);
export const inactiveVendorId = () => seededVendorId((v) => !v.isActive);
