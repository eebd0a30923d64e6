/** Annual rent = monthly rent x 12 (spec 1 §2 unit detail); null when the rent is unknown. */
export function annualRent(monthlyRent: number | null | undefined): number | null {
  return typeof monthlyRent === 'number' && Number.isFinite(monthlyRent) ? monthlyRent * 12 : null;
}

/**
 * Rent per square foot, to 2 decimals (spec 1 §2): monthly rent / square footage, as text like "1.75".
 * Null when either is missing or the area is not positive (no division by zero).
 */
export function rentPerSquareFoot(
  monthlyRent: number | null | undefined,
  squareFootage: number | null | undefined,
): string | null {
  if (typeof monthlyRent !== 'number' || typeof squareFootage !== 'number') return null;
  if (!Number.isFinite(monthlyRent) || !Number.isFinite(squareFootage) || squareFootage <= 0) return null;
  return (monthlyRent / squareFootage).toFixed(2);
}

/** Bed/Bath column text, e.g. "2 / 1.5". */
export function bedBathText(bedrooms: number | null | undefined, bathrooms: number | null | undefined): string {
  return `${bedrooms ?? 0} / ${bathrooms ?? 0}`;
}
