import Papa from 'papaparse';
import { draftDisposition, finalDisposition } from '../testing/disposition-fixtures';
import { depositStatementCsv } from './deposit-statement-csv';

const rowsOf = (csv: string) => Papa.parse<string[]>(csv.trim()).data;

describe('the itemized deposit statement as CSV', () => {
  it('says who and where, the move-out date and the deadline, then each line with its amount and the refund', () => {
    const rows = rowsOf(depositStatementCsv(finalDisposition()));
    expect(rows[0]).toEqual(['Item', 'Description', 'Due date', 'Amount']);
    const byItem = (item: string) => rows.filter((r) => r[0] === item);
    expect(byItem('Tenant')[0]![1]).toBe('Dana Reyes');
    expect(byItem('Unit')[0]![1]).toBe('4B');
    expect(byItem('Property')[0]![1]).toBe('Maple Court');
    expect(byItem('Move-out date')[0]![1]).toBe('2026-11-15');
    expect(byItem('Deadline')[0]![1]).toBe('2026-12-15');
    expect(byItem('Refund date')[0]![1]).toBe('2026-11-28');
    expect(byItem('Deposit held')[0]![3]).toBe('1950');
    expect(byItem('Deducted from the ledger')).toEqual([
      ['Deducted from the ledger', 'Rent – Nov 2026', '2026-11-05', '1650'],
    ]);
    expect(byItem('Other deductions')).toEqual([
      ['Other deductions', 'Cleaning: Carpet cleaning, living room', '', '150'],
    ]);
    expect(byItem('Total deductions')[0]![3]).toBe('1800');
    expect(byItem('Refund due')[0]![3]).toBe('150');
    expect(byItem('Balance owed')).toEqual([]);
  });

  it('ends with the balance owed when the deductions exceed the deposit', () => {
    const owed = draftDisposition({
      held: 1000,
      totalDeductions: 1800,
      refundDue: 0,
      balanceOwed: 800,
    });
    const rows = rowsOf(depositStatementCsv(owed));
    expect(rows.at(-1)).toEqual(['Balance owed', '', '', '800']);
    expect(rows.some((r) => r[0] === 'Refund due')).toBe(false);
  });

  it('writes a tenant name that starts like a formula as text', () => {
    const d = draftDisposition();
    const csv = depositStatementCsv({ ...d, tenant: { ...d.tenant!, firstName: '=HYPERLINK("x")' } });
    expect(rowsOf(csv).find((r) => r[0] === 'Tenant')![1]).toBe(`'=HYPERLINK("x") Reyes`);
  });
});
