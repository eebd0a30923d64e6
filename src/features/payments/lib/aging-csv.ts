import type { AgingPropertyTotals, AgingRow } from '@/lib/api/schema.gen';
import { formatPersonName } from '@/lib/format';
import { AGING_BUCKETS } from '@/lib/ledger';
import { toCsv } from './csv';

/** The aging as CSV: one line per lease, then one per property's totals; amounts as numbers. */
export function agingCsv(rows: readonly AgingRow[], totals: readonly AgingPropertyTotals[]): string {
  return toCsv(
    ['Property', 'Unit', 'Tenant', 'Lease', 'Lease Status', ...AGING_BUCKETS.map((b) => b.label), 'Total'],
    [
      ...rows.map((r) => [
        r.property?.name,
        r.unit?.unitNumber,
        r.tenant ? formatPersonName(r.tenant) : '',
        r.lease.leaseNumber,
        r.lease.status,
        ...AGING_BUCKETS.map((b) => r[b.key]),
        r.total,
      ]),
      ...totals.map((t) => [t.property.name, 'Total', '', '', '', ...AGING_BUCKETS.map((b) => t[b.key]), t.total]),
    ],
  );
}
