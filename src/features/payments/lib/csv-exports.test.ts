import Papa from 'papaparse';
import type {
  AgingPropertyTotals,
  AgingRow,
  LeaseLedger,
  OverduePayment,
  OwnerStatement,
  Payment,
} from '@/lib/api/schema.gen';
import { paymentsCsv } from './payments-csv';
import { agingCsv } from './aging-csv';
import { ledgerCsv } from './ledger-csv';
import { overdueCsv } from './overdue-csv';
import { ownerStatementCsv } from './owner-statement-csv';
import { rentRollCsv } from './rent-roll-csv';

// Every CSV the app writes, fed records whose texts a spreadsheet would run as formulas (OWASP "CSV
// Injection"): each must come out as text. Only the fields an export reads are filled (the casts).
const HYPERLINK = '=HYPERLINK("http://x","Pay here")';
const property = { id: 'p1', name: HYPERLINK, lateFeeEnabled: false };
const unit = { id: 'u1', unitNumber: '\t101' };
const tenant = { id: 't1', firstName: '@SUM(A1)', lastName: 'Ray' };
const lease = { id: 'l1', leaseNumber: '-2+3', status: 'active' };

function parsed(csv: string): string[][] {
  return Papa.parse<string[]>(csv.trim()).data;
}

/** Cells a spreadsheet would read as a formula: a formula's first character, and not a plain number. */
function formulaCells(csv: string): string[] {
  return parsed(csv)
    .flat()
    .filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell));
}

const exports: Array<[string, () => string]> = [
  [
    'payments',
    () =>
      paymentsCsv([
        {
          paymentDate: '2026-11-05',
          dueDate: '2026-11-05',
          tenant,
          unit,
          property,
          paymentType: 'rent',
          amount: -50,
          paymentMethod: 'check',
          status: 'completed',
          referenceNumber: '+1',
        } as unknown as Payment,
      ]),
  ],
  [
    'ledger (tenant statement)',
    () =>
      ledgerCsv({
        lease,
        tenant,
        unit,
        property,
        from: '2026-11-01',
        to: '2026-11-30',
        openingBalance: -50,
        closingBalance: 1450,
        totalCharges: 1500,
        totalPayments: 0,
        rows: [{ date: '2026-11-05', description: '\rRent', debit: 1500, credit: 0, balance: 1450 }],
      } as unknown as LeaseLedger),
  ],
  [
    'aging',
    () =>
      agingCsv(
        [
          {
            lease,
            tenant,
            unit,
            property,
            current: 0,
            days1to30: 1500,
            days31to60: 0,
            days61to90: 0,
            over90: 0,
            total: 1500,
          } as unknown as AgingRow,
        ],
        [
          {
            property,
            leaseCount: 1,
            current: 0,
            days1to30: 1500,
            days31to60: 0,
            days61to90: 0,
            over90: 0,
            total: 1500,
          } as unknown as AgingPropertyTotals,
        ],
      ),
  ],
  [
    'overdue',
    () =>
      overdueCsv([
        {
          payment: { amount: 1500, dueDate: '2026-11-05' },
          property,
          unit,
          tenant,
          balanceDue: 1500,
          daysOverdue: 12,
          severity: 'medium',
          isInGracePeriod: false,
          lateFeeApplicable: true,
          lateFeeAmount: 75,
        } as unknown as OverduePayment,
      ]),
  ],
  [
    'owner statement',
    () => {
      const figures = {
        rentExpected: 1500,
        rentCollected: 0,
        rentOutstanding: 1500,
        lateFeesCharged: 0,
        lateFeesCollected: 0,
        maintenanceSpent: 200,
        net: -200,
      };
      return ownerStatementCsv({
        property,
        month: '2026-11',
        summary: { ...figures, occupiedUnits: 1, workOrdersCompleted: 0 },
        units: [{ unit, tenant, ...figures }],
        workOrders: [],
      } as unknown as OwnerStatement);
    },
  ],
  [
    'rent roll',
    () =>
      rentRollCsv(
        '2026-11',
        [
          {
            property,
            units: [
              {
                unit,
                tenant,
                expectedRent: 1500,
                amountPaid: 0,
                dueDate: '2026-11-05',
                placeholder: false,
                lateFeeApplied: false,
              },
            ],
          },
        ] as never,
        '2026-11-20',
      ),
  ],
];

describe('every CSV export with hostile names', () => {
  it.each(exports)('%s: no cell is read as a formula, each hostile text kept after a quote', (_name, write) => {
    const csv = write();
    expect(formulaCells(csv)).toEqual([]);
    const texts = parsed(csv).flat();
    expect(texts).toContain(`'${HYPERLINK}`);
    expect(texts.some((cell) => cell.startsWith("'@SUM(A1)"))).toBe(true);
  });

  it('keeps amounts as numbers, negative ones too', () => {
    const [, payment] = parsed(exports[0]![1]());
    expect(payment![6]).toBe('-50');
    expect(exports[0]![1]().split('\r\n')[1]).toContain(',-50,');
    const statement = parsed(exports[4]![1]());
    expect(statement.at(-1)!.at(-1)).toBe('-200');
  });
});
