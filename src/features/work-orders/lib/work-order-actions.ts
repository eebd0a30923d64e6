import type { WorkOrderStatus } from '@/lib/api/schema.gen';

/** The actions a work order's page offers (spec 3 §4 "Work order actions by status"). */
export type WorkOrderActionName =
  'assignVendor' | 'schedule' | 'startWork' | 'reschedule' | 'completeWork' | 'uploadInvoice' | 'closeWorkOrder';

/** Each action's button label, verbatim from spec 3 §4. */
export const WORK_ORDER_ACTION_LABELS: Record<WorkOrderActionName, string> = {
  assignVendor: 'Assign Vendor',
  schedule: 'Schedule',
  startWork: 'Start Work',
  reschedule: 'Reschedule',
  completeWork: 'Complete Work',
  uploadInvoice: 'Upload Invoice',
  closeWorkOrder: 'Close Work Order',
};

/**
 * Spec 3 §4, the table as written: created → Assign Vendor, Schedule; vendor_assigned → Schedule, Start
 * Work; scheduled → Start Work, Reschedule; in_progress → Complete Work; completed → Upload Invoice, Close
 * Work Order; every other status (closed, invoice_received, paid) → none.
 */
const ACTIONS_BY_STATUS: Partial<Record<WorkOrderStatus, readonly WorkOrderActionName[]>> = {
  created: ['assignVendor', 'schedule'],
  vendor_assigned: ['schedule', 'startWork'],
  scheduled: ['startWork', 'reschedule'],
  in_progress: ['completeWork'],
  completed: ['uploadInvoice', 'closeWorkOrder'],
};

/** The actions offered for a work order in `status`, in the spec's order. */
export function workOrderActions(status: WorkOrderStatus): readonly WorkOrderActionName[] {
  return ACTIONS_BY_STATUS[status] ?? [];
}
