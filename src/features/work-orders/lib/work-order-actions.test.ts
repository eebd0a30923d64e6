import { WORK_ORDER_ACTION_LABELS, workOrderActions } from './work-order-actions';

const labels = (status: Parameters<typeof workOrderActions>[0]) =>
  workOrderActions(status).map((action) => WORK_ORDER_ACTION_LABELS[action]);

describe('work order actions by status (spec 3 §4)', () => {
  it.each([
    ['created', ['Assign Vendor', 'Schedule']],
    ['vendor_assigned', ['Schedule', 'Start Work']],
    ['scheduled', ['Start Work', 'Reschedule']],
    ['in_progress', ['Complete Work']],
    ['completed', ['Upload Invoice', 'Close Work Order']],
    ['closed', []],
    ['invoice_received', []],
    ['paid', []],
  ] as const)('%s offers %j', (status, expected) => {
    expect(labels(status)).toEqual(expected);
  });
});
