import type { WorkOrderActionName } from '@/lib/work-order-status';

/**
 * Each action's button label, verbatim from spec 3 §4. Which actions a status offers is the state
 * machine's (`workOrderActions` in src/lib/work-order-status.ts, shared with the mock backend).
 */
export const WORK_ORDER_ACTION_LABELS: Record<WorkOrderActionName, string> = {
  assignVendor: 'Assign Vendor',
  schedule: 'Schedule',
  startWork: 'Start Work',
  reschedule: 'Reschedule',
  completeWork: 'Complete Work',
  uploadInvoice: 'Upload Invoice',
  closeWorkOrder: 'Close Work Order',
};
