import type { LeaseLedger } from '@/lib/api/schema.gen';
import { formatPersonName } from '@/lib/format';
import { toCsv } from './csv';

/**
 * A tenant statement as CSV: who and where on the first lines, then the rows with the opening balance
 * first and the closing balance last; amounts as numbers, dates ISO (the reports' CSV rules).
 */
export function ledgerCsv(ledger: LeaseLedger): string {
  const head: Array<Array<string | number>> = [
    ['Statement', '', '', '', ''],
    ['Tenant', ledger.tenant ? formatPersonName(ledger.tenant) : '', '', '', ''],
    ['Unit', ledger.unit?.unitNumber ?? '', '', '', ''],
    ['Property', ledger.property?.name ?? '', '', '', ''],
    ['Lease', ledger.lease.leaseNumber, '', '', ''],
    ['Period', `${ledger.from} to ${ledger.to}`, '', '', ''],
  ];
  return toCsv(
    ['Date', 'Description', 'Charge', 'Payment', 'Balance'],
    [
      ...head,
      [ledger.from, 'Opening balance', '', '', ledger.openingBalance],
      ...ledger.rows.map((r) => [r.date, r.description, r.debit || '', r.credit || '', r.balance]),
      [ledger.to, 'Closing balance', ledger.totalCharges, ledger.totalPayments, ledger.closingBalance],
    ],
  );
}
