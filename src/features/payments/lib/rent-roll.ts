import type { PropertyRef, RentRollUnit } from '@/lib/api/schema.gen';
import {
  daysOverdue,
  graceDays,
  lateFeeFor,
  rentRollStatus,
  rentRollStatusLabel,
  roundCents,
  type RentRollStatus,
} from '@/lib/late-fees';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The rent roll's month from the URL: a valid `YYYY-MM` not past the current month, else the current month. */
export function monthFromParams(params: URLSearchParams, current: string): string {
  const m = params.get('month');
  return m && MONTH.test(m) && m <= current ? m : current;
}

/** A `YYYY-MM` month as the reports name it: "March 2027". */
export const monthLabel = (month: string) =>
  new Date(`${month}-15T12:00:00`).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

/** The status text of an occupied row whose lease bills no rent in the month (occupant without a lease, a lease not started). */
export const NO_RENT_DUE = 'No rent due';

/** One row of the rent roll with what the screen derives (spec 2 §2, §4, §5). */
export interface RentRollRow {
  row: RentRollUnit;
  vacant: boolean;
  balanceDue: number;
  status: RentRollStatus | null;
  statusLabel: string;
  /** The late fee the property's settings give today (0 within grace, when paid or disabled). */
  lateFee: number;
  inGracePeriod: boolean;
}

/**
 * A unit's rent roll figures: balance due = expected − paid (not below 0); status by spec 2 §4 from the
 * days since the due date and the property's grace period; late fee by spec 2 §5 when the rent is not
 * paid in full past the grace period. A vacant unit has no status; nor has an occupied one for which
 * no lease bills rent in the month (expected 0: an occupant without a lease, a lease whose first due date
 * is later): "No rent due", never Paid, since nothing was paid.
 */
export function rentRollRow(row: RentRollUnit, property: PropertyRef, today: string): RentRollRow {
  const vacant = !row.tenant;
  const balanceDue = roundCents(Math.max(0, row.expectedRent - row.amountPaid));
  if (vacant)
    return { row, vacant, balanceDue: 0, status: null, statusLabel: 'Vacant', lateFee: 0, inGracePeriod: false };
  if (row.expectedRent <= 0 && row.amountPaid <= 0)
    return { row, vacant, balanceDue: 0, status: null, statusLabel: NO_RENT_DUE, lateFee: 0, inGracePeriod: false };
  const days = daysOverdue(row.dueDate, today);
  const gracePeriodDays = graceDays(property);
  const status = rentRollStatus({ expected: row.expectedRent, paid: row.amountPaid, days, gracePeriodDays });
  const fee = lateFeeFor(property, row.expectedRent, days);
  const inGracePeriod = status !== 'paid' && fee.isInGracePeriod;
  return {
    row,
    vacant,
    balanceDue,
    status,
    statusLabel: rentRollStatusLabel(status, inGracePeriod),
    lateFee: status === 'paid' ? 0 : fee.amount,
    inGracePeriod,
  };
}

/** Total Collected's percent of Total Expected, rounded (0 when nothing is expected). */
export function collectedPercent(collected: number, expected: number): number {
  return expected > 0 ? Math.round((collected / expected) * 100) : 0;
}
