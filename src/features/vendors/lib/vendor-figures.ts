import { formatMoney, MISSING, EMPTY_CELL } from '@/lib/format';

/** A vendor's average rating (1 to 5) as shown: "4.6 / 5", or "Not rated" when it has none. */
export function ratingText(rating: number | null | undefined): string {
  return rating === null || rating === undefined ? 'Not rated' : `${rating.toFixed(1)} / 5`;
}

/** A percentage (completion, on time): "92.3%", or "N/A" when there are no work orders to count. */
export function percentText(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? EMPTY_CELL : `${Number(rate.toFixed(1))}%`;
}

/** An hourly rate: "$95.00/hr", or "Not specified". */
export function hourlyRateText(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? MISSING : `${formatMoney(rate)}/hr`;
}

/** An optional amount: "$120.00", or "Not specified". */
export function amountText(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? MISSING : formatMoney(amount);
}
