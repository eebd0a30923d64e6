import type { Assignment, Lease, LeaseStatus } from '@/lib/api/schema.gen';
import { formatMoney, formatPersonName } from '@/lib/format';
import { DEFAULT_GRACE_DAYS, type LeaseLateFeeTerms } from '@/lib/late-fees';
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

/** A lease's late-fee terms as they are shown: the kind with its figure, never the kind alone. */
export type LateFeeTermsShown = Omit<LeaseLateFeeTerms, 'monthlyRent'>;

/** "$75.00 (fixed)", "5% of monthly rent", "$10.00 per day", or "None". */
export function lateFeeText(terms: LateFeeTermsShown): string {
  switch (terms.lateFeeType ?? 'none') {
    case 'fixed_amount':
      return `${formatMoney(terms.lateFeeAmount ?? 0)} (fixed)`;
    case 'percentage':
      return `${terms.lateFeePercentage ?? 0}% of monthly rent`;
    case 'daily':
      return `${formatMoney(terms.lateFeeDailyAmount ?? 0)} per day`;
    default:
      return 'None';
  }
}

/** "5 days", "1 day": the days after the due date before a late fee applies (the default when unset). */
export function gracePeriodText(terms: Pick<LeaseLateFeeTerms, 'lateFeeGracePeriodDays'>): string {
  const days =
    typeof terms.lateFeeGracePeriodDays === 'number' && terms.lateFeeGracePeriodDays >= 0
      ? terms.lateFeeGracePeriodDays
      : DEFAULT_GRACE_DAYS;
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
