import { overdueSeverityValues, type OverduePayment, type OverdueSeverity } from '@/lib/api/schema.gen';
import { formatMoney, EMPTY_CELL } from '@/lib/format';
import type { ListParamsSpec } from '@/lib/list-params';

const SEVERITY_LABELS: Record<OverdueSeverity, string> = {
  low: 'Low 1-7 days',
  medium: 'Medium 8-15 days',
  high: 'High 16-30 days',
  critical: 'Critical 30+ days',
};
export const SEVERITY_OPTIONS: readonly { value: '' | OverdueSeverity; label: string }[] = [
  { value: '', label: 'All Severities' },
  ...overdueSeverityValues.map((value) => ({ value, label: SEVERITY_LABELS[value] })),
];
export const isSeverity = (v: string | null): v is OverdueSeverity =>
  (overdueSeverityValues as readonly (string | null)[]).includes(v);

/** The severity view's filters from the URL (`property`, `severity`); an unknown severity reads as all. */
export function overdueFiltersFromParams(params: URLSearchParams): {
  propertyId?: string;
  severity?: OverdueSeverity;
} {
  const severity = params.get('severity');
  return { propertyId: params.get('property') || undefined, severity: isSeverity(severity) ? severity : undefined };
}

/**
 * Amount Due (spec 2 §2: the balance due, else the payment amount): what the bill still owes. The server
 * lists a bill only while it owes something, so its balance due is always there; the payment record's
 * amount is the whole bill, not what is left of it, so it is never shown as owed.
 */
export const amountDue = (item: OverduePayment) => item.balanceDue;

/** Late Fee (spec 2 §2): the fee amount if applicable, else Grace Period within grace, else a dash. */
export function lateFeeText(item: OverduePayment): string {
  if (item.lateFeeApplicable && item.lateFeeAmount > 0) return formatMoney(item.lateFeeAmount);
  if (item.isInGracePeriod) return 'Grace Period';
  return EMPTY_CELL;
}

/** Spec 2 §2 "Overdue payments", verbatim; the error texts are not in the spec (worded like the others). */
export const OVERDUE_TEXT = {
  emptyTitle: 'No Overdue Payments',
  emptyText: 'Great! All rent payments are up to date.',
  errorTitle: 'Error loading overdue payments',
  errorText: 'There was an error loading the overdue payments. Please try again later.',
} as const;

/** The report's state in the URL: `property`, `severity`, `view`, `asOf`, `page`. */
export const OVERDUE_LIST: ListParamsSpec<'property' | 'severity' | 'view' | 'asOf'> = {
  keys: ['property', 'severity', 'view', 'asOf'],
};
