import type { Lease } from '@/lib/api/schema.gen';

/**
 * Lease numbers as the product suggests them: a series per year, `L-2026-1001`, `L-2026-1002`, … The
 * spec requires a number on every lease and leaves its form to the manager, so the form offers the next
 * one of this year's series and the manager may change it.
 */
export const FIRST_LEASE_SEQUENCE = 1001;

/** `L-2026-`: what every number of the year's series starts with. */
export function leaseNumberPrefix(year: string): string {
  return `L-${year}-`;
}

/** `L-2026-1042`. */
export function leaseNumberAt(year: string, sequence: number): string {
  return `${leaseNumberPrefix(year)}${String(sequence).padStart(4, '0')}`;
}

/**
 * The first number to try when `inSeries` leases already carry a number of the series: the one after
 * them when the series has no gaps; a gap or a number typed out of turn makes it taken, and the
 * caller tries the next.
 */
export function firstLeaseSequence(inSeries: number): number {
  return FIRST_LEASE_SEQUENCE + Math.max(0, inSeries);
}

/** Whether one of `leases` carries `leaseNumber` (as typed, ignoring case and outer spaces). */
export function isLeaseNumberTaken(leases: readonly Pick<Lease, 'leaseNumber'>[], leaseNumber: string): boolean {
  const wanted = leaseNumber.trim().toLowerCase();
  return leases.some((l) => l.leaseNumber.trim().toLowerCase() === wanted);
}
