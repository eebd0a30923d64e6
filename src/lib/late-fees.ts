import type {
  LateFeeCalculationType,
  LeaseLateFeeType,
  OverdueSeverity,
  PaymentStatus,
  PaymentType,
} from '@/lib/api/schema.gen';
import { daysBetween } from '@/lib/format/date';

/**
 * The late-fee, status and severity rules of spec 2 (§4 payment status, rent roll unit status, overdue
 * severity; §5 late fee rules, prefill of amount; §9 constants), pure, in one module that the payments
 * screens (rent roll, overdue report, payment detail, the record-payment dialog) and the mock backend
 * (overdue view, fee calculations, seed) both import, so the screens and the answers they show cannot
 * disagree. Dates are `YYYY-MM-DD` calendar days; "today" is always passed in.
 */

/** Grace period when the property leaves it unset (spec 2 §5, §9). */
export const DEFAULT_GRACE_DAYS = 5;
/** Upper bounds of the low, medium and high severity bands (spec 2 §9: 7, 15, 30 days). */
export const SEVERITY_THRESHOLDS = { low: 7, medium: 15, high: 30 } as const;
/** The rent roll's due day of the month (spec 2 §9). */
export const RENT_DUE_DAY = 5;
/** Late-fee prefill: the larger of 5% of the rent and $50 (spec 2 §5). */
export const LATE_FEE_PREFILL = { percent: 5, minimum: 50 } as const;

/** Rounds to cents. */
export function roundCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Days overdue, counted from the due date (spec 2 §5): 0 or less while not yet overdue. */
export function daysOverdue(dueDate: string, today: string | Date): number {
  return daysBetween(dueDate, today);
}

/** Overdue severity (spec 2 §4): up to 7 low; 8 to 15 medium; 16 to 30 high; above 30 critical. */
export function overdueSeverity(days: number): OverdueSeverity {
  if (days <= SEVERITY_THRESHOLDS.low) return 'low';
  if (days <= SEVERITY_THRESHOLDS.medium) return 'medium';
  if (days <= SEVERITY_THRESHOLDS.high) return 'high';
  return 'critical';
}

/** A property's late-fee settings (spec 2 §3). */
export interface LateFeeSettings {
  lateFeeEnabled?: boolean | null;
  lateFeeDaysGrace?: number | null;
  lateFeeCalculationType?: LateFeeCalculationType | null;
  lateFeeAmount?: number | null;
  lateFeePercentage?: number | null;
  lateFeeDailyAmount?: number | null;
}

/** The property's days of grace, default 5 (spec 2 §5). */
export function graceDays(settings: LateFeeSettings | null | undefined): number {
  const days = settings?.lateFeeDaysGrace;
  return typeof days === 'number' && days >= 0 ? days : DEFAULT_GRACE_DAYS;
}

export interface LateFee {
  gracePeriodDays: number;
  /** Overdue (one day or more) but not past the grace period. */
  isInGracePeriod: boolean;
  /** Overdue past the grace period. */
  isPastGrace: boolean;
  /** What the settings give: 0 within grace, when disabled, or when the type's amount is unset. */
  amount: number;
}

/**
 * The late fee of a rent `days` days overdue (spec 2 §5): no fee within the grace period; `fixed` gives
 * the fixed amount, `percentage` rent × percentage / 100, `daily` the daily amount × the days past grace.
 */
export function lateFeeFor(settings: LateFeeSettings | null | undefined, rent: number, days: number): LateFee {
  const gracePeriodDays = graceDays(settings);
  const isPastGrace = days > gracePeriodDays;
  const isInGracePeriod = days > 0 && !isPastGrace;
  let amount = 0;
  if (settings?.lateFeeEnabled && isPastGrace) {
    if (settings.lateFeeCalculationType === 'fixed') amount = settings.lateFeeAmount ?? 0;
    else if (settings.lateFeeCalculationType === 'percentage')
      amount = (rent * (settings.lateFeePercentage ?? 0)) / 100;
    else if (settings.lateFeeCalculationType === 'daily')
      amount = (settings.lateFeeDailyAmount ?? 0) * (days - gracePeriodDays);
  }
  return { gracePeriodDays, isInGracePeriod, isPastGrace, amount: roundCents(Math.max(0, amount)) };
}

/**
 * Whether Apply Late Fee is offered (spec 2 §5): the late fee is enabled, the payment is overdue and past
 * the grace period, and its status is pending or partial. The contract adds rent payments only
 * (`POST /payments/{id}/late-fee` answers 409 otherwise), and not twice for the same payment: a screen
 * that does not know the type or whether a fee was applied leaves them out and the server decides.
 */
export function canApplyLateFee(input: {
  settings: LateFeeSettings | null | undefined;
  days: number;
  status: PaymentStatus;
  paymentType?: PaymentType;
  alreadyApplied?: boolean;
}): boolean {
  return (
    Boolean(input.settings?.lateFeeEnabled) &&
    input.days > graceDays(input.settings) &&
    (input.status === 'pending' || input.status === 'partial') &&
    (input.paymentType === undefined || input.paymentType === 'rent') &&
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

/** Only completed payments count toward amounts paid (spec 2 §4). */
export function amountPaid(payments: ReadonlyArray<{ amount: number; status: PaymentStatus }>): number {
  return roundCents(payments.filter((p) => p.status === 'completed').reduce((sum, p) => sum + p.amount, 0));
}

export type RentRollStatus = 'paid' | 'partial' | 'overdue' | 'unpaid';

/**
 * A unit's rent roll status (spec 2 §4): paid when paid is at least expected; partial when paid is above
 * 0 and below expected; overdue when overdue and past the grace period; otherwise unpaid.
 */
export function rentRollStatus(input: { expected: number; paid: number; days: number; gracePeriodDays: number }) {
  if (input.paid >= input.expected) return 'paid';
  if (input.paid > 0) return 'partial';
  if (input.days > input.gracePeriodDays) return 'overdue';
  return 'unpaid';
}

/** The label of a rent roll status: unpaid shows as Grace Period while within the grace period (spec 2 §4). */
export function rentRollStatusLabel(status: RentRollStatus, inGracePeriod: boolean): string {
  if (status === 'unpaid') return inGracePeriod ? 'Grace Period' : 'Unpaid';
  return { paid: 'Paid', partial: 'Partial', overdue: 'Overdue' }[status];
}

/** `YYYY-MM` → the `YYYY-MM-DD` of `day` in that month. */
export function dayOfMonth(month: string, day: number): string {
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** `YYYY-MM` plus `n` months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last day of a `YYYY-MM` month, `YYYY-MM-DD`. */
export function lastDayOfMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return dayOfMonth(month, new Date(Date.UTC(y, m, 0)).getUTCDate());
}

/**
 * The due date of a payment recorded from the rent roll (spec 2 §2): the 5th of the viewed month, moved
 * one month later if today is past the 5th of that month.
 */
export function rentRollDueDate(month: string, today: string): string {
  const fifth = dayOfMonth(month, RENT_DUE_DAY);
  return today > fifth ? dayOfMonth(addMonths(month, 1), RENT_DUE_DAY) : fifth;
}

/** The first day of next month (spec 2 §5: the due date of a rent prefill). */
export function firstOfNextMonth(today: string): string {
  return dayOfMonth(addMonths(today.slice(0, 7), 1), 1);
}

/**
 * The amount prefilled for a payment type (spec 2 §5): rent → the monthly rent; security deposit → the
 * deposit, else the monthly rent; late fee → the larger of 5% of the rent and 50. Other types: none.
 */
export function prefillAmount(
  type: PaymentType,
  unit: { monthlyRent: number; securityDeposit?: number | null },
): number | null {
  if (type === 'rent') return unit.monthlyRent;
  if (type === 'security_deposit') return unit.securityDeposit || unit.monthlyRent;
  if (type === 'late_fee')
    return roundCents(Math.max((unit.monthlyRent * LATE_FEE_PREFILL.percent) / 100, LATE_FEE_PREFILL.minimum));
  return null;
}
