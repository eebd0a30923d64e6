/**
 * The data of the pickers (src/components/pickers): query options and the pure rules that shape and
 * order their options. Every picker scales to the large data set (1,000 properties, 10,000 units, 7,800
 * tenants): it loads at most one page (page 1, limit 100: spec 1 §7, spec 3 §9) and searches the server
 * for the rest, never a select of every record.
 */
import { queryOptions } from '@tanstack/react-query';
import { formatDate, formatPersonName } from '@/lib/format';
import { SUGGESTION_LIMIT } from '@/lib/search';
import {
  assignmentQueries,
  leaseQueries,
  propertyQueries,
  tenantQueries,
  unitQueries,
  vendorQueries,
  type VendorRecommendationParams,
} from './queries';
import { PICKER_PAGE } from './query-keys';
import type { Assignment, Lease, PropertyList, TenantSuggestion, Unit, UnitList, Vendor } from './schema.gen';

/** Pickers load page 1 with limit 100 (spec 1 §7 "Lists and pickers default to page 1 and limit 100"). */
export const PROPERTY_PICKER_PAGE = PICKER_PAGE;

/** How many matches a type-ahead picker lists (the suggestion endpoints allow up to 50 and 20). */
export const PICKER_SUGGESTION_LIMIT = 10;

/** One choice of a picker: its id and the text that names it. */
export interface PickerOption {
  id: string;
  name: string;
}

/** A picker's first page: its options, and whether they are every record (then a native select offers them all). */
export interface PickerFirstPage<T extends PickerOption = PickerOption> {
  options: T[];
  /** Every record is in `options` (at most one page of them). */
  complete: boolean;
  total: number;
}

// ------------------------------------------------------------------------------------------ properties

/** A property as a picker shows it. */
export type PropertyOption = PickerOption;
export type PropertyPickerFirstPage = PickerFirstPage<PropertyOption>;

export function toPickerFirstPage(answer: PropertyList): PropertyPickerFirstPage {
  return {
    options: answer.data.map((p) => ({ id: p.id, name: p.name })),
    complete: answer.meta.total <= answer.data.length,
    total: answer.meta.total,
  };
}

/**
 * GET /rental-properties?page=1&limit=100: the property picker's first page, and whether it holds them
 * all. Same key as the properties list's first page, so both share the cache and the property mutations
 * refresh the pickers too.
 */
export function propertyPickerFirstPageQuery() {
  return queryOptions({ ...propertyQueries.list(PROPERTY_PICKER_PAGE), select: toPickerFirstPage });
}

/** GET /rental-properties/{id}: the name of a chosen property that is not on the first page (null when gone). */
export function propertyNameQuery(id: string) {
  return queryOptions({ ...propertyQueries.detail(id), select: (property) => property?.name ?? null });
}

/** GET /rental-properties/suggestions?q&limit=5: the autocomplete (2 or more characters, cache 60 s; spec 1 §5, §9). */
export function propertyPickerSuggestionsQuery(q: string) {
  return propertyQueries.suggestions(q, SUGGESTION_LIMIT);
}

// ------------------------------------------------------------------------------------------- units

/** "Unit 101" (a commercial unit adds its business name). */
export const unitOptionName = (unit: Pick<Unit, 'unitNumber'> & { businessName?: string | null }) =>
  unit.businessName ? `Unit ${unit.unitNumber} – ${unit.businessName}` : `Unit ${unit.unitNumber}`;

export function toUnitFirstPage(answer: UnitList): PickerFirstPage {
  return {
    options: answer.data.map((u) => ({ id: u.id, name: unitOptionName(u) })),
    complete: answer.meta.total <= answer.data.length,
    total: answer.meta.total,
  };
}

/**
 * GET /units?rentalPropertyId&page=1&limit=100: the units of one property (spec 3 §7 "units list (page 1,
 * limit 100, rentalPropertyId filter)"). Disabled until a property is chosen.
 */
export function propertyUnitsFirstPageQuery(propertyId: string) {
  return queryOptions({
    ...unitQueries.list({ rentalPropertyId: propertyId, ...PICKER_PAGE }),
    enabled: Boolean(propertyId),
    select: toUnitFirstPage,
  });
}

/** GET /units/suggestions?q&propertyId&limit: a property's units matching `q` (a property with more than 100 units). */
export function unitPickerSuggestionsQuery(q: string, propertyId: string) {
  return unitQueries.suggestions(q, propertyId, PICKER_SUGGESTION_LIMIT);
}

/** GET /units/{id}: the name of a chosen unit that is not on the first page (null when gone). */
export function unitNameQuery(id: string) {
  return queryOptions({ ...unitQueries.detail(id), select: (unit) => (unit ? unitOptionName(unit) : null) });
}

// ----------------------------------------------------------------------------------------- tenants

/** GET /tenants/suggestions?q&limit=10: tenants whose name or email starts with (then contains) `q`. */
export function tenantSuggestionsQuery(q: string) {
  return queryOptions({
    ...tenantQueries.suggestions(q, PICKER_SUGGESTION_LIMIT),
    select: (answer): TenantSuggestion[] => answer.data,
  });
}

/** GET /tenants/{id}: the chosen tenant's name (null when gone; spec 2 §7 "a 404 gives none"). */
export function tenantNameQuery(id: string) {
  return queryOptions({
    ...tenantQueries.detail(id),
    select: (tenant) => (tenant ? formatPersonName(tenant) : null),
  });
}

/** A tenant assigned to a unit, as a picker offers it. */
export interface UnitTenantOption extends PickerOption {
  isPrimary: boolean;
}

/** The tenants of a unit's assignments, each once, primary tenants first, then by name. */
export function tenantsOfAssignments(assignments: readonly Assignment[]): UnitTenantOption[] {
  const byId = new Map<string, UnitTenantOption>();
  for (const a of assignments) {
    if (!a.tenant) continue;
    const known = byId.get(a.tenantId);
    byId.set(a.tenantId, {
      id: a.tenantId,
      name: formatPersonName(a.tenant),
      isPrimary: (known?.isPrimary ?? false) || a.isPrimary,
    });
  }
  return [...byId.values()].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.name.localeCompare(b.name));
}

/** The tenants assigned to a unit (spec 2 §2: the record-payment form's tenant choices). */
export function unitTenantsQuery(unitId: string) {
  return queryOptions({
    ...assignmentQueries.byUnit(unitId),
    select: (answer) => tenantsOfAssignments(answer.data),
  });
}

// ------------------------------------------------------------------------------------------ leases

/** A lease as the lease picker offers it: its number, tenants, unit(s) and dates. */
export interface LeaseOption extends PickerOption {
  leaseNumber: string;
  startDate: string;
  endDate: string;
  status: string;
  tenantNames: string[];
  unitNames: string[];
  /** The lease is already tied to the unit being assigned (one of the unit's assignments uses it). */
  tiedToUnit: boolean;
}

const unique = (values: string[]) => [...new Set(values)];

const unitNameOf = (a: Pick<Assignment, 'unit'>) =>
  a.unit
    ? `${unitOptionName(a.unit)}${a.unit.rentalProperty ? `, ${a.unit.rentalProperty.name}` : ''}`
    : 'Unknown unit';

/** "L-2026-001 · Maria Gonzalez, Ana Ruiz · Unit 101, Maple Court · 02/01/2026 – 01/31/2027". */
export function leaseOptionText(lease: Omit<LeaseOption, 'id' | 'name' | 'tiedToUnit' | 'status'>): string {
  return [
    lease.leaseNumber,
    lease.tenantNames.length ? lease.tenantNames.join(', ') : 'No tenants',
    lease.unitNames.length ? lease.unitNames.join('; ') : 'No unit',
    `${formatDate(lease.startDate)} – ${formatDate(lease.endDate)}`,
  ].join(' · ');
}

function leaseOption(
  lease: Pick<Lease, 'id' | 'leaseNumber' | 'startDate' | 'endDate' | 'status'>,
  assignments: readonly Assignment[],
  unitId: string,
): LeaseOption {
  const parts = {
    leaseNumber: lease.leaseNumber,
    startDate: lease.startDate,
    endDate: lease.endDate,
    tenantNames: unique(assignments.flatMap((a) => (a.tenant ? [formatPersonName(a.tenant)] : []))),
    unitNames: unique(assignments.map(unitNameOf)),
  };
  return {
    id: lease.id,
    name: leaseOptionText(parts),
    status: lease.status,
    tiedToUnit: Boolean(unitId) && assignments.some((a) => a.unitId === unitId),
    ...parts,
  };
}

/**
 * The lease picker's options: the leases already tied to `unitId` first (from the unit's own assignments,
 * so they lead even when the page of leases does not hold them), then the leases of the page in the
 * server's order (newest start date first), each once.
 */
export function toLeaseOptions(
  leases: readonly Lease[],
  unitAssignments: readonly Assignment[],
  unitId: string,
): LeaseOption[] {
  const tied = new Map<string, LeaseOption>();
  for (const a of unitAssignments) {
    if (!a.lease || tied.has(a.lease.id)) continue;
    const full = leases.find((l) => l.id === a.lease!.id);
    tied.set(
      a.lease.id,
      full
        ? leaseOption(full, full.tenantUnitAssignments, unitId)
        : leaseOption(
            a.lease,
            unitAssignments.filter((other) => other.leaseId === a.lease!.id),
            unitId,
          ),
    );
  }
  const rest = leases
    .map((l) => leaseOption(l, l.tenantUnitAssignments, unitId))
    .filter((option) => !tied.has(option.id));
  const tiedFromPage = rest.filter((o) => o.tiedToUnit);
  return [...tied.values(), ...tiedFromPage, ...rest.filter((o) => !o.tiedToUnit)];
}

/**
 * GET /leases?search&page=1&limit=100: leases whose number, tenants' names or unit numbers contain
 * `search` ('' for the first page), newest first.
 */
export function leaseSearchQuery(search: string) {
  const text = search.trim();
  return leaseQueries.list({ ...PICKER_PAGE, ...(text ? { search: text } : {}) });
}

// ----------------------------------------------------------------------------------------- vendors

/** An active vendor as the vendor picker offers it. */
export interface VendorOption extends PickerOption {
  companyName: string;
  contactName: string;
  averageRating: number | null;
  /** Marked with a star and listed first (spec 3 §2). */
  recommended: boolean;
}

/**
 * Spec 3 §2: recommended vendors (a star) first, then higher average rating (unrated last), then
 * company name. `recommendedIds` come from the vendor recommendation call.
 */
export function toVendorOptions(
  vendors: readonly Pick<Vendor, 'id' | 'companyName' | 'contactName' | 'averageRating' | 'isActive'>[],
  recommendedIds: ReadonlySet<string>,
): VendorOption[] {
  return vendors
    .filter((v) => v.isActive)
    .map((v) => ({
      id: v.id,
      name: v.companyName,
      companyName: v.companyName,
      contactName: v.contactName,
      averageRating: v.averageRating,
      recommended: recommendedIds.has(v.id),
    }))
    .sort(
      (a, b) =>
        Number(b.recommended) - Number(a.recommended) ||
        (b.averageRating ?? -1) - (a.averageRating ?? -1) ||
        a.companyName.localeCompare(b.companyName),
    );
}

/**
 * GET /vendors?isActive=true&search&page=1&limit=100: active vendors whose company name, contact name
 * or email contains `search` (spec 3 §2: the vendor picker lists only active vendors, searchable by
 * company or contact name; spec 3 §7: pickers use page 1, limit 100).
 */
export function activeVendorsQuery(search: string) {
  const text = search.trim();
  return vendorQueries.list({ ...PICKER_PAGE, isActive: true, ...(text ? { search: text } : {}) });
}

/** The recommended vendors' ids for a job (spec 3 §2: a star in the vendor picker). */
export function vendorRecommendationsQuery(params: VendorRecommendationParams) {
  return queryOptions({
    ...vendorQueries.recommendations(params),
    select: (list) => new Set(list.filter((v) => v.recommended).map((v) => v.id)) as ReadonlySet<string>,
  });
}

/** GET /vendors/{id}: the chosen vendor's company name (null when gone: a deactivated vendor is treated as gone). */
export function vendorNameQuery(id: string) {
  return queryOptions({ ...vendorQueries.detail(id), select: (vendor) => vendor?.companyName ?? null });
}

export type { VendorRecommendationParams };
