/**
 * The query layer: for every GET path of the contract, its key (from `../query-keys`) and its fetcher,
 * defined once, as TanStack Query options per resource (`unitQueries.detail(id)`). Screens, pickers,
 * forms and route loaders read data only through these; a feature's `api/<area>-queries.ts` only turns
 * its screen's filters into a contract query and adds screen options (`placeholderData`, `enabled`).
 */
export { assignmentQueries, fetchAssignment } from './assignments';
export { dashboardQueries } from './dashboard';
export { depositQueries } from './deposits';
export { fetchLeaseDocument, leaseQueries } from './leases';
export { maintenanceRequestQueries } from './maintenance-requests';
export { fetchAllPayments, fetchWholeAging, fetchWholeRentRoll, paymentQueries } from './payments';
export { propertyQueries } from './properties';
export { searchQueries } from './search';
export { LARGEST_PAGE, SINGLE_ITEM_STALE_MS, type GetQuery } from './shared';
export { TENANT_GC_MS, tenantQueries } from './tenants';
export { fetchAllUnits, UNIT_STALE_MS, unitQueries } from './units';
export {
  VENDOR_RECOMMENDATIONS_STALE_MS,
  vendorQueries,
  WORK_HISTORY_LIMIT,
  type VendorRecommendationParams,
} from './vendors';
export { workOrderQueries } from './work-orders';
