/**
 * The property tax breakdown (spec 1 §2 Taxes, §3 propertyTaxComponents): stored on the property as
 * JSON text `{ components: [{ taxType, taxingAuthority, annualAmount, description? }], totalAnnualAmount, lastUpdated }`.
 */
import { now as clockNow } from '@/lib/clock';
import {
  propertyTaxTypeValues,
  type PropertyTaxComponent,
  type PropertyTaxComponents,
  type PropertyTaxType,
} from '@/lib/api/schema.gen';

export const TAX_COMPONENT_TYPES = propertyTaxTypeValues;
export type TaxComponentType = PropertyTaxType;

export const TAX_COMPONENT_TYPE_LABELS: Record<TaxComponentType, string> = {
  school_district: 'School District',
  county: 'County',
  city: 'City',
  special_assessment: 'Special Assessment',
  other: 'Other',
};

export type TaxComponent = PropertyTaxComponent;
export type TaxComponentsDocument = PropertyTaxComponents;

/** Sum of the components' annual amounts, to cents ("Total from Components"). */
export function totalFromComponents(components: readonly Pick<TaxComponent, 'annualAmount'>[]): number {
  const cents = components.reduce((sum, c) => sum + Math.round((Number(c.annualAmount) || 0) * 100), 0);
  return cents / 100;
}

/** Reads the stored JSON text; anything unreadable is an empty breakdown. */
export function parseTaxComponents(text: string | null | undefined): TaxComponent[] {
  if (!text) return [];
  try {
    const parsed = JSON.parse(text) as Partial<TaxComponentsDocument> | null;
    if (!parsed || !Array.isArray(parsed.components)) return [];
    return parsed.components
      .filter((c): c is TaxComponent => !!c && typeof c === 'object')
      .map((c) => ({
        taxType: (TAX_COMPONENT_TYPES as readonly string[]).includes(c.taxType) ? c.taxType : ('other' as const),
        taxingAuthority: String(c.taxingAuthority ?? ''),
        annualAmount: Number(c.annualAmount) || 0,
        ...(c.description ? { description: String(c.description) } : {}),
      }));
  } catch {
    return [];
  }
}

/** The JSON text to store; null when there are no components. */
export function serializeTaxComponents(components: readonly TaxComponent[], now: Date = clockNow()): string | null {
  if (components.length === 0) return null;
  const doc: TaxComponentsDocument = {
    components: components.map((c) => ({
      taxType: c.taxType,
      taxingAuthority: c.taxingAuthority.trim(),
      annualAmount: Number(c.annualAmount) || 0,
      ...(c.description?.trim() ? { description: c.description.trim() } : {}),
    })),
    totalAnnualAmount: totalFromComponents(components),
    lastUpdated: now.toISOString(),
  };
  return JSON.stringify(doc);
}
