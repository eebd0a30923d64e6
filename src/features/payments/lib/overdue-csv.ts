import type { OverduePayment } from '@/lib/api/schema.gen';
import { formatPersonName } from '@/lib/format';
import { toCsv } from './csv';
import { amountDue } from './overdue-report';

/** The overdue report's CSV: the table's columns, amounts as numbers, dates ISO. */
export function overdueCsv(items: readonly OverduePayment[]): string {
  return toCsv(
    ['Property', 'Unit', 'Tenant', 'Amount Due', 'Due Date', 'Days Overdue', 'Severity', 'Late Fee'],
    items.map((i) => [
      i.property?.name,
      i.unit?.unitNumber,
      formatPersonName(i.tenant),
      amountDue(i),
      i.payment.dueDate,
      i.daysOverdue,
      i.severity,
      i.lateFeeApplicable ? i.lateFeeAmount : i.isInGracePeriod ? 'Grace Period' : '',
    ]),
  );
}
