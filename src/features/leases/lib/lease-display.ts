import type { Assignment, Lease, LeaseStatus } from '@/lib/api/schema.gen';
import { formatPersonName } from '@/lib/format';
import { LEASE_STATUSES } from './lease-lifecycle';

/** A lease "ends soon" when its end date is today or within the next 60 days (the brief's card mark). */
export const ENDING_SOON_DAYS = 60;

const DAY_MS = 86_400_000;

/** Whole days from `today` (YYYY-MM-DD) to `date` (YYYY-MM-DD); negative in the past. */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * Whether the card marks the lease as ending within 60 days: it has not ended yet and is still running
 * (draft or active; an expired, terminated or renewed lease is over, so no reminder is due).
 */
export function endsWithinDays(
  lease: Pick<Lease, 'endDate' | 'status'>,
  today: string,
  days = ENDING_SOON_DAYS,
): boolean {
  if (lease.status !== 'active' && lease.status !== 'draft') return false;
  const left = daysUntil(lease.endDate, today);
  return left >= 0 && left <= days;
}

/** The lease's tenants ("First Last"), primary first, each once. */
export function leaseTenantNames(assignments: readonly Assignment[]): string[] {
  const sorted = [...assignments].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  const names = sorted.filter((a) => a.tenant).map((a) => formatPersonName(a.tenant));
  return [...new Set(names)];
}

/** The lease's units with their property ("Unit 101 · Maple Court"), each once. */
export function leaseUnitLabels(assignments: readonly Assignment[]): string[] {
  const labels = assignments
    .filter((a) => a.unit)
    .map((a) => {
      const property = a.unit!.rentalProperty?.name;
      return property ? `Unit ${a.unit!.unitNumber} · ${property}` : `Unit ${a.unit!.unitNumber}`;
    });
  return [...new Set(labels)];
}

/** The status filter's options: all, then every status. */
export const LEASE_STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...LEASE_STATUSES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) })),
];

/** The status of the URL (`?status=`), '' when absent or not a lease status. */
export function statusFromParam(value: string | null): LeaseStatus | '' {
  return (LEASE_STATUSES as readonly string[]).includes(value ?? '') ? (value as LeaseStatus) : '';
}
