import { toCsv } from '@/features/payments';
import type { DepositDisposition } from '@/lib/api/schema.gen';
import { DEPOSIT_TEXT } from './deposit-labels';
import { statementLines, statementParties } from './deposit-statement';

/**
 * The itemized deposit statement as CSV: who and where and the days first (move-out, deadline, refund),
 * then each line with its amount; amounts as numbers, dates ISO (the reports' CSV rules).
 */
export function depositStatementCsv(d: DepositDisposition): string {
  const parties = statementParties(d);
  const head: Array<Array<string | number>> = [
    ['Deposit statement', '', '', ''],
    ['Tenant', parties.tenant, '', ''],
    ['Unit', parties.unit, '', ''],
    ['Property', parties.property, '', ''],
    ['Lease', d.leaseNumber, '', ''],
    ['Move-out date', d.moveOutDate ?? '', '', ''],
    [DEPOSIT_TEXT.deadline, d.deadline ?? '', '', ''],
    ['Refund date', d.refundDate ?? '', '', ''],
  ];
  return toCsv(
    ['Item', 'Description', 'Due date', 'Amount'],
    [...head, ...statementLines(d).map((l) => [l.section, l.description, l.dueDate ?? '', l.amount])],
  );
}
