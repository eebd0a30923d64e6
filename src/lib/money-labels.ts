/**
 * The names of the figures of what tenants owe (the model: src/lib/ledger.ts, docs/money.md), defined
 * once so that a label means the same amount on every screen that shows it: the lease's Financial tab,
 * the tenant and unit pages, the overdue report, the aging, the rent roll and the owner statement.
 * Figures that count different things carry different labels, so a manager can see how one becomes
 * another (the aging's Current plus its past-due columns is its total; its past-due columns are the
 * overdue report's total).
 */
export const MONEY_LABELS = {
  /** Bills due before today still unpaid: a lease's `account.pastDue`, the overdue report's total, the aging's past-due columns. */
  pastDue: 'Past due',
  /** What is past due plus what falls due from today to the month's end: `account.balance`, the aging's total. */
  owed: 'Owed, including not yet due',
  /** What falls due from today (the aging's as-of day) to the month's end: `account.currentDue`, the aging's first column. */
  current: 'Current (not past due)',
  /** Bills due after this month (next month's utility): `account.dueLater`, in no other figure. */
  dueLater: 'Due later',
  /** Payments beyond every bill up to the month's end, held for later bills: `account.credit`. */
  credit: 'Credit',
  /** Deposits received, held apart from the rent balance: `account.depositsHeld`. */
  depositsHeld: 'Deposits held',
} as const;

/**
 * What a month's rent still owes (the rent roll's Outstanding Balance, the owner statement's outstanding
 * rent: the same rows), named with its month: "Due for November 2026".
 */
export const dueForMonth = (monthName: string): string => `Due for ${monthName}`;
