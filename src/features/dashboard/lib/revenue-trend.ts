/**
import { now as clockNow } from '@/lib/clock';
 * The Revenue Trend chart's six bars (spec 1 §2 "Dashboard"): the last bar is the current month's
 * revenue; every earlier bar is SYNTHESISED as a random 85–115 % of the current month's revenue,
 * exactly as the spec describes (the product has no revenue history to show).
 *
 * The randomness is seeded, not Math.random(): the seed is derived from the current month
 * (YYYY-MM) and the current revenue, so the bars are the same on every render, re-fetch and reload
 * within a month for the same revenue — the chart does not jump when React re-renders or the user
 * presses Refresh Data — and change only when the month or the revenue changes.
 */
import { now as clockNow } from '@/lib/clock';
export const TREND_MONTHS = 6;
export const TREND_MIN_FACTOR = 0.85;
export const TREND_MAX_FACTOR = 1.15;

export interface TrendBar {
  /** Short month label, e.g. "Mar 2025". */
  label: string;
  /** YYYY-MM of the month. */
  month: string;
  revenue: number;
  /** True for the months whose value is synthesised (all but the current one). */
  synthesised: boolean;
}

/** mulberry32: a tiny deterministic PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, as a 32-bit seed. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });
const pad = (n: number) => String(n).padStart(2, '0');

/** A month on the chart's axis (the revenue-chart endpoint's `month` and `label`). */
export interface TrendMonth {
  month: string;
  label: string;
}

/** The last `months` calendar months ending with the month of `now`, oldest first. */
export function lastMonths(now: Date = clockNow(), months = TREND_MONTHS): TrendMonth[] {
  const out: TrendMonth[] = [];
  for (let back = months - 1; back >= 0; back -= 1) {
    const date = new Date(now.getFullYear(), now.getMonth() - back, 1);
    out.push({ month: `${date.getFullYear()}-${pad(date.getMonth() + 1)}`, label: monthLabel.format(date) });
  }
  return out;
}

/**
 * One bar per month of `axis` (oldest first; default: the last 6 months ending with `now`'s month).
 * The last bar is `currentRevenue`; each earlier bar is `currentRevenue` × a seeded factor in
 * [0.85, 1.15], rounded to cents. The seed is the last month's `YYYY-MM` and the revenue.
 */
export function revenueTrend(
  currentRevenue: number,
  now: Date = clockNow(),
  months = TREND_MONTHS,
  axis: TrendMonth[] = lastMonths(now, months),
): TrendBar[] {
  const current = Number.isFinite(currentRevenue) ? currentRevenue : 0;
  const currentKey = axis[axis.length - 1]?.month ?? '';
  const random = mulberry32(hashSeed(`${currentKey}|${current.toFixed(2)}`));
  return axis.map(({ month, label }, index) => {
    const factor = TREND_MIN_FACTOR + random() * (TREND_MAX_FACTOR - TREND_MIN_FACTOR);
    const isCurrent = index === axis.length - 1;
    return {
      label,
      month,
      revenue: isCurrent ? current : Math.round(current * factor * 100) / 100,
      synthesised: !isCurrent,
    };
  });
}
