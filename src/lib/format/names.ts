import { MISSING } from './missing';

/** What a screen shows for a person whose record is missing (spec 2 §2: "Tenant (Unknown if missing)"). */
export const UNKNOWN_PERSON = 'Unknown';

type Named = { firstName: string; lastName: string };

/** "Maria Gonzalez"; `UNKNOWN_PERSON` when the record is missing or both names are blank. */
export function formatPersonName(person: Named | null | undefined): string {
  const name = person ? `${person.firstName} ${person.lastName}`.trim() : '';
  return name || UNKNOWN_PERSON;
}

type Address = {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  country?: string | null;
};

/**
 * "12 Birch Rd, Springfield, IL, 62704, USA": the parts a record has, in postal order, empty ones
 * skipped; `MISSING` when it has none.
 */
export function formatAddress(record: Address | null | undefined): string {
  const parts = record ? [record.address, record.city, record.state, record.zipCode, record.country] : [];
  return parts.filter((part) => part && part.trim()).join(', ') || MISSING;
}
