/**
 * The data of the pickers (src/components/pickers): query options and the pure rules that shape and
 * order their options. Every picker scales to the large data set (1,000 properties, 10,000 units, 7,800
 * tenants): it loads at most one page (page 1, limit 100: spec 1 §7, spec 3 §9) and searches the server
 * for the rest, never a select of every record.
 */
import { queryOptions } from '@tanstack/react-query';
import { formatDate, formatPersonName } from '@/lib/format';
import { SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS, SUGGESTIONS_STALE_MS } from '@/lib/search';
import { api, unwrap } from './client';
import { fetchRecord } from './deleted-records';
import { assignmentKeys, leaseKeys, PICKER_PAGE, propertyKeys, tenantKeys, unitKeys, vendorKeys } from './query-keys';
import type {
  Assignment,
  Lease,
  LeaseList,
  MaintenanceCategory,
  MaintenancePriority,
  PropertyList,
  PropertySuggestionList,
  TenantSuggestion,
  Unit,
  UnitList,
  Vendor,
  VendorRecommendation,
} from './schema.gen';

/** Pickers load page 1 with limit 100 (spec 1 §7 "Lists and pickers default to page 1 and limit 100"). */
export const PROPERTY_PICKER_PAGE = PICKER_PAGE;

/** A single record's cache (spec 1 §9 "Single property cache 60 s", "Unit query staleness 60 s"; spec 3 §9). */
export const SINGLE_ITEM_STALE_MS = 60_000;

/** Vendor recommendations stay fresh 5 minutes (spec 3 §7, §9). */
export const VENDOR_RECOMMENDATIONS_STALE_MS = 5 * 60_000;

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
  return queryOptions({
    queryKey: propertyKeys.list(PROPERTY_PICKER_PAGE),
    queryFn: () => unwrap(api.GET('/rental-properties', { params: { query: PROPERTY_PICKER_PAGE } })),
    select: toPickerFirstPage,
  });
}

/** GET /rental-properties/{id}: the name of a chosen property that is not on the first page (null when gone). */
export function propertyNameQuery(id: string) {
  return queryOptions({
    queryKey: propertyKeys.detail(id),
    queryFn: (context) =>
      fetchRecord(context, () => unwrap(api.GET('/rental-properties/{id}', { params: { path: { id } } }))),
    staleTime: SINGLE_ITEM_STALE_MS,
    enabled: Boolean(id),
    select: (property) => property?.name ?? null,
  });
}

/** GET /rental-properties/suggestions?q&limit=5: the autocomplete (2 or more characters, cache 60 s; spec 1 §5, §9). */
export function propertyPickerSuggestionsQuery(q: string) {
  const text = q.trim();
  return queryOptions({
    queryKey: propertyKeys.suggestions(text),
    queryFn: (): Promise<PropertySuggestionList> =>
      unwrap(api.GET('/rental-properties/suggestions', { params: { query: { q: text, limit: SUGGESTION_LIMIT } } })),
    enabled: text.length >= SUGGESTION_MIN_CHARS,
    staleTime: SUGGESTIONS_STALE_MS,
    retry: false,
  });
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
  const query = { rentalPropertyId: propertyId, ...PICKER_PAGE };
  return queryOptions({
    queryKey: unitKeys.list(query),
    queryFn: () => unwrap(api.GET('/units', { params: { query } })),
    enabled: Boolean(propertyId),
    select: toUnitFirstPage,
  });
}

/** GET /units/suggestions?q&propertyId&limit: a property's units matching `q` (a property with more than 100 units). */
export function unitPickerSuggestionsQuery(q: string, propertyId: string) {
  const text = q.trim();
  return queryOptions({
    queryKey: unitKeys.suggestions(text, propertyId),
    queryFn: () =>
      unwrap(
        api.GET('/units/suggestions', {
          params: { query: { q: text, propertyId: propertyId || undefined, limit: PICKER_SUGGESTION_LIMIT } },
        }),
      ),
    enabled: text.length >= SUGGESTION_MIN_CHARS,
    staleTime: SUGGESTIONS_STALE_MS,
    retry: false,
  });
}

/** GET /units/{id}: the name of a chosen unit that is not on the first page (null when gone). */
export function unitNameQuery(id: string) {
  return queryOptions({
    queryKey: unitKeys.detail(id),
    queryFn: (context) => fetchRecord(context, () => unwrap(api.GET('/units/{id}', { params: { path: { id } } }))),
    staleTime: SINGLE_ITEM_STALE_MS,
    enabled: Boolean(id),
    select: (unit) => (unit ? unitOptionName(unit) : null),
  });
}

// ----------------------------------------------------------------------------------------- tenants

/** GET /tenants/suggestions?q&limit=10: tenants whose name or email starts with (then contains) `q`. */
export function tenantSuggestionsQuery(q: string) {
  const text = q.trim();
  return queryOptions({
    queryKey: tenantKeys.suggestions(text),
    queryFn: () =>
      unwrap(api.GET('/tenants/suggestions', { params: { query: { q: text, limit: PICKER_SUGGESTION_LIMIT } } })),
    enabled: text.length >= SUGGESTION_MIN_CHARS,
    staleTime: SUGGESTIONS_STALE_MS,
    retry: false,
    select: (answer): TenantSuggestion[] => answer.data,
  });
}

/** GET /tenants/{id}: the chosen tenant's name (null when gone; spec 2 §7 "a 404 gives none"). */
export function tenantNameQuery(id: string) {
  return queryOptions({
    queryKey: tenantKeys.detail(id),
    queryFn: (context) => fetchRecord(context, () => unwrap(api.GET('/tenants/{id}', { params: { path: { id } } }))),
    staleTime: SINGLE_ITEM_STALE_MS,
    enabled: Boolean(id),
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

/**
 * GET /tenant-unit-assignments/by-unit/{id}: a unit's assignments, enriched (the lease picker puts the
 * unit's leases first). Same key as the unit page's assignment list, so both share the cache.
 */
export function unitAssignmentListQuery(unitId: string) {
  return queryOptions({
    queryKey: assignmentKeys.byUnit(unitId),
    queryFn: () => unwrap(api.GET('/tenant-unit-assignments/by-unit/{id}', { params: { path: { id: unitId } } })),
    enabled: Boolean(unitId),
  });
}

/** The tenants assigned to a unit (spec 2 §2: the record-payment form's tenant choices). */
export function unitTenantsQuery(unitId: string) {
  return queryOptions({
    ...unitAssignmentListQuery(unitId),
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
  const query = { ...PICKER_PAGE, ...(text ? { search: text } : {}) };
  return queryOptions({
    queryKey: leaseKeys.list(query),
    queryFn: (): Promise<LeaseList> => unwrap(api.GET('/leases', { params: { query } })),
  });
}

/** GET /leases/{id}: a chosen lease (its option when it is on no loaded page; null when gone). */
export function leaseDetailQuery(id: string) {
  return queryOptions({
    queryKey: leaseKeys.detail(id),
    queryFn: (context) => fetchRecord(context, () => unwrap(api.GET('/leases/{id}', { params: { path: { id } } }))),
    staleTime: SINGLE_ITEM_STALE_MS,
    enabled: Boolean(id),
  });
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
  const query = { ...PICKER_PAGE, isActive: true, ...(text ? { search: text } : {}) };
  return queryOptions({
    queryKey: vendorKeys.list(query),
    queryFn: () => unwrap(api.GET('/vendors', { params: { query } })),
  });
}

export interface VendorRecommendationParams {
  /** The job's category; the call runs only when it is set (spec 3 §7). */
  category?: MaintenanceCategory | '';
  propertyId?: string;
  priority?: MaintenancePriority | '';
}

/**
 * GET /vendors/recommendations?category&propertyId&priority: the ids of the recommended vendors. Runs
 * only with a category; a failure is an empty list (spec 3 §8); fresh 5 minutes (spec 3 §9).
 */
export function vendorRecommendationsQuery({ category = '', propertyId, priority }: VendorRecommendationParams) {
  return queryOptions({
    queryKey: vendorKeys.recommendations({ category, propertyId, priority }),
    queryFn: async (): Promise<VendorRecommendation[]> => {
      try {
        return await unwrap(
          api.GET('/vendors/recommendations', {
            params: {
              query: {
                category: category as MaintenanceCategory,
                ...(propertyId ? { propertyId } : {}),
                ...(priority ? { priority } : {}),
              },
            },
          }),
        );
      } catch (error) {
        console.error('Error loading vendor recommendations', error);
        return [];
      }
    },
    enabled: Boolean(category),
    staleTime: VENDOR_RECOMMENDATIONS_STALE_MS,
    retry: false,
    select: (list) => new Set(list.filter((v) => v.recommended).map((v) => v.id)) as ReadonlySet<string>,
  });
}

/** GET /vendors/{id}: the chosen vendor's company name (null when gone: a deactivated vendor is treated as gone). */
export function vendorNameQuery(id: string) {
  return queryOptions({
    queryKey: vendorKeys.detail(id),
    queryFn: (context) => fetchRecord(context, () => unwrap(api.GET('/vendors/{id}', { params: { path: { id } } }))),
    staleTime: SINGLE_ITEM_STALE_MS,
    enabled: Boolean(id),
    select: (vendor) => vendor?.companyName ?? null,
  });
}
