import { db, resetDb } from '@mocks/db';
import type { WorkOrderStatus } from '@/lib/api/schema.gen';

/**
 * A seeded work order's id in `status`, for a story's `parameters.route`. Seeded ids are deterministic
 * (the store is re-seeded with the same seed before every story), so reading them when the story file
 * loads is safe. The seed has every status the actions need (created … invoice_received).
 */
export function seededWorkOrderId(status: WorkOrderStatus): string {
  if (db.workOrders.count() === 0) resetDb();
  const record = db.workOrders.find((w) => w.status === status && (status === 'created' || w.vendorId !== null));
  if (!record) throw new Error(`The seed has no work order in status ${status}`);
  return record.id;
}
