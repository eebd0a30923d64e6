/**
 * The app's words for "nothing to show" (docs/architecture.md, "One look per meaning"):
 * - `MISSING`: a value the record could hold but nobody gave (a phone, a landlord's name, an amount);
 *   the specs word a missing amount and the request's information card this way too.
 * - `EMPTY_CELL`: a table cell or a computed figure with nothing in it by design (no charge on a
 *   payment's ledger line, no late fee, a rate with nothing to count, a row whose unit is gone).
 * Dates keep the specs' own word (`DATE_EMPTY`, "N/A"), and a field the spec words itself keeps that
 * word ("Unassigned", "Not scheduled", "Not set", "Unknown Property").
 */
export const MISSING = 'Not specified';

export const EMPTY_CELL = '—';

/** The value as text, or `MISSING` when it is null, undefined or blank. */
export function orMissing(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return MISSING;
  const text = String(value);
  return text.trim() === '' ? MISSING : text;
}
