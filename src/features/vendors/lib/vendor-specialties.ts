import { maintenanceCategoryValues, type MaintenanceCategory } from '@/lib/api/schema.gen';

/** The maintenance categories a vendor can specialise in (spec 3 §3 "Categories"), in the contract's order. */
export const VENDOR_SPECIALTIES = maintenanceCategoryValues;

/** Spec 3 §2: "Vendor specialty is displayed with underscores replaced by spaces" (`pest_control` → `pest control`). */
export function specialtyLabel(specialty: string): string {
  return specialty.replace(/_/g, ' ');
}

/** Cards show at most 3 specialties, then "+N more" (spec 3 §2, §9). */
export const CARD_SPECIALTY_LIMIT = 3;

/** The specialties a card shows and how many more there are. */
export function cardSpecialties(specialties: readonly string[], limit = CARD_SPECIALTY_LIMIT) {
  return { shown: specialties.slice(0, limit), more: Math.max(0, specialties.length - limit) };
}

/**
 * Spec 3 §2 "Vendor form": the keywords of a company name and the specialty each suggests (plumb;
 * electric; hvac, heating, cooling; roof; floor; pest; landscape, lawn; clean; security; appliance).
 * A keyword matches anywhere in the name, in any case ("Plumbers" holds "plumb").
 */
export const SPECIALTY_KEYWORDS: readonly { keywords: readonly string[]; specialty: MaintenanceCategory }[] = [
  { keywords: ['plumb'], specialty: 'plumbing' },
  { keywords: ['electric'], specialty: 'electrical' },
  { keywords: ['hvac', 'heating', 'cooling'], specialty: 'hvac' },
  { keywords: ['roof'], specialty: 'roofing' },
  { keywords: ['floor'], specialty: 'flooring' },
  { keywords: ['pest'], specialty: 'pest_control' },
  { keywords: ['landscape', 'lawn'], specialty: 'landscaping' },
  { keywords: ['clean'], specialty: 'cleaning' },
  { keywords: ['security'], specialty: 'security' },
  { keywords: ['appliance'], specialty: 'appliance' },
];

/** Suggestions are offered only for a company name longer than 3 characters (spec 3 §2). */
export const SUGGESTION_MIN_NAME_LENGTH = 4;

/**
 * The specialties a company name suggests (spec 3 §2), in the keyword table's order, each once; none
 * while the trimmed name is 3 characters or shorter.
 */
export function suggestSpecialties(companyName: string): MaintenanceCategory[] {
  const name = companyName.trim().toLowerCase();
  if (name.length < SUGGESTION_MIN_NAME_LENGTH) return [];
  return SPECIALTY_KEYWORDS.filter(({ keywords }) => keywords.some((k) => name.includes(k))).map((k) => k.specialty);
}

/** The suggestions not chosen yet (what "Apply Suggestions" would add). */
export function newSuggestions(companyName: string, chosen: readonly string[]): MaintenanceCategory[] {
  return suggestSpecialties(companyName).filter((s) => !chosen.includes(s));
}
