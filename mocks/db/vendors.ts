import { maintenanceCategoryValues, type Vendor } from '@/lib/api/schema.gen';
import type { Db, VendorRecord } from './tables';

export type { VendorRecord } from './tables';

export const MAINTENANCE_CATEGORIES = maintenanceCategoryValues;

/** Work order statuses that count as done (the work is finished). */
export const DONE_WORK_ORDER_STATUSES = ['completed', 'closed', 'invoice_received', 'paid'] as const;
/** Work order statuses that count as active (work not finished). */
export const ACTIVE_WORK_ORDER_STATUSES = ['created', 'vendor_assigned', 'scheduled', 'in_progress'] as const;

/** Jobs completed and completion rate of a vendor, derived from its work orders. */
export function vendorJobFigures(
  db: Db,
  vendorId: string,
): { totalJobsCompleted: number; completionRate: number | null; total: number } {
  const orders = db.workOrders.where((w) => w.vendorId === vendorId);
  const done = orders.filter((w) => (DONE_WORK_ORDER_STATUSES as readonly string[]).includes(w.status)).length;
  return {
    total: orders.length,
    totalJobsCompleted: done,
    completionRate: orders.length ? Math.round((done / orders.length) * 1000) / 10 : null,
  };
}

/** The contract's Vendor: the record plus the figures derived from its work orders. */
export function presentVendor(db: Db, record: VendorRecord): Vendor {
  const { totalJobsCompleted, completionRate } = vendorJobFigures(db, record.id);
  return { ...record, totalJobsCompleted, completionRate };
}
