/**
 * Pure figures of a property (spec 1 §2 "Properties list" and "Property detail").
 * Occupied units are the units that are not available; rent counts only those units.
 */

/** The unit fields the figures read (structural: the contract's Unit satisfies it). */
export interface UnitLike {
  isAvailable?: boolean | null;
  monthlyRent?: number | null;
}

/** Units that are not available (shown as Occupied). */
export function occupiedUnitCount(units: readonly UnitLike[] | null | undefined): number {
  return (units ?? []).filter((u) => u.isAvailable === false).length;
}

/** Occupancy rate in whole percent: occupied / total, rounded; 0 when there are no units. */
export function occupancyRate(occupied: number, total: number): number {
  if (!total || total <= 0) return 0;
  return Math.round((occupied / total) * 100);
}

/** Monthly rental income: the rent of units that are not available. */
export function monthlyRentalIncome(units: readonly UnitLike[] | null | undefined): number {
  return (units ?? []).filter((u) => u.isAvailable === false).reduce((sum, u) => sum + (Number(u.monthlyRent) || 0), 0);
}

/** Annual rental income = monthly × 12. */
export function annualRentalIncome(monthly: number): number {
  return monthly * 12;
}

/**
 * Appreciation in percent, (current − purchase) / purchase × 100, rounded to 2 decimals; null
 * unless both values exist (and the purchase price is not 0, which would divide by zero).
 */
export function appreciationPercent(
  purchasePrice: number | null | undefined,
  currentValue: number | null | undefined,
): number | null {
  if (purchasePrice == null || currentValue == null || purchasePrice === 0) return null;
  return round2(((currentValue - purchasePrice) / purchasePrice) * 100);
}

/**
 * Cap rate in percent = annual rent / purchase price × 100, to 2 decimals; null unless the purchase
 * price and the rent are both positive.
 */
export function capRatePercent(annualRent: number, purchasePrice: number | null | undefined): number | null {
  if (!purchasePrice || purchasePrice <= 0 || !annualRent || annualRent <= 0) return null;
  return round2((annualRent / purchasePrice) * 100);
}

export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}
