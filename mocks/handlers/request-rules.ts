import type { FieldError } from '@/lib/api/schema.gen';
import { validateRequestBody } from '../support/contract-validator';

/**
 * Body validation for the property and unit calls: the contract's schema (validateRequestBody) with the
 * spec's messages for the fields the forms name (spec 1 §5), plus the rules a static schema cannot hold
 * (year built not in the future, tax components JSON, business name after a partial update).
 */

type Kind = 'required' | 'max' | 'min' | 'enum' | 'type' | 'forbidden' | 'other';

function kindOf(message: string): Kind {
  if (/is a required field$/.test(message)) return 'required';
  if (/cannot be longer than/.test(message)) return 'max';
  if (/must be [<>]=? ?-?\d/.test(message)) return 'min';
  if (/must be one of/.test(message)) return 'enum';
  if (/must be (integer|number|string|boolean|null|array|object)/.test(message)) return 'type';
  if (/boolean schema is false/.test(message)) return 'forbidden';
  return 'other';
}

/** Spec 1 §5 messages by field and kind of failure. */
const MESSAGES: Record<string, Partial<Record<Kind, string>>> = {
  name: { required: 'Property name is required', max: 'Property name cannot be longer than 100 characters' },
  yearBuilt: { min: 'Year built must be after 1800', type: 'Year built must be a number' },
  purchasePrice: { min: 'Purchase price cannot be negative', type: 'Purchase price must be a number' },
  currentValue: { min: 'Current value cannot be negative', type: 'Current value must be a number' },
  propertyType: { enum: 'Invalid property type', required: 'Property type is required' },
  unitType: { enum: 'Invalid unit type' },
  businessName: { required: 'Business name is required for commercial units' },
  rentalPropertyId: {
    required: 'Property is required',
    forbidden: 'rentalPropertyId cannot be changed: a unit stays with its property',
  },
};

export function refine(errors: FieldError[]): FieldError[] {
  // Ajv reports a failed if/then also as a whole-body error; the field error says it better.
  const fieldErrors = errors.filter((e) => !/must match "then" schema/.test(e.message));
  return fieldErrors.map((e) => {
    const kind = kindOf(e.message);
    const message =
      MESSAGES[e.field]?.[kind] ?? (kind === 'forbidden' ? `${e.field} cannot be sent in an update` : e.message);
    return { field: e.field, message };
  });
}

export function validateBody(method: string, pathTemplate: string, body: unknown): FieldError[] {
  return refine(validateRequestBody(method, pathTemplate, body));
}

/** Parses a JSON body; `undefined` when there is none or it is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    const text = await request.text();
    return text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    return Symbol.for('invalid-json');
  }
}

export function jsonErrors(body: unknown): FieldError[] | null {
  if (body === Symbol.for('invalid-json')) return [{ field: 'body', message: 'The request body is not valid JSON' }];
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
    return [{ field: 'body', message: 'The request body must be a JSON object' }];
  }
  return null;
}

const TAX_TYPES = new Set(['school_district', 'county', 'city', 'special_assessment', 'other']);

/** Rules of a property body beyond the schema. */
export function propertyRules(body: Record<string, unknown>, today: Date): FieldError[] {
  const errors: FieldError[] = [];
  if (typeof body.yearBuilt === 'number' && body.yearBuilt > today.getUTCFullYear()) {
    errors.push({ field: 'yearBuilt', message: 'Year built cannot be in the future' });
  }
  const json = body.propertyTaxComponents;
  if (typeof json === 'string' && json.trim() !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      return [...errors, { field: 'propertyTaxComponents', message: 'propertyTaxComponents must be valid JSON' }];
    }
    const prefix = 'propertyTaxComponents';
    const value = parsed as { components?: unknown; totalAnnualAmount?: unknown; lastUpdated?: unknown };
    if (typeof parsed !== 'object' || parsed === null || !Array.isArray(value.components)) {
      errors.push({ field: `${prefix}.components`, message: 'components must be a list' });
      return errors;
    }
    value.components.forEach((raw, i) => {
      const c = (raw ?? {}) as Record<string, unknown>;
      const at = `${prefix}.components.${i}`;
      if (typeof c.taxType !== 'string' || !TAX_TYPES.has(c.taxType))
        errors.push({ field: `${at}.taxType`, message: `taxType must be one of: ${[...TAX_TYPES].join(', ')}` });
      if (typeof c.taxingAuthority !== 'string' || c.taxingAuthority.trim() === '')
        errors.push({ field: `${at}.taxingAuthority`, message: 'Taxing authority is required' });
      else if (c.taxingAuthority.length > 255)
        errors.push({
          field: `${at}.taxingAuthority`,
          message: 'taxingAuthority cannot be longer than 255 characters',
        });
      if (typeof c.annualAmount !== 'number' || !Number.isFinite(c.annualAmount))
        errors.push({ field: `${at}.annualAmount`, message: 'Annual amount must be a number' });
      else if (c.annualAmount < 0)
        errors.push({ field: `${at}.annualAmount`, message: 'Annual amount cannot be negative' });
      if (
        c.description !== undefined &&
        c.description !== null &&
        (typeof c.description !== 'string' || c.description.length > 500)
      ) {
        errors.push({ field: `${at}.description`, message: 'description must be text of at most 500 characters' });
      }
    });
    if (
      value.totalAnnualAmount !== undefined &&
      (typeof value.totalAnnualAmount !== 'number' || value.totalAnnualAmount < 0)
    ) {
      errors.push({ field: `${prefix}.totalAnnualAmount`, message: 'totalAnnualAmount must be a number, 0 or more' });
    }
  }
  return errors;
}

/** Keeps only the listed keys whose value is not undefined. */
export function pick<T extends object>(body: Record<string, unknown>, keys: readonly (keyof T)[]): Partial<T> {
  const out: Partial<T> = {};
  for (const key of keys) {
    if (body[key as string] !== undefined) (out as Record<string, unknown>)[key as string] = body[key as string];
  }
  return out;
}

/** An integer query parameter clamped to [min, max], or the default when absent or not a number. */
export function integerParam(url: URL, name: string, fallback: number, min: number, max: number): number {
  const n = Number.parseInt(url.searchParams.get(name) ?? '', 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}
