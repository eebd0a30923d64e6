/**
 * Form value helpers, one behaviour each, for every form's schema and mapper (Formik keeps '' for an
 * empty box; the contract wants null or a number).
 */

/** True for '' and a box of only spaces: "no value". */
function isBlank(value: unknown): boolean {
  return value === '' || value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * A Yup `transform` for optional number fields: an empty box ('' or spaces, or null) is "not given"
 * (undefined), so `.optional()` passes and `.required()` shows its own message instead of the
 * "must be a number" one. Anything else goes through unchanged (a non-number stays a type error).
 */
export function emptyToUndefined(value: unknown, original: unknown): unknown {
  return isBlank(original) ? undefined : value;
}

/**
 * A required number from a form value. Throws on an empty or unparsable value: a form's mapper
 * never sends a guess; the form shows its "Error preparing … data" alert instead.
 */
export function requiredNumber(value: unknown, field: string): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  if (isBlank(value) || !Number.isFinite(n)) throw new Error(`${field} is not a number: ${String(value)}`);
  return n;
}

/**
 * An optional number from a form value: null when empty (so an edit clears it), the number when
 * given. Throws on an unparsable value, like `requiredNumber` (a typo must not silently clear a
 * stored figure; the schema has already rejected it, so this is the mapper's last guard).
 */
export function optionalNumber(value: unknown, field: string): number | null {
  if (isBlank(value)) return null;
  return requiredNumber(value, field);
}

/** An optional text: trimmed, or null (clears the field) when empty. */
export function optionalText(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text ? text : null;
}
