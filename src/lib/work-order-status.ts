import { workOrderStatusValues, type WorkOrderStatus } from '@/lib/api/schema.gen';

/**
 * The work order's state machine (spec 3 §4 "Work order actions by status"), in one module that the
 * work order page (which buttons it offers) and the mock backend (which calls it answers with 409, which
 * status a call leaves, which orders count as done) both import, so the buttons and the answers cannot
 * disagree. The resulting statuses are our choice, written in the contract's operation descriptions.
 */

/** Every action, in the order the page offers them (spec 3 §4). */
export const WORK_ORDER_ACTIONS = [
  'assignVendor',
  'schedule',
  'startWork',
  'reschedule',
  'completeWork',
  'uploadInvoice',
  'closeWorkOrder',
] as const;

export type WorkOrderActionName = (typeof WORK_ORDER_ACTIONS)[number];

/**
 * Each action: the statuses it is allowed from (any other answers 409) and the status it leaves.
 * `closeWorkOrder` is `PUT /work-orders/{id}` with `status: closed`; `uploadInvoice` is
 * `POST /work-orders/{id}/invoice`; the others have their own `PUT /work-orders/{id}/<action>`.
 */
export const WORK_ORDER_TRANSITIONS: Record<
  WorkOrderActionName,
  { readonly from: readonly WorkOrderStatus[]; readonly to: WorkOrderStatus }
> = {
  assignVendor: { from: ['created'], to: 'vendor_assigned' },
  schedule: { from: ['created', 'vendor_assigned'], to: 'scheduled' },
  startWork: { from: ['vendor_assigned', 'scheduled'], to: 'in_progress' },
  reschedule: { from: ['scheduled'], to: 'scheduled' },
  completeWork: { from: ['in_progress'], to: 'completed' },
  uploadInvoice: { from: ['completed'], to: 'invoice_received' },
  closeWorkOrder: { from: ['completed'], to: 'closed' },
};

/** Whether `action` is allowed for a work order in `status`. */
export function isWorkOrderActionAllowed(action: WorkOrderActionName, status: WorkOrderStatus): boolean {
  return WORK_ORDER_TRANSITIONS[action].from.includes(status);
}

/** The actions offered for a work order in `status`, in the spec's order (none once closed, invoiced or paid). */
export function workOrderActions(status: WorkOrderStatus): readonly WorkOrderActionName[] {
  return WORK_ORDER_ACTIONS.filter((action) => isWorkOrderActionAllowed(action, status));
}

/**
 * Where each status stands in the work: typed over every status, so a status the contract adds must be
 * placed here before anything compiles. The status subsets below are read from it.
 */
const STAGE_OF_STATUS = {
  created: 'not_started',
  vendor_assigned: 'not_started',
  scheduled: 'not_started',
  in_progress: 'in_progress',
  completed: 'awaiting_payment',
  invoice_received: 'awaiting_payment',
  closed: 'finished',
  paid: 'finished',
} as const satisfies Record<WorkOrderStatus, 'not_started' | 'in_progress' | 'awaiting_payment' | 'finished'>;

export type WorkOrderStage = (typeof STAGE_OF_STATUS)[WorkOrderStatus];

export function workOrderStage(status: WorkOrderStatus): WorkOrderStage {
  return STAGE_OF_STATUS[status];
}

const statusesIn = (...stages: WorkOrderStage[]): readonly WorkOrderStatus[] =>
  workOrderStatusValues.filter((status) => stages.includes(STAGE_OF_STATUS[status]));

/** The work has not started: such an order may still be deleted. */
export const NOT_STARTED_WORK_ORDER_STATUSES = statusesIn('not_started');
/** The work is not finished (active work orders, a vendor's active jobs). */
export const ACTIVE_WORK_ORDER_STATUSES = statusesIn('not_started', 'in_progress');
/** The work is finished (a vendor's completed jobs, the owner statement's done orders). */
export const DONE_WORK_ORDER_STATUSES = statusesIn('awaiting_payment', 'finished');
/** Finished and not yet paid or closed (the pending-payment list). */
export const PENDING_PAYMENT_WORK_ORDER_STATUSES = statusesIn('awaiting_payment');

export function isWorkOrderDone(status: WorkOrderStatus): boolean {
  return DONE_WORK_ORDER_STATUSES.includes(status);
}
