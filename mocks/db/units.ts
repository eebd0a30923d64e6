export type { UnitRecord } from './tables';

const unitNumberCollator = new Intl.Collator('en', { numeric: true });

/** Unit numbers in natural order ("2" before "10"); one shared collator (localeCompare with options is slow). */
export function compareUnitNumbers(a: { unitNumber: string }, b: { unitNumber: string }): number {
  return unitNumberCollator.compare(a.unitNumber, b.unitNumber);
}
