import type { LeaseAccount, LedgerEntry } from '@/lib/api/schema.gen';
import { statementDue } from './statement';

const account = (over: Partial<LeaseAccount>): LeaseAccount => ({
  pastDue: 0,
  currentDue: 0,
  balance: 0,
  credit: 0,
  dueLater: 0,
  depositsHeld: 0,
  ...over,
});
const charge = (dueDate: string, debit: number, outstanding = debit): LedgerEntry => ({
  date: dueDate,
  dueDate,
  kind: 'charge',
  paymentType: 'rent',
  description: `Rent – ${dueDate}`,
  debit,
  credit: 0,
  balance: debit,
  paymentId: null,
  outstanding,
});

describe('statementDue', () => {
  it('asks for what is owed through the month, due by the last bill of the month still ahead', () => {
    // The 25th's bill is paid already: it sets no due date.
    const rows = [
      charge('2026-10-05', 1000),
      charge('2026-11-05', 1000),
      charge('2026-11-20', 50),
      charge('2026-11-25', 30, 0),
    ];
    expect(
      statementDue({ account: account({ pastDue: 1000, currentDue: 1050, balance: 2050 }), rows }, '2026-11-03'),
    ).toEqual({ owed: 2050, pastDue: 1000, dueBy: '2026-11-20' });
  });

  it('is due today when only past-due bills are open, and nothing is due with a zero balance or a credit', () => {
    const rows = [charge('2026-11-05', 1000)];
    expect(statementDue({ account: account({ pastDue: 1000, balance: 1000 }), rows }, '2026-11-20')).toEqual({
      owed: 1000,
      pastDue: 1000,
      dueBy: '2026-11-20',
    });
    expect(statementDue({ account: account({ credit: 25 }), rows }, '2026-11-20').dueBy).toBeNull();
  });
});
