/**
 * Whether `element` sits in a region marked busy (`aria-busy="true"`): results on screen that answer
 * an earlier question while the new answer loads.
 */
export function isMarkedBusy(element: Element): boolean {
  return element.closest('[aria-busy="true"]') !== null;
}
