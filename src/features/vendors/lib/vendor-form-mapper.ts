import type { Vendor, VendorCreate, VendorUpdate } from '@/lib/api/schema.gen';
import { optionalNumber, optionalText } from '@/lib/forms';
import { emptyVendorFormValues, type VendorFormValues } from './vendor-form';

/** The fields both bodies share: required texts trimmed, optional ones `null` when empty. */
function commonFields(values: VendorFormValues) {
  return {
    companyName: values.companyName.trim(),
    contactName: values.contactName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    alternatePhone: optionalText(values.alternatePhone),
    address: optionalText(values.address),
    city: optionalText(values.city),
    state: optionalText(values.state),
    zipCode: optionalText(values.zipCode),
    specialties: [...new Set(values.specialties)],
    insuranceExpiry: optionalText(values.insuranceExpiry),
    licenseNumber: optionalText(values.licenseNumber),
    licenseExpiry: optionalText(values.licenseExpiry),
    hourlyRate: optionalNumber(values.hourlyRate, 'hourlyRate'),
    emergencyRate: optionalNumber(values.emergencyRate, 'emergencyRate'),
    minimumCharge: optionalNumber(values.minimumCharge, 'minimumCharge'),
    availableHours: optionalText(values.availableHours),
    emergencyAvailable: values.emergencyAvailable,
    notes: optionalText(values.notes),
  };
}

/**
 * The form's values → POST /vendors. Empty optional fields are left out (the server stores them as
 * null); `isActive` as chosen (default true).
 */
export function toVendorCreateBody(values: VendorFormValues): VendorCreate {
  const body: VendorCreate = { ...commonFields(values), isActive: values.isActive };
  for (const [key, value] of Object.entries(body)) {
    if (value === null) delete (body as Record<string, unknown>)[key];
  }
  return body;
}

/**
 * The form's values → PUT /vendors/{id}. Every editable field is sent, an emptied optional one as
 * `null` so the edit clears it. `isActive` is not sent: the page's Deactivate and Reactivate change it.
 */
export function toVendorUpdateBody(values: VendorFormValues): VendorUpdate {
  return commonFields(values);
}

/** A stored vendor → the form's values (null → ''). */
export function toVendorFormValues(vendor: Vendor | null | undefined): VendorFormValues {
  if (!vendor) return { ...emptyVendorFormValues, specialties: [] };
  return {
    companyName: vendor.companyName,
    contactName: vendor.contactName,
    email: vendor.email,
    phone: vendor.phone,
    alternatePhone: vendor.alternatePhone ?? '',
    specialties: [...vendor.specialties],
    hourlyRate: vendor.hourlyRate ?? '',
    emergencyRate: vendor.emergencyRate ?? '',
    minimumCharge: vendor.minimumCharge ?? '',
    availableHours: vendor.availableHours ?? '',
    emergencyAvailable: vendor.emergencyAvailable,
    address: vendor.address ?? '',
    city: vendor.city ?? '',
    state: vendor.state ?? '',
    zipCode: vendor.zipCode ?? '',
    licenseNumber: vendor.licenseNumber ?? '',
    licenseExpiry: vendor.licenseExpiry ?? '',
    insuranceExpiry: vendor.insuranceExpiry ?? '',
    notes: vendor.notes ?? '',
    isActive: vendor.isActive,
  };
}
