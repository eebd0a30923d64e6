import type { AgingPropertyTotals, AgingRow } from '@/lib/api/schema.gen';
import { formatPersonName } from '@/lib/format';
import { MONEY_LABELS } from '@/lib/money-labels';
import { AGING_COLUMNS } from './aging-report';
import { toCsv } from './csv';

/** The aging as CSV: one line per lease, then one per property's totals; amounts as numbers. */
export function agingCsv(rows: readonly AgingRow[], totals: readonly AgingPropertyTotals[]): string {
  return toCsv(
    ['Property', 'Unit', 'Tenant', 'Lease', 'Lease Status', ...AGING_COLUMNS.map((b) => b.label), MONEY_LABELS.owed],
    [
      ...rows.map((r) => [
        r.property?.name,
        r.unit?.unitNumber,
        r.tenant ? formatPersonName(r.tenant) : '',
        r.lease.leaseNumber,
        r.lease.status,
        ...AGING_COLUMNS.map((b) => r[b.key]),
        r.total,
      ]),
      ...totals.map((t) => [t.property.name, 'Total', '', '', '', ...AGING_COLUMNS.map((b) => t[b.key]), t.total]),
    ],
  );
}
