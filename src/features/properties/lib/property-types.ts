import { propertyTypeValues, type PropertyType } from '@/lib/api/schema.gen';
import { MISSING } from '@/lib/format';

/** Property types and their labels (spec 1 §3). */
export const PROPERTY_TYPES = propertyTypeValues;
export type PropertyTypeValue = PropertyType;

export const PROPERTY_TYPE_LABELS: Record<PropertyTypeValue, string> = {
  'single-family': 'Single Family Home',
  'multi-family': 'Multi-Family Home',
  townhouse: 'Townhouse',
  'mixed-use': 'Mixed-Use Property',
};

/** The label of a property type; an unknown value is shown capitalised ("Property type capitalised"). */
export function propertyTypeLabel(value: string | null | undefined): string {
  if (!value) return MISSING;
  if (value in PROPERTY_TYPE_LABELS) return PROPERTY_TYPE_LABELS[value as PropertyTypeValue];
  return value
    .split(/[-_\s]+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
