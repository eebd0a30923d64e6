import type { Payment } from '@/lib/api/schema.gen';
import { formatPersonName } from '@/lib/format';
import { toCsv } from './csv';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, PAYMENT_TYPE_LABELS } from './payment-labels';

/** The payments list's CSV: the table's columns (plus the due date and reference), amounts as numbers, dates ISO. */
export function paymentsCsv(payments: readonly Payment[]): string {
  return toCsv(
    ['Date', 'Due Date', 'Tenant', 'Unit', 'Property', 'Type', 'Amount', 'Method', 'Status', 'Reference Number'],
    payments.map((p) => [
      p.paymentDate,
      p.dueDate,
      formatPersonName(p.tenant),
      p.unit?.unitNumber,
      p.property?.name,
      PAYMENT_TYPE_LABELS[p.paymentType],
      p.amount,
      PAYMENT_METHOD_LABELS[p.paymentMethod],
      PAYMENT_STATUS_LABELS[p.status],
      p.referenceNumber,
    ]),
  );
}
