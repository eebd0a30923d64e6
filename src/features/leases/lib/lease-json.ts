import type { Lease } from '@/lib/api/schema.gen';

/**
 * The three JSON fields of the lease form (spec 2 §2 "Lease form": "Utilities included, additional fees
 * and maintenance responsibility are entered as JSON text"). The form keeps each as text, so the raw JSON
 * stays editable; the structured editors read and write that text through these pure functions.
 */
export type UtilitiesIncluded = NonNullable<Lease['utilitiesIncluded']>;
export type AdditionalFees = NonNullable<Lease['additionalFees']>;
export type MaintenanceResponsibility = NonNullable<Lease['maintenanceResponsibility']>;

/** The utilities offered as checkboxes; any other name in the JSON is kept and shown too. */
export const UTILITY_CHOICES = ['water', 'sewer', 'trash', 'gas', 'electricity', 'internet', 'cable', 'heat'] as const;

/** Who can be responsible for an area (free text in the contract; the editor offers these). */
export const RESPONSIBLE_PARTIES = ['tenant', 'landlord', 'shared'] as const;

export const LEASE_JSON_MESSAGES = {
  invalidJson: 'Invalid JSON: check the brackets, quotes and commas.',
  utilities: 'Utilities included must be a JSON list of names, e.g. ["water", "trash"].',
  fees: 'Additional fees must be a JSON object of fee names and amounts, e.g. {"parking": 50}.',
  feeAmount: 'Each additional fee amount must be a number of 0 or more.',
  maintenance:
    'Maintenance responsibility must be a JSON object of areas and who is responsible, e.g. {"lawn": "tenant"}.',
} as const;

export type JsonResult<T> = { ok: true; value: T | null } | { ok: false; message: string };

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Empty text → null; else a JSON list of non-empty strings. */
export function parseUtilities(text: string): JsonResult<UtilitiesIncluded> {
  const parsed = parse(text);
  if (!parsed.ok) return { ok: false, message: LEASE_JSON_MESSAGES.invalidJson };
  if (parsed.value === null) return { ok: true, value: null };
  if (!Array.isArray(parsed.value) || !parsed.value.every((v) => typeof v === 'string' && v.trim() !== ''))
    return { ok: false, message: LEASE_JSON_MESSAGES.utilities };
  return { ok: true, value: parsed.value as string[] };
}

/** Empty text → null; else a JSON object of name → amount (a number ≥ 0). */
export function parseAdditionalFees(text: string): JsonResult<AdditionalFees> {
  const parsed = parse(text);
  if (!parsed.ok) return { ok: false, message: LEASE_JSON_MESSAGES.invalidJson };
  if (parsed.value === null) return { ok: true, value: null };
  if (!isPlainObject(parsed.value)) return { ok: false, message: LEASE_JSON_MESSAGES.fees };
  const fees: AdditionalFees = {};
  for (const [name, amount] of Object.entries(parsed.value)) {
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0)
      return { ok: false, message: LEASE_JSON_MESSAGES.feeAmount };
    fees[name] = amount;
  }
  return { ok: true, value: fees };
}

/** Empty text → null; else a JSON object of area → a text, yes/no, number or null (the contract's shape). */
export function parseMaintenance(text: string): JsonResult<MaintenanceResponsibility> {
  const parsed = parse(text);
  if (!parsed.ok) return { ok: false, message: LEASE_JSON_MESSAGES.invalidJson };
  if (parsed.value === null) return { ok: true, value: null };
  if (!isPlainObject(parsed.value)) return { ok: false, message: LEASE_JSON_MESSAGES.maintenance };
  const out: MaintenanceResponsibility = {};
  for (const [area, who] of Object.entries(parsed.value)) {
    if (who !== null && !['string', 'boolean', 'number'].includes(typeof who))
      return { ok: false, message: LEASE_JSON_MESSAGES.maintenance };
    out[area] = who as string | boolean | number | null;
  }
  return { ok: true, value: out };
}

/** A stored value → the form's JSON text ('' for none). */
export function toJsonText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value) && value.length === 0) return '';
  if (isPlainObject(value) && Object.keys(value).length === 0) return '';
  return JSON.stringify(value);
}

/** The utilities list with `utility` turned on or off (kept in the order of the list, new ones at the end). */
export function toggleUtility(list: readonly string[], utility: string, on: boolean): string[] {
  const without = list.filter((u) => u !== utility);
  return on ? [...without, utility] : without;
}

/** One row of a name → value editor (fees: name + amount; maintenance: area + responsible party). */
export interface PairRow {
  key: string;
  value: string;
}

/**
 * Fee rows → the JSON text of the fees map. Rows without a name are left out; an amount that is not a
 * number is written as typed, so the JSON shows it and the form refuses it with the fee-amount message.
 */
export function feeRowsToJson(rows: readonly PairRow[]): string {
  const fees: Record<string, number | string> = {};
  for (const row of rows) {
    const name = row.key.trim();
    if (!name) continue;
    const amount = Number(row.value);
    fees[name] = row.value.trim() !== '' && Number.isFinite(amount) ? amount : row.value;
  }
  return toJsonText(fees);
}

/** Maintenance rows → the JSON text of the map; rows without an area are left out. */
export function maintenanceRowsToJson(rows: readonly PairRow[]): string {
  const out: Record<string, string> = {};
  for (const row of rows) {
    const area = row.key.trim();
    if (area) out[area] = row.value.trim();
  }
  return toJsonText(out);
}

/** A map → editor rows (values as text). */
export function mapToRows(map: Record<string, unknown> | null): PairRow[] {
  return Object.entries(map ?? {}).map(([key, value]) => ({ key, value: value === null ? '' : String(value) }));
}
