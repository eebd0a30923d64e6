import type { Property, PropertyCreate } from '@/lib/api/schema.gen';
import { optionalNumber, optionalText } from '@/lib/forms';
import { PROPERTY_TYPES, type PropertyTypeValue } from './property-types';
import { emptyPropertyFormValues, type PropertyFormValues } from './property-form';

function text(value: string): string {
  return value.trim();
}

/**
 * The property form's values → the contract's body (POST and PUT take the same fields). Texts are
 * trimmed; empty optional fields are sent as null so an edit can clear them.
 * Throws when a value cannot be prepared (the form shows "Error preparing update data...").
 */
export function toPropertyBody(values: PropertyFormValues): PropertyCreate {
  if (!values.propertyType || !(PROPERTY_TYPES as readonly string[]).includes(values.propertyType)) {
    throw new Error(`Unknown property type: ${String(values.propertyType)}`);
  }
  return {
    name: text(values.name),
    address: text(values.address),
    city: text(values.city),
    state: text(values.state),
    zipCode: text(values.zipCode),
    country: optionalText(values.country),
    description: optionalText(values.description),
    yearBuilt: optionalNumber(values.yearBuilt, 'yearBuilt'),
    purchasePrice: optionalNumber(values.purchasePrice, 'purchasePrice'),
    currentValue: optionalNumber(values.currentValue, 'currentValue'),
    propertyType: values.propertyType,
    isActive: values.isActive,
    depositReturnDays: optionalNumber(values.depositReturnDays, 'depositReturnDays'),
  };
}

/** A stored property → the form's values (null → ''). */
export function toPropertyFormValues(property: Property | null | undefined): PropertyFormValues {
  if (!property) return { ...emptyPropertyFormValues };
  return {
    name: property.name ?? '',
    address: property.address ?? '',
    city: property.city ?? '',
    state: property.state ?? '',
    zipCode: property.zipCode ?? '',
    country: property.country ?? '',
    description: property.description ?? '',
    yearBuilt: property.yearBuilt ?? '',
    purchasePrice: property.purchasePrice ?? '',
    currentValue: property.currentValue ?? '',
    propertyType: (property.propertyType as PropertyTypeValue) ?? 'multi-family',
    isActive: property.isActive ?? true,
    depositReturnDays: property.depositReturnDays ?? '',
  };
}
