import type { OverduePayment } from '@/lib/api/schema.gen';
import { overdueCsv } from './overdue-csv';
import { amountDue, isSeverity, lateFeeText } from './overdue-report';

/** The fields the report reads; the rest of an overdue payment does not matter to these rules. */
function item(patch: Partial<OverduePayment> & { amount?: number }): OverduePayment {
  const { amount = 1200, ...rest } = patch;
  return {
    payment: { amount, dueDate: '2026-10-05' },
    property: { name: 'Maple Court' },
    unit: { unitNumber: '101' },
    tenant: { firstName: 'Ana', lastName: 'Ruiz' },
    balanceDue: 0,
    daysOverdue: 12,
    severity: 'medium',
    isInGracePeriod: false,
    lateFeeApplicable: false,
    lateFeeAmount: 0,
    ...rest,
  } as unknown as OverduePayment;
}

describe('overdue report rules (spec 2 §2)', () => {
  it("Amount Due is what the bill still owes, not the payment record's whole amount", () => {
    expect(amountDue(item({ balanceDue: 300, amount: 1200 }))).toBe(300);
  });

  it('Late Fee is the fee when applicable, else Grace Period within grace, else a dash', () => {
    expect(lateFeeText(item({ lateFeeApplicable: true, lateFeeAmount: 75 }))).toBe('$75.00');
    expect(lateFeeText(item({ isInGracePeriod: true }))).toBe('Grace Period');
    expect(lateFeeText(item({}))).toBe('—');
  });

  it('knows the four severities only', () => {
    expect(['low', 'medium', 'high', 'critical'].every(isSeverity)).toBe(true);
    expect(isSeverity('urgent')).toBe(false);
    expect(isSeverity(null)).toBe(false);
  });

  it('exports the table as CSV: amounts as numbers, dates ISO, Unknown for a missing tenant', () => {
    const csv = overdueCsv([
      item({ balanceDue: 300, lateFeeApplicable: true, lateFeeAmount: 75 }),
      item({ tenant: null, balanceDue: 1200 }),
    ]);
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Property,Unit,Tenant,Amount Due,Due Date,Days Overdue,Severity,Late Fee');
    expect(lines[1]).toBe('Maple Court,101,Ana Ruiz,300,2026-10-05,12,medium,75');
    expect(lines[2]).toBe('Maple Court,101,Unknown,1200,2026-10-05,12,medium,');
  });
});
