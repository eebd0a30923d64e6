import { maintenanceCategoryValues } from '@/lib/api/schema.gen';
import { isWorkOrderDone } from '@/lib/work-order-status';
import type { Db } from './tables';

export type { VendorRecord } from './tables';

export const MAINTENANCE_CATEGORIES = maintenanceCategoryValues;

/** Jobs completed and completion rate of a vendor, derived from its work orders. */
export function vendorJobFigures(
  db: Db,
  vendorId: string,
): { totalJobsCompleted: number; completionRate: number | null; total: number } {
  const orders = db.workOrders.where((w) => w.vendorId === vendorId);
  const done = orders.filter((w) => isWorkOrderDone(w.status)).length;
  return {
    total: orders.length,
    totalJobsCompleted: done,
    completionRate: orders.length ? Math.round((done / orders.length) * 1000) / 10 : null,
  };
}
