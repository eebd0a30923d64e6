import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { QUERY_ROOTS, type QueryResource } from './query-keys';

/**
 * Which cached areas a mutation refreshes: THE table (spec 1 §7 "After each mutation the affected lists
 * are refreshed", spec 2 §7 "Lists are refreshed after each mutation", spec 3 §7 "After answers"). A
 * mutation hook calls `refreshAfter(queryClient, 'unit.update', { units: id, properties: propertyId })`
 * in its `onSuccess`, after its own cache writes (the saved record put in the cache, a deleted record
 * marked gone); it never lists keys itself.
 *
 * An area is a resource (`'units'`: everything cached under `['units']`) or one part of it
 * (`'units.list'`, `'units.search'`, `'units.suggestions'`, `'units.detail'`). `'<resource>.detail'` is
 * the detail of the record whose id the mutation passes for that resource, and every detail of the
 * resource when it passes none (better one refetch too many than a stale page).
 */
export type RefreshPart = 'list' | 'search' | 'suggestions' | 'detail';
export type RefreshArea = QueryResource | `${QueryResource}.${RefreshPart}`;

/** The ids a mutation knows, by resource: `{ units: unitId, properties: propertyId }`. */
export type RefreshIds = Partial<Record<QueryResource, string | null | undefined>>;

// Areas shared by several rows of the table; each says why.

/** A property's lists and what is computed from properties (dashboard figures, global search). */
const PROPERTY_LISTS = [
  'properties.list',
  'properties.search',
  'properties.suggestions',
  'dashboard',
  'search',
] as const satisfies readonly RefreshArea[];

/**
 * A unit's lists, its property (the property page lists its units and occupancy; property cards count
 * them) and figures built on units (dashboard, global search).
 */
const UNIT_LISTS = [
  'units.list',
  'units.search',
  'units.suggestions',
  'properties.detail',
  'properties.list',
  'properties.search',
  'dashboard',
  'search',
] as const satisfies readonly RefreshArea[];

/** The records that link tenants to units (a tenant's and a lease's assignments list them). */
const TENANCY = ['assignments', 'tenants', 'leases'] as const satisfies readonly RefreshArea[];

/** Rows of later areas that show a property's or unit's name (payments, requests, work orders). */
const ROWS_NAMING_PLACES = ['payments', 'maintenanceRequests', 'workOrders'] as const satisfies readonly RefreshArea[];

/**
 * An assignment: every assignment list (by unit, tenant, lease), the unit (its availability) and the
 * unit lists, the property (occupancy) and property list, the tenants and leases that list their
 * assignments, the dashboard and search.
 */
const AFTER_ASSIGNMENT = [
  'units.detail',
  'units.list',
  'units.search',
  'properties.detail',
  'properties.list',
  ...TENANCY,
  'dashboard',
  'search',
] as const satisfies readonly RefreshArea[];

/** A tenant's lists and search (suggestions too), and the figures built on tenants. */
const TENANT_LISTS = [
  'tenants.list',
  'tenants.search',
  'tenants.suggestions',
  'dashboard',
  'search',
] as const satisfies readonly RefreshArea[];

/**
 * A changed tenant: also its detail, and the rows that show its name: assignments (with the leases
 * that list them) and payments.
 */
const AFTER_TENANT_CHANGE = [
  ...TENANT_LISTS,
  'tenants.detail',
  'assignments',
  'leases',
  'payments',
] as const satisfies readonly RefreshArea[];

/**
 * A changed lease: the lease lists and its detail (with its sub-resources), the assignments that carry
 * its summary (number, dates, status), the tenants (their active-lease flag) and the dashboard.
 */
const AFTER_LEASE_CHANGE = [
  'leases.list',
  'leases.detail',
  'assignments',
  'tenants',
  'dashboard',
] as const satisfies readonly RefreshArea[];

/**
 * A payment: every payment list (by tenant, unit, property, lease, overdue, aging, summaries), the revenue
 * figures, and its lease's detail, under which the lease's ledger is cached.
 */
const AFTER_PAYMENT = ['payments', 'dashboard', 'leases.detail'] as const satisfies readonly RefreshArea[];

/**
 * A finalized deposit disposition wrote payments (move-out charges, the deposit applied, the refund): the
 * lease (its disposition and ledger sit under its detail), every payment list with the aging and overdue
 * report, the dashboard (revenue and the deposit returns due) and the deposit returns list.
 */
const AFTER_DEPOSIT_FINALIZE = [
  'leases.detail',
  'payments',
  'dashboard',
  'depositReturns',
] as const satisfies readonly RefreshArea[];

/** Spec 3 §7: after maintenance request mutations the request caches refresh (and the dashboard's counts, search). */
const AFTER_MAINTENANCE_REQUEST = [
  'maintenanceRequests',
  'dashboard',
  'search',
] as const satisfies readonly RefreshArea[];

/**
 * Spec 3 §7: after work order and vendor mutations the work order caches and the maintenance request
 * caches refresh (a request's status follows its work orders, so the dashboard's counts too).
 */
const AFTER_WORK_ORDER = ['workOrders', 'maintenanceRequests', 'dashboard'] as const satisfies readonly RefreshArea[];
const AFTER_VENDOR = ['vendors', 'workOrders', 'maintenanceRequests'] as const satisfies readonly RefreshArea[];

/**
 * The refresh table: mutation → the areas it refreshes. Properties, units and assignments keep the
 * behaviour their hook tests pin; the later areas follow the specs' rules above.
 */
export const REFRESH_AFTER = {
  // Properties (spec 1 §7).
  'property.create': PROPERTY_LISTS,
  /** Unit rows and details show the property's name and address, and so do assignment rows. */
  'property.update': [...PROPERTY_LISTS, 'properties.detail', 'units', 'assignments', ...ROWS_NAMING_PLACES],
  /** Photos added, removed or reordered: the property and the lists that show its photos. */
  'property.photos': [...PROPERTY_LISTS, 'properties.detail'],
  /** The property's units and their assignments went with it. */
  'property.delete': [...PROPERTY_LISTS, 'units', ...TENANCY, ...ROWS_NAMING_PLACES],

  // Units (spec 1 §7).
  'unit.create': UNIT_LISTS,
  /** Assignment rows carry their unit (number, rent). */
  'unit.update': [...UNIT_LISTS, 'assignments', ...ROWS_NAMING_PLACES],
  'unit.photos': [...UNIT_LISTS, 'units.detail'],
  /** Its assignments went with it (the hook also drops the unit's own assignment list). */
  'unit.delete': [...UNIT_LISTS, ...TENANCY, ...ROWS_NAMING_PLACES],

  // Tenant-unit assignments (spec 2 §7).
  'assignment.create': AFTER_ASSIGNMENT,
  'assignment.bulkCreate': AFTER_ASSIGNMENT,
  'assignment.update': AFTER_ASSIGNMENT,
  'assignment.delete': AFTER_ASSIGNMENT,

  // Tenants (spec 2 §7).
  'tenant.create': TENANT_LISTS,
  'tenant.update': AFTER_TENANT_CHANGE,
  'tenant.status': AFTER_TENANT_CHANGE,
  /** A document uploaded or removed: only the tenant's page lists its documents. */
  'tenant.documents': ['tenants.detail'],
  /** Its assignments went with it: the units they occupied are free again. */
  'tenant.delete': [...AFTER_TENANT_CHANGE, 'units.detail', 'units.list', 'units.search', 'properties.detail'],

  // Leases (spec 2 §7).
  'lease.create': ['leases.list', 'dashboard'],
  'lease.update': AFTER_LEASE_CHANGE,
  /** Sign, execute, move-in, move-out, terminate, rent increase. */
  'lease.lifecycle': AFTER_LEASE_CHANGE,
  'lease.documents': ['leases.detail'],
  /** Assignments lose their lease; payments keep a lease id that no longer resolves. */
  'lease.delete': ['leases.list', 'assignments', 'tenants', 'payments', 'dashboard'],

  // Payments (spec 2 §7).
  'payment.create': AFTER_PAYMENT,
  'payment.update': AFTER_PAYMENT,
  'payment.status': AFTER_PAYMENT,
  'payment.lateFee': AFTER_PAYMENT,
  'payment.generateLateFees': AFTER_PAYMENT,
  'payment.delete': AFTER_PAYMENT,

  // A lease's deposit disposition (beyond the specs).
  /** A draft saved: its disposition (under the lease) and its row of the deposit returns (status, figures). */
  'deposit.save': ['leases.detail', 'depositReturns'],
  'deposit.finalize': AFTER_DEPOSIT_FINALIZE,
  /** A photo's upload URL only reserves a file: the draft that lists it is saved afterwards. */
  'deposit.photo': [],

  // Maintenance requests (spec 3 §7 "After answers").
  'maintenanceRequest.create': AFTER_MAINTENANCE_REQUEST,
  'maintenanceRequest.update': AFTER_MAINTENANCE_REQUEST,
  'maintenanceRequest.status': AFTER_MAINTENANCE_REQUEST,
  'maintenanceRequest.approve': AFTER_MAINTENANCE_REQUEST,
  'maintenanceRequest.photos': AFTER_MAINTENANCE_REQUEST,

  // Work orders (spec 3 §7 "After answers").
  'workOrder.create': AFTER_WORK_ORDER,
  /** Assign vendor, schedule, reschedule, start, complete, invoice. */
  'workOrder.action': AFTER_WORK_ORDER,
  'workOrder.photos': AFTER_WORK_ORDER,

  // Vendors (spec 3 §7 "After answers"; deactivation is the delete call).
  'vendor.create': AFTER_VENDOR,
  'vendor.update': AFTER_VENDOR,
  'vendor.delete': AFTER_VENDOR,
} as const satisfies Record<string, readonly RefreshArea[]>;

export type RefreshMutation = keyof typeof REFRESH_AFTER;

/** The query key (prefix) one area stands for, given the mutation's ids. */
export function areaKey(area: RefreshArea, ids: RefreshIds = {}): QueryKey {
  const [resource, part] = area.split('.') as [QueryResource, RefreshPart | undefined];
  const root = QUERY_ROOTS[resource];
  if (!part) return [root];
  const id = part === 'detail' ? ids[resource] : undefined;
  return id ? [root, part, id] : [root, part];
}

const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.length <= key.length && prefix.every((part, index) => part === key[index]);

/**
 * The keys a mutation refreshes: one per area, without those another one already covers (a whole
 * resource covers its parts).
 */
export function refreshKeys(mutation: RefreshMutation, ids: RefreshIds = {}): QueryKey[] {
  const keys = (REFRESH_AFTER[mutation] as readonly RefreshArea[]).map((area) => areaKey(area, ids));
  return keys.filter(
    (key, index) =>
      !keys.some((other, otherIndex) =>
        otherIndex < index ? startsWith(key, other) : other.length < key.length && startsWith(key, other),
      ),
  );
}

/** Marks what `mutation` changed stale (REFRESH_AFTER); the queries on screen refetch. */
export async function refreshAfter(
  queryClient: QueryClient,
  mutation: RefreshMutation,
  ids: RefreshIds = {},
): Promise<void> {
  await Promise.all(refreshKeys(mutation, ids).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
