import type {
  LateFeeCalculationType,
  LeaseLateFeeType,
  OverdueSeverity,
  PaymentStatus,
  PaymentType,
} from '@/lib/api/schema.gen';

/**
 * Pure late-fee and overdue rules of spec 2 (§4 overdue severity, §5 late fee rules, §9 constants).
 * The mock handlers use them to derive the overdue view and fee calculations; the UI needs the same
 * rules (rent roll status, Apply Late Fee button, fee preview), so this module has no store imports
 * and could move to src/lib unchanged.
 */

/** Grace period when the property (or lease) leaves it unset (spec 2 §5, §9). */
export const DEFAULT_GRACE_DAYS = 5;
/** Upper bounds of the low, medium and high severity bands (spec 2 §9). */
export const SEVERITY_THRESHOLDS = { low: 7, medium: 15, high: 30 } as const;
/** Rent roll due day of month (spec 2 §9). */
export const RENT_DUE_DAY = 5;

const DAY_MS = 86_400_000;

/** Rounds to cents. */
export function roundCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD` or Dates, compared as UTC days); negative when `to` is earlier. */
export function daysBetween(from: string | Date, to: string | Date): number {
  const a =
    typeof from === 'string'
      ? Date.parse(`${from.slice(0, 10)}T00:00:00Z`)
      : Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  const b =
    typeof to === 'string'
      ? Date.parse(`${to.slice(0, 10)}T00:00:00Z`)
      : Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate());
  return Math.round((b - a) / DAY_MS);
}

/** Days overdue counted from the due date (0 or less when not yet overdue). */
export function daysOverdue(dueDate: string, today: string | Date): number {
  return daysBetween(dueDate, today);
}

/** Severity band of a number of days overdue: up to 7 low; 8 to 15 medium; 16 to 30 high; above 30 critical. */
export function overdueSeverity(days: number): OverdueSeverity {
  if (days <= SEVERITY_THRESHOLDS.low) return 'low';
  if (days <= SEVERITY_THRESHOLDS.medium) return 'medium';
  if (days <= SEVERITY_THRESHOLDS.high) return 'high';
  return 'critical';
}

/** The late-fee settings of a rental property (spec 2 §3). */
export interface PropertyLateFeeSettings {
  lateFeeEnabled?: boolean | null;
  lateFeeDaysGrace?: number | null;
  lateFeeCalculationType?: LateFeeCalculationType | null;
  lateFeeAmount?: number | null;
  lateFeePercentage?: number | null;
  lateFeeDailyAmount?: number | null;
}

export function graceDaysOf(settings: Pick<PropertyLateFeeSettings, 'lateFeeDaysGrace'> | null | undefined): number {
  const g = settings?.lateFeeDaysGrace;
  return typeof g === 'number' && g >= 0 ? g : DEFAULT_GRACE_DAYS;
}

export interface LateFeeResult {
  gracePeriodDays: number;
  /** Overdue (at least one day) but not past the grace period. */
  isInGracePeriod: boolean;
  /** Past the grace period. */
  isPastGrace: boolean;
  /** The fee the settings give (0 within grace, when disabled, or when the type's amount is unset). */
  amount: number;
}

/**
 * A property's late fee for a rent `days` days overdue: no fee within the grace period; `fixed` gives
 * the fixed amount; `percentage` gives rent × percentage / 100; `daily` gives the daily amount × the days
 * past the grace period.
 */
export function propertyLateFee(
  settings: PropertyLateFeeSettings | null | undefined,
  rent: number,
  days: number,
): LateFeeResult {
  const gracePeriodDays = graceDaysOf(settings);
  const isPastGrace = days > gracePeriodDays;
  const isInGracePeriod = days > 0 && !isPastGrace;
  let amount = 0;
  if (settings?.lateFeeEnabled && isPastGrace) {
    switch (settings.lateFeeCalculationType) {
      case 'fixed':
        amount = settings.lateFeeAmount ?? 0;
        break;
      case 'percentage':
        amount = (rent * (settings.lateFeePercentage ?? 0)) / 100;
        break;
      case 'daily':
        amount = (settings.lateFeeDailyAmount ?? 0) * (days - gracePeriodDays);
        break;
      default:
        amount = 0;
    }
  }
  return { gracePeriodDays, isInGracePeriod, isPastGrace, amount: roundCents(Math.max(0, amount)) };
}

/**
 * Whether the Apply Late Fee action is offered (spec 2 §5): the late fee is enabled, the payment is
 * overdue and past the grace period, and its status is pending or partial. The contract adds: rent
 * payments only, and not twice for the same payment.
 */
export function lateFeeApplicable(input: {
  settings: PropertyLateFeeSettings | null | undefined;
  days: number;
  status: PaymentStatus;
  paymentType: PaymentType;
  alreadyApplied: boolean;
}): boolean {
  return (
    Boolean(input.settings?.lateFeeEnabled) &&
    input.days > graceDaysOf(input.settings) &&
    (input.status === 'pending' || input.status === 'partial') &&
    input.paymentType === 'rent' &&
    !input.alreadyApplied
  );
}

/** The late-fee terms of a lease (spec 2 §3). */
export interface LeaseLateFeeTerms {
  monthlyRent: number;
  lateFeeType?: LeaseLateFeeType | null;
  lateFeeAmount?: number | null;
  lateFeePercentage?: number | null;
  lateFeeGracePeriodDays?: number | null;
  lateFeeDailyAmount?: number | null;
}

/** A lease's late fee for a rent `daysLate` days late (the fee calculation of the lease's Financial tab). */
export function leaseLateFee(terms: LeaseLateFeeTerms, daysLate: number): { gracePeriodDays: number; lateFee: number } {
  const gracePeriodDays =
    typeof terms.lateFeeGracePeriodDays === 'number' && terms.lateFeeGracePeriodDays >= 0
      ? terms.lateFeeGracePeriodDays
      : DEFAULT_GRACE_DAYS;
  if (daysLate <= gracePeriodDays) return { gracePeriodDays, lateFee: 0 };
  let fee = 0;
  switch (terms.lateFeeType ?? 'none') {
    case 'fixed_amount':
      fee = terms.lateFeeAmount ?? 0;
      break;
    case 'percentage':
      fee = (terms.monthlyRent * (terms.lateFeePercentage ?? 0)) / 100;
      break;
    case 'daily':
      fee = (terms.lateFeeDailyAmount ?? 0) * (daysLate - gracePeriodDays);
      break;
    default:
      fee = 0;
  }
  return { gracePeriodDays, lateFee: roundCents(Math.max(0, fee)) };
}
