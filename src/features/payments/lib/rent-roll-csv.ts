import type { RentRollProperty } from '@/lib/api/schema.gen';
import { formatPersonName } from '@/lib/format';
import { toCsv } from './csv';
import { rentRollRow } from './rent-roll';

/** The rent roll's CSV: one row per unit of every property, the table's columns, amounts as numbers, dates ISO. */
export function rentRollCsv(month: string, properties: readonly RentRollProperty[], today: string): string {
  return toCsv(
    [
      'Month',
      'Property',
      'Unit',
      'Tenant',
      'Expected Rent',
      'Amount Paid',
      'Balance Due',
      'Late Fee',
      'Due Date',
      'Status',
    ],
    properties.flatMap((p) =>
      p.units.map((u) => {
        const r = rentRollRow(u, p.property, today);
        return [
          month,
          p.property.name,
          u.unit.unitNumber,
          u.tenant ? formatPersonName(u.tenant) : 'Vacant',
          u.expectedRent,
          u.amountPaid,
          r.balanceDue,
          r.lateFee,
          r.vacant ? '' : u.dueDate,
          r.statusLabel,
        ];
      }),
    ),
  );
}
