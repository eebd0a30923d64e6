import type { AssignmentRecord } from '../db/assignments';
import type { PaymentRecord } from '../db/payments';

/** The orders the mock's lists sort by, one each, for handlers and queries alike. */

/** Plain code-unit order: ISO dates and ids sort correctly, much faster than localeCompare on large lists. */
export function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Newest start date first. */
export function byStartDesc(a: AssignmentRecord, b: AssignmentRecord): number {
  return cmp(b.startDate, a.startDate) || cmp(a.id, b.id);
}

/** Most recent payment date first (then newest record). */
export function byPaymentDateDesc(a: PaymentRecord, b: PaymentRecord): number {
  return cmp(b.paymentDate, a.paymentDate) || cmp(b.createdAt, a.createdAt) || cmp(a.id, b.id);
}

export function byDueDateDesc(a: PaymentRecord, b: PaymentRecord): number {
  return cmp(b.dueDate, a.dueDate) || cmp(b.createdAt, a.createdAt) || cmp(a.id, b.id);
}
