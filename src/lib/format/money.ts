/**
 * Money display (spec 2 §9): USD with 2 decimals, whole dollars on the overdue report,
 * "Not specified" when the value is missing.
 */
import { MISSING } from './missing';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export type MoneyInput = number | string | null | undefined;

/** The numeric value of an amount, or null when it is missing or not a number ('' and NaN included). */
export function toAmount(value: MoneyInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    const parsed = Number(trimmed);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return Number.isFinite(value) ? value : null;
}

/** `$1,234.50`; "Not specified" for null, undefined, '' or NaN. Numeric strings ("1200.5") are accepted. */
export function formatMoney(value: MoneyInput): string {
  const amount = toAmount(value);
  return amount === null ? MISSING : currency.format(amount);
}

/** `$1,235` (rounded to whole dollars, as on the overdue report); "Not specified" when missing. */
export function formatWholeDollars(value: MoneyInput): string {
  const amount = toAmount(value);
  return amount === null ? MISSING : wholeDollars.format(amount);
}

/**
 * A balance that can be below zero (a ledger's running and closing balance, a lease's account): what is
 * owed as `$1,600.00`, a negative balance as a credit, `Credit $1,475.00`, never with a minus sign (a
 * manager reads "-$1,475.00" as a debt). "Not specified" when missing.
 */
export function formatSignedBalance(value: MoneyInput): string {
  const amount = toAmount(value);
  if (amount === null) return MISSING;
  // Below half a cent rounds to $0.00: no "Credit $0.00".
  return amount <= -0.005
    ? `Credit ${currency.format(-amount)}`
    : currency.format(Math.abs(amount) < 0.005 ? 0 : amount);
}
