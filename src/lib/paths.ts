/**
 * Every route of the app (spec 1 §2, spec 2 §2, spec 3 §2), in one place: `ROUTE_PATTERNS` for the router
 * (src/app/router.tsx), `paths` to build a link or a navigation target. Never write a URL by hand:
 * `<RouterLink to={paths.units.detail(unit.id)}>`, `navigate(paths.properties.list())`,
 * `paths.units.list({ property: id })`. Ids are URL-encoded; empty filters and page 1 are left out.
 */

/** The router's path patterns, one per route. */
export const ROUTE_PATTERNS = {
  home: '/',
  callback: '/callback',
  dashboard: '/dashboard',
  search: '/search',
  properties: '/properties',
  property: '/properties/:id',
  units: '/units',
  unit: '/units/:id',
  tenants: '/tenants',
  tenant: '/tenants/:id',
  leases: '/leases',
  lease: '/leases/:id',
  /** A lease's move-out disposition of its deposits (beyond the specs' routes). */
  leaseDeposit: '/leases/:id/deposit',
  payments: '/payments',
  payment: '/payments/:id',
  rentRoll: '/rent-roll',
  overduePayments: '/overdue-payments',
  /** The leases whose deposits are to be returned, by deadline (beyond the specs' routes). */
  depositReturns: '/deposit-returns',
  maintenanceRequests: '/maintenance-requests',
  maintenanceRequestNew: '/maintenance-requests/new',
  maintenanceRequest: '/maintenance-requests/:id',
  maintenanceRequestEdit: '/maintenance-requests/:id/edit',
  /** The global search's link for a maintenance hit in the spec (spec 1 §2); redirects to the request. */
  maintenanceAlias: '/maintenance/:id',
  workOrders: '/work-orders',
  workOrder: '/work-orders/:id',
  vendors: '/vendors',
  vendor: '/vendors/:id',
  profile: '/profile',
  designSystem: '/design-system',
  designSystemTest: '/design-system-test',
  notFound: '*',
} as const;

/** A query-string value; `undefined`, `null`, `''` and `false` are left out. */
export type QueryValue = string | number | boolean | null | undefined;

/**
 * `path` with `params` as its query string, in the given order: empty values are left out, so is
 * `page` 1 (the default page); `true` is written `1` (`smart=1`). Values are encoded with
 * `encodeURIComponent` (a space is `%20`).
 */
export function withQuery(path: string, params: Readonly<Record<string, QueryValue>> = {}): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (name === 'page' && Number(value) <= 1) continue;
    const text = value === true ? '1' : String(value);
    parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(text)}`);
  }
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

const at = (base: string, id: string | number, suffix = '') => `${base}/${encodeURIComponent(String(id))}${suffix}`;

/** A list's page (1-based). */
interface Paged {
  page?: number;
}

/** The properties list: its page and whether the smart search panel is open. */
export interface PropertyListParams extends Paged {
  smart?: boolean;
}

/** The units list's filters (src/features/units/lib/unit-list-filters.ts reads them). */
export interface UnitListParams extends Paged {
  /** A property id. */
  property?: string;
  availability?: '' | 'available' | 'unavailable';
  bedrooms?: '' | '1' | '2' | '3+';
  smart?: boolean;
}

/** Tenants list (spec 2 §2): status and free-text search. */
export interface TenantListParams extends Paged {
  status?: string;
  search?: string;
  smart?: boolean;
}

/** Lease list (spec 2 §2): search text and status, paged 10 per page. */
export interface LeaseListParams extends Paged {
  status?: string;
  search?: string;
}

/** Overdue payments (spec 2 §2): property and severity. */
export interface OverduePaymentsParams {
  property?: string;
  severity?: string;
}

/** Deposit returns due: search (lease number, tenant), property, status (open, the default; final; all), page. */
export interface DepositReturnListParams extends Paged {
  search?: string;
  property?: string;
  status?: 'open' | 'final' | 'all';
}

/** Maintenance requests list (spec 3 §2): search, status, priority, category, page. */
export interface MaintenanceRequestListParams extends Paged {
  search?: string;
  status?: string;
  priority?: string;
  category?: string;
}

/** Work orders list (spec 3 §2): search, status, priority, vendor. */
export interface WorkOrderListParams extends Paged {
  search?: string;
  status?: string;
  priority?: string;
  /** A vendor id. */
  vendor?: string;
}

/** Vendors list (spec 3 §2): search, specialty, active status (default active). */
export interface VendorListParams extends Paged {
  search?: string;
  specialty?: string;
  active?: 'all' | 'active' | 'inactive';
}

/** Link and navigation targets, one per route (`ROUTE_PATTERNS`). */
export const paths = {
  home: ROUTE_PATTERNS.home,
  callback: ROUTE_PATTERNS.callback,
  dashboard: ROUTE_PATTERNS.dashboard,
  /** The full search results for `q` (the dropdown's "View all" link). */
  search: (q: string, page?: number) => withQuery(ROUTE_PATTERNS.search, { q: q.trim(), page }),
  properties: {
    list: (params: PropertyListParams = {}) => withQuery(ROUTE_PATTERNS.properties, { ...params }),
    detail: (id: string) => at(ROUTE_PATTERNS.properties, id),
  },
  units: {
    list: (params: UnitListParams = {}) => withQuery(ROUTE_PATTERNS.units, { ...params }),
    detail: (id: string) => at(ROUTE_PATTERNS.units, id),
  },
  tenants: {
    list: (params: TenantListParams = {}) => withQuery(ROUTE_PATTERNS.tenants, { ...params }),
    detail: (id: string) => at(ROUTE_PATTERNS.tenants, id),
  },
  leases: {
    list: (params: LeaseListParams = {}) => withQuery(ROUTE_PATTERNS.leases, { ...params }),
    detail: (id: string) => at(ROUTE_PATTERNS.leases, id),
    /** The lease's deposit disposition page. */
    deposit: (id: string) => at(ROUTE_PATTERNS.leases, id, '/deposit'),
  },
  payments: {
    /** The payments list (a prefilled record-payment dialog rides along as navigation state, spec 2 §2). */
    list: (params: Paged = {}) => withQuery(ROUTE_PATTERNS.payments, { ...params }),
    detail: (id: string) => at(ROUTE_PATTERNS.payments, id),
  },
  rentRoll: ROUTE_PATTERNS.rentRoll,
  overduePayments: (params: OverduePaymentsParams = {}) => withQuery(ROUTE_PATTERNS.overduePayments, { ...params }),
  depositReturns: (params: DepositReturnListParams = {}) => withQuery(ROUTE_PATTERNS.depositReturns, { ...params }),
  maintenanceRequests: {
    list: (params: MaintenanceRequestListParams = {}) => withQuery(ROUTE_PATTERNS.maintenanceRequests, { ...params }),
    new: ROUTE_PATTERNS.maintenanceRequestNew,
    detail: (id: string) => at(ROUTE_PATTERNS.maintenanceRequests, id),
    edit: (id: string) => at(ROUTE_PATTERNS.maintenanceRequests, id, '/edit'),
  },
  workOrders: {
    list: (params: WorkOrderListParams = {}) => withQuery(ROUTE_PATTERNS.workOrders, { ...params }),
    detail: (id: string) => at(ROUTE_PATTERNS.workOrders, id),
  },
  vendors: {
    list: (params: VendorListParams = {}) => withQuery(ROUTE_PATTERNS.vendors, { ...params }),
    detail: (id: string) => at(ROUTE_PATTERNS.vendors, id),
  },
  profile: ROUTE_PATTERNS.profile,
  designSystem: ROUTE_PATTERNS.designSystem,
  designSystemTest: ROUTE_PATTERNS.designSystemTest,
} as const;
