import type { Vendor } from '@/lib/api/schema.gen';
import type { Db, VendorRecord } from '../db/tables';
import { vendorJobFigures } from '../db/vendors';

/** The contract's Vendor: the record plus the figures derived from its work orders. */
export function presentVendor(db: Db, record: VendorRecord): Vendor {
  const { totalJobsCompleted, completionRate } = vendorJobFigures(db, record.id);
  return { ...record, totalJobsCompleted, completionRate };
}
