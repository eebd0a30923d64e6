import type { DepositDisposition } from '@/lib/api/schema.gen';
import { formatPersonName } from '@/lib/format';
import { moveOutChargeNotes } from '@/lib/deposit-disposition';
import { DEPOSIT_TEXT } from './deposit-labels';

/** One line of the itemized statement: what it is, its description, the bill's due day, its amount. */
export interface StatementLine {
  section: string;
  description: string;
  dueDate: string | null;
  amount: number;
}

/**
 * The itemized statement's lines, in the order the tenant reads them: the deposit held, each unpaid
 * bill taken from the ledger, each other deduction, the total, then the refund due or the balance owed.
 */
export function statementLines(d: DepositDisposition): StatementLine[] {
  const settled: StatementLine =
    d.balanceOwed > 0
      ? { section: DEPOSIT_TEXT.balanceOwed, description: '', dueDate: null, amount: d.balanceOwed }
      : { section: DEPOSIT_TEXT.refundDue, description: '', dueDate: null, amount: d.refundDue };
  return [
    { section: 'Deposit held', description: '', dueDate: null, amount: d.held },
    ...d.ledgerDeductions.map((l) => ({
      section: DEPOSIT_TEXT.ledgerDeductions,
      description: l.description,
      dueDate: l.dueDate,
      amount: l.amount,
    })),
    ...d.deductions.map((l) => ({
      section: DEPOSIT_TEXT.otherDeductions,
      description: moveOutChargeNotes(l),
      dueDate: null,
      amount: l.amount,
    })),
    { section: 'Total deductions', description: '', dueDate: null, amount: d.totalDeductions },
    settled,
  ];
}

/** Who and where, on the statement's first lines (print and CSV alike). */
export function statementParties(d: DepositDisposition) {
  return {
    tenant: d.tenant ? formatPersonName(d.tenant) : '',
    unit: d.unit?.unitNumber ?? '',
    property: d.property?.name ?? '',
  };
}

/** The file name of the statement's CSV. */
export const statementFileName = (d: DepositDisposition) => `deposit-statement-${d.leaseNumber}.csv`;
