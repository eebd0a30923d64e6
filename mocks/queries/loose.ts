/**
 * Defensive readers for records of other areas' tables (tenants, leases, assignments, payments,
 * maintenance requests). Dashboard and global search read them by the specs' field names, so they keep
 * working whatever the concrete record types end up being (and while some are still stubs).
 */
export type Loose = Record<string, unknown>;

export function loose(record: unknown): Loose {
  return (record ?? {}) as Loose;
}

export function text(record: Loose, field: string): string {
  const v = record[field];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

export function num(record: Loose, field: string): number {
  const v = record[field];
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
}

/** A date or timestamp field as an ISO timestamp (`YYYY-MM-DD` becomes midnight UTC), or '' when absent. */
export function timestamp(record: Loose, ...fields: string[]): string {
  for (const field of fields) {
    const v = text(record, field);
    if (!v) continue;
    if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return `${v}T00:00:00.000Z`;
    const d = new Date(v);
    if (!Number.isNaN(d.getTime())) return d.toISOString();
  }
  return '';
}
