import { depositDeductionKindValues } from '@/lib/api/schema.gen';
import { DEDUCTION_KIND_LABELS, daysLeftLabel } from '@/lib/deposit-disposition';

/** The page's and the list's words (the product's choice: the specs do not cover deposits). */
export const DEPOSIT_TEXT = {
  pageTitle: 'Deposit disposition',
  listTitle: 'Deposit returns due',
  dashboardTile: 'Deposit returns due this week',
  leaseSection: 'Deposits',
  required: 'Required',
  received: 'Received',
  heldNow: 'Held now',
  ledgerDeductions: 'Deducted from the ledger',
  otherDeductions: 'Other deductions',
  refundDue: 'Refund due',
  balanceOwed: 'Balance owed',
  deadline: 'Deadline',
  daysLeft: 'Days left',
  addDeduction: 'Add deduction',
  saveDraft: 'Save draft',
  finalize: 'Finalize and record refund',
  printStatement: 'Print statement',
  exportCsv: 'Export CSV',
} as const;

export const DEDUCTION_KIND_OPTIONS = depositDeductionKindValues.map((value) => ({
  value,
  label: DEDUCTION_KIND_LABELS[value],
}));

/**
 * Days to a disposition's deadline as the list and the page show them (`daysLeftLabel`), with whether it
 * is past (shown in red); nothing once final (`daysLeft` null).
 */
export function daysLeftText(daysLeft: number | null | undefined): { text: string; overdue: boolean } | null {
  if (daysLeft === null || daysLeft === undefined) return null;
  return { text: daysLeftLabel(daysLeft), overdue: daysLeft < 0 };
}
