/**
 * The roots of the query keys: the first element of every key, one per API resource (keys follow the
 * path, e.g. `['units', 'list', params]`; `/rental-properties` is `'properties'`, `/tenant-unit-assignments`
 * keeps its path). Build keys with the factories below (`unitKeys.detail(id)`), never by hand; what a
 * mutation refreshes is decided by the refresh table (`./refresh.ts`).
 */
export const QUERY_ROOTS = {
  properties: 'properties',
  units: 'units',
  assignments: 'tenant-unit-assignments',
  tenants: 'tenants',
  leases: 'leases',
  payments: 'payments',
  maintenanceRequests: 'maintenance-requests',
  workOrders: 'work-orders',
  vendors: 'vendors',
  dashboard: 'dashboard',
  search: 'search',
  depositReturns: 'deposit-returns',
} as const;

/** An API resource by its name in code (`maintenanceRequests`), the key of `QUERY_ROOTS`. */
export type QueryResource = keyof typeof QUERY_ROOTS;
export type QueryRoot = (typeof QUERY_ROOTS)[QueryResource];

/** Page 1, limit 100: what lists and pickers ask for by default (spec 1 §7, spec 2 §9, spec 3 §9). */
export const PICKER_PAGE = { page: 1, limit: 100 } as const;

/** A list page, with its filters (`{ page, limit, status, search }`); absent filters are left out. */
export type ListParams = Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * The keys every resource has: `all` (the root, to refresh everything of the resource), `lists()` /
 * `list(params)` (GET /<resource>?page&limit…), `searches()` / `search(params)` (GET /<resource>/search),
 * `allSuggestions()` / `suggestions(q)` (GET /<resource>/suggestions), `details()` / `detail(id)`
 * (GET /<resource>/{id}). Sub-resources of one record sit under its detail key
 * (`[root, 'detail', id, 'assignments']`), so refreshing a record refreshes them too.
 */
function resourceKeys<R extends QueryRoot>(root: R) {
  return {
    all: [root] as const,
    lists: () => [root, 'list'] as const,
    list: <P extends object = ListParams>(params: P) => [root, 'list', params] as const,
    searches: () => [root, 'search'] as const,
    search: <P extends object>(params: P) => [root, 'search', params] as const,
    allSuggestions: () => [root, 'suggestions'] as const,
    /** Suggestions for `q`; the limit is part of the key (a picker and a search box ask for different counts). */
    suggestions: (q: string, limit?: number) =>
      limit === undefined ? ([root, 'suggestions', q] as const) : ([root, 'suggestions', q, { limit }] as const),
    details: () => [root, 'detail'] as const,
    detail: (id: string) => [root, 'detail', id] as const,
  };
}

/** GET /rental-properties, /rental-properties/search, /rental-properties/suggestions, /rental-properties/{id}. */
export const propertyKeys = {
  ...resourceKeys(QUERY_ROOTS.properties),
  /** The property list page (GET /rental-properties?page&limit); the pickers' first page is `list(PICKER_PAGE)`. */
  list: (params: { page: number; limit: number }) => [QUERY_ROOTS.properties, 'list', params] as const,
  /** GET /rental-properties/{id}/statement?month: under the property's detail key. */
  statement: (id: string, month: string) => [QUERY_ROOTS.properties, 'detail', id, 'statement', { month }] as const,
};

/** GET /units (every page: `allRows()`), /units/search, /units/suggestions (by property), /units/{id}. */
export const unitKeys = {
  ...resourceKeys(QUERY_ROOTS.units),
  /** Every unit, all pages fetched (the units list filters on the client). */
  allRows: () => [QUERY_ROOTS.units, 'list', { all: true }] as const,
  /** The first page of `allRows()` as soon as it is in, while the others load (written by its query). */
  allRowsFirstPage: () => [QUERY_ROOTS.units, 'list', { all: true, firstPage: true }] as const,
  /** Suggestions for `q`, within one property when given ('' for every property), `limit` of them. */
  suggestions: (q: string, propertyId?: string, limit?: number) =>
    limit === undefined
      ? ([QUERY_ROOTS.units, 'suggestions', q, propertyId ?? ''] as const)
      : ([QUERY_ROOTS.units, 'suggestions', q, propertyId ?? '', { limit }] as const),
};

/** GET /tenant-unit-assignments, …/{id}, …/by-unit/{id}, …/by-tenant/{id}, …/by-lease/{id}. */
export const assignmentKeys = {
  ...resourceKeys(QUERY_ROOTS.assignments),
  byUnit: (unitId: string) => [QUERY_ROOTS.assignments, 'by-unit', unitId] as const,
  byTenant: (tenantId: string) => [QUERY_ROOTS.assignments, 'by-tenant', tenantId] as const,
  byLease: (leaseId: string) => [QUERY_ROOTS.assignments, 'by-lease', leaseId] as const,
};

/** GET /tenants, /tenants/search, /tenants/suggestions, /tenants/{id}. */
export const tenantKeys = resourceKeys(QUERY_ROOTS.tenants);

/** GET /leases, /leases/{id} and its sub-resources (assignments, documents, financial summary, fees). */
export const leaseKeys = {
  ...resourceKeys(QUERY_ROOTS.leases),
  assignments: (id: string) => [QUERY_ROOTS.leases, 'detail', id, 'assignments'] as const,
  documents: (id: string) => [QUERY_ROOTS.leases, 'detail', id, 'documents'] as const,
  financialSummary: (id: string) => [QUERY_ROOTS.leases, 'detail', id, 'financial-summary'] as const,
  /** GET /leases/{id}/ledger?from&to. */
  ledger: (id: string, range: { from?: string; to?: string }) =>
    [QUERY_ROOTS.leases, 'detail', id, 'ledger', range] as const,
  fees: (id: string, daysLate?: number) =>
    [QUERY_ROOTS.leases, 'detail', id, 'fees', { daysLate: daysLate ?? null }] as const,
  /** GET /leases/{id}/deposit-disposition: under the lease, so a change to the lease or its payments refreshes it. */
  depositDisposition: (id: string) => [QUERY_ROOTS.leases, 'detail', id, 'deposit-disposition'] as const,
};

/** GET /payments, /payments/{id}, /payments/by-{tenant,unit,property,lease}/{id}, /payments/overdue, /payments/summary/{id}. */
export const paymentKeys = {
  ...resourceKeys(QUERY_ROOTS.payments),
  by: (owner: 'tenant' | 'unit' | 'property' | 'lease', id: string) =>
    [QUERY_ROOTS.payments, `by-${owner}`, id] as const,
  overdue: () => [QUERY_ROOTS.payments, 'overdue'] as const,
  /** GET /payments/overdue?propertyId&severity(&page&limit): the report, or one page of it. */
  overdueReport: (params: object) => [QUERY_ROOTS.payments, 'overdue', params] as const,
  summary: (id: string, range: { startDate?: string; endDate?: string }) =>
    [QUERY_ROOTS.payments, 'summary', id, range] as const,
  /** GET /payments/aging?asOf&propertyId&page&limit. */
  aging: (params: object) => [QUERY_ROOTS.payments, 'aging', params] as const,
  /** GET /payments/rent-roll?month&page&limit. */
  rentRoll: (params: { month: string; page: number; limit: number }) =>
    [QUERY_ROOTS.payments, 'rent-roll', params] as const,
};

/** GET /maintenance-requests, /maintenance-requests/{id}, …/by-unit/{id}, …/by-property/{id}, …/overdue, …/summary. */
export const maintenanceRequestKeys = {
  ...resourceKeys(QUERY_ROOTS.maintenanceRequests),
  by: (owner: 'unit' | 'property', id: string) => [QUERY_ROOTS.maintenanceRequests, `by-${owner}`, id] as const,
  overdue: () => [QUERY_ROOTS.maintenanceRequests, 'overdue'] as const,
  summary: () => [QUERY_ROOTS.maintenanceRequests, 'summary'] as const,
};

/** GET /work-orders, /work-orders/{id}, …/by-vendor/{id}, …/by-property/{id}, …/active, …/pending-payment. */
export const workOrderKeys = {
  ...resourceKeys(QUERY_ROOTS.workOrders),
  by: (owner: 'vendor' | 'property', id: string) => [QUERY_ROOTS.workOrders, `by-${owner}`, id] as const,
  active: () => [QUERY_ROOTS.workOrders, 'active'] as const,
  pendingPayment: () => [QUERY_ROOTS.workOrders, 'pending-payment'] as const,
};

/** GET /vendors, /vendors/{id} (+ performance, work history), /vendors/by-specialty/{s}, /vendors/recommendations. */
export const vendorKeys = {
  ...resourceKeys(QUERY_ROOTS.vendors),
  bySpecialty: (specialty: string) => [QUERY_ROOTS.vendors, 'by-specialty', specialty] as const,
  recommendations: (params: { category: string; propertyId?: string; priority?: string }) =>
    [
      QUERY_ROOTS.vendors,
      'recommendations',
      { category: params.category, propertyId: params.propertyId ?? '', priority: params.priority ?? '' },
    ] as const,
  performance: (id: string) => [QUERY_ROOTS.vendors, 'detail', id, 'performance'] as const,
  workHistory: (id: string) => [QUERY_ROOTS.vendors, 'detail', id, 'work-history'] as const,
};

/** GET /dashboard/stats, /dashboard/activities?limit, /dashboard/revenue-chart?months. */
export const dashboardKeys = {
  all: [QUERY_ROOTS.dashboard] as const,
  stats: () => [QUERY_ROOTS.dashboard, 'stats'] as const,
  activities: (limit: number) => [QUERY_ROOTS.dashboard, 'activities', { limit }] as const,
  revenueChart: (months: number) => [QUERY_ROOTS.dashboard, 'revenue-chart', { months }] as const,
};

/** GET /deposit-returns?status&propertyId&search&page&limit. */
export const depositReturnKeys = {
  all: [QUERY_ROOTS.depositReturns] as const,
  lists: () => [QUERY_ROOTS.depositReturns, 'list'] as const,
  list: (params: object) => [QUERY_ROOTS.depositReturns, 'list', params] as const,
};

/** GET /search/global?q&limit&offset. */
export const searchKeys = {
  all: [QUERY_ROOTS.search] as const,
  global: (params: { q: string; limit: number; offset: number }) => [QUERY_ROOTS.search, 'global', params] as const,
};

/** Every key factory by resource name (the names of `QUERY_ROOTS`). */
export const queryKeys = {
  properties: propertyKeys,
  units: unitKeys,
  assignments: assignmentKeys,
  tenants: tenantKeys,
  leases: leaseKeys,
  payments: paymentKeys,
  maintenanceRequests: maintenanceRequestKeys,
  workOrders: workOrderKeys,
  vendors: vendorKeys,
  dashboard: dashboardKeys,
  search: searchKeys,
  depositReturns: depositReturnKeys,
} as const;
