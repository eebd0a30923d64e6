import { seededId } from '@/testing/seeded-store';
import type { WorkOrderStatus } from '@/lib/api/schema.gen';

/**
 * A seeded work order's id in `status` (with a vendor, past `created`), for a story's route. The seed
 * has every status the actions need (created … invoice_received).
 */
export const workOrderIdIn = (status: WorkOrderStatus): string =>
  seededId('workOrders', (w) => w.status === status && (status === 'created' || w.vendorId !== null));
