import type { OwnerStatement } from '@/lib/api/schema.gen';
import { formatPersonName } from '@/lib/format';
import { toCsv } from './csv';

/**
 * The owner statement's CSV: one row per unit with the table's columns, then a Total row; amounts as
 * numbers, the month as `YYYY-MM` (the rent roll's CSV conventions).
 */
export function ownerStatementCsv(statement: OwnerStatement): string {
  const { month, property, summary } = statement;
  return toCsv(
    [
      'Month',
      'Property',
      'Unit',
      'Tenant',
      'Rent Expected',
      'Rent Collected',
      'Rent Outstanding',
      'Late Fees Charged',
      'Late Fees Collected',
      'Maintenance',
      'Net',
    ],
    [
      ...statement.units.map((u) => [
        month,
        property.name,
        u.unit.unitNumber,
        u.tenant ? formatPersonName(u.tenant) : 'Vacant',
        u.rentExpected,
        u.rentCollected,
        u.rentOutstanding,
        u.lateFeesCharged,
        u.lateFeesCollected,
        u.maintenanceSpent,
        u.net,
      ]),
      [
        month,
        property.name,
        'Total',
        '',
        summary.rentExpected,
        summary.rentCollected,
        summary.rentOutstanding,
        summary.lateFeesCharged,
        summary.lateFeesCollected,
        summary.maintenanceSpent,
        summary.net,
      ],
    ],
  );
}
