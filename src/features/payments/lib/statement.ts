import type { LeaseLedger } from '@/lib/api/schema.gen';
import { lastDayOfMonth } from '@/lib/late-fees';

/** What a tenant statement asks the tenant to pay, and by when. */
export interface StatementDue {
  /** What the lease owes through this month's end: `account.balance` ("Owed, including not yet due"). */
  owed: number;
  /** The part of it already past due (`account.pastDue`): due now. */
  pastDue: number;
  /**
   * The day the whole amount is due: the latest due date of this month's open bills still ahead (from
   * the ledger's rows), today when only past-due bills are open, null when nothing is owed.
   */
  dueBy: string | null;
}

/** The amount due on a tenant statement of `ledger` printed on `today` (figures from the lease's account). */
export function statementDue(ledger: Pick<LeaseLedger, 'account' | 'rows'>, today: string): StatementDue {
  const { account } = ledger;
  const owed = account.balance;
  if (owed <= 0) return { owed, pastDue: account.pastDue, dueBy: null };
  const monthEnd = lastDayOfMonth(today.slice(0, 7));
  const ahead = ledger.rows
    .filter((r) => r.kind === 'charge' && (r.outstanding ?? 0) > 0 && r.dueDate >= today && r.dueDate <= monthEnd)
    .map((r) => r.dueDate)
    .sort();
  // A bill of this month not in the ledger's range (a range ending earlier): due by the month's end at the latest.
  const dueBy = account.currentDue > 0 ? (ahead.at(-1) ?? monthEnd) : today;
  return { owed, pastDue: account.pastDue, dueBy };
}
