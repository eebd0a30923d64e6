import type { WorkOrderStatus } from '@/lib/api/schema.gen';
import {
  ACTIVE_WORK_ORDER_STATUSES,
  DONE_WORK_ORDER_STATUSES,
  NOT_STARTED_WORK_ORDER_STATUSES,
  PENDING_PAYMENT_WORK_ORDER_STATUSES,
  WORK_ORDER_TRANSITIONS,
  isWorkOrderActionAllowed,
  isWorkOrderDone,
  workOrderActions,
} from './work-order-status';

describe('work order actions by status (spec 3 §4)', () => {
  it.each([
    ['created', ['assignVendor', 'schedule']],
    ['vendor_assigned', ['schedule', 'startWork']],
    ['scheduled', ['startWork', 'reschedule']],
    ['in_progress', ['completeWork']],
    ['completed', ['uploadInvoice', 'closeWorkOrder']],
    ['closed', []],
    ['invoice_received', []],
    ['paid', []],
  ] as const)('%s offers %j, and the backend allows exactly those', (status, expected) => {
    expect(workOrderActions(status)).toEqual(expected);
    for (const action of Object.keys(WORK_ORDER_TRANSITIONS) as (keyof typeof WORK_ORDER_TRANSITIONS)[])
      expect(isWorkOrderActionAllowed(action, status)).toBe((expected as readonly string[]).includes(action));
  });

  it('leaves the status the contract describes after each action', () => {
    const to = Object.fromEntries(Object.entries(WORK_ORDER_TRANSITIONS).map(([action, rule]) => [action, rule.to]));
    expect(to).toEqual({
      assignVendor: 'vendor_assigned',
      schedule: 'scheduled',
      startWork: 'in_progress',
      reschedule: 'scheduled',
      completeWork: 'completed',
      uploadInvoice: 'invoice_received',
      closeWorkOrder: 'closed',
    });
  });
});

describe('work order status subsets', () => {
  const sorted = (statuses: readonly WorkOrderStatus[]) => [...statuses].sort();

  it('deletes only before the work starts', () => {
    expect(sorted(NOT_STARTED_WORK_ORDER_STATUSES)).toEqual(['created', 'scheduled', 'vendor_assigned']);
  });

  it('counts a work order as active until its work is completed, done from then on', () => {
    expect(sorted(ACTIVE_WORK_ORDER_STATUSES)).toEqual(['created', 'in_progress', 'scheduled', 'vendor_assigned']);
    expect(sorted(DONE_WORK_ORDER_STATUSES)).toEqual(['closed', 'completed', 'invoice_received', 'paid']);
    expect(isWorkOrderDone('completed')).toBe(true);
    expect(isWorkOrderDone('in_progress')).toBe(false);
  });

  it('lists completed and invoiced orders as pending payment', () => {
    expect(sorted(PENDING_PAYMENT_WORK_ORDER_STATUSES)).toEqual(['completed', 'invoice_received']);
  });
});
