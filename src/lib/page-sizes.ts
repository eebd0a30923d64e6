/**
 * Every list's page size, in one place (docs/architecture.md, "One look per meaning"). The specs fix
 * most of them, area by area, which is why a card list pages at 10, 20 or 100; where a spec is silent
 * the app pages a list of records at `RECORD_LIST_PAGE_SIZE` (spec 3's size for lists), a report's
 * table of rows at `REPORT_PAGE_SIZE`, and a report of one table per property at
 * `REPORT_SECTIONS_PAGE_SIZE` (each section holds a property's units).
 */

/** Spec 1 §7: lists and pickers default to page 1 and limit 100; also the `limit` of a list request. */
export const DEFAULT_PAGE_SIZE = 100;

/** Spec 3 §9: page size 20 for lists; the app's size for any list of records a spec leaves open. */
export const RECORD_LIST_PAGE_SIZE = 20;

/** A report's table of rows (overdue payments, aging), where no spec gives a size. */
export const REPORT_PAGE_SIZE = 50;

/** A report of one table per property (the rent roll): properties a page. */
export const REPORT_SECTIONS_PAGE_SIZE = 10;

/** Each list's page size: what its `Pager` shows and what its request asks for. */
export const PAGE_SIZES = {
  /** Spec 1 §9: property list page size 100. */
  properties: DEFAULT_PAGE_SIZE,
  /** Spec 1's default. */
  units: DEFAULT_PAGE_SIZE,
  /** Spec 2 §9: list fetches page 1, limit 100. */
  tenants: DEFAULT_PAGE_SIZE,
  /** Spec 2 §9: lease list page size 10. */
  leases: 10,
  /** Spec 2 §7, §9: the payments page uses limit 20. */
  payments: 20,
  /** Spec 3 §9: page size 20 for lists. */
  maintenanceRequests: RECORD_LIST_PAGE_SIZE,
  workOrders: RECORD_LIST_PAGE_SIZE,
  vendors: RECORD_LIST_PAGE_SIZE,
  /** Hits a page in each group of the search results page (the dropdown shows 10). */
  searchResults: RECORD_LIST_PAGE_SIZE,
  /** The leases whose deposit is to be returned: a list of records (the API's default page too). */
  depositReturns: RECORD_LIST_PAGE_SIZE,
  overdue: REPORT_PAGE_SIZE,
  aging: REPORT_PAGE_SIZE,
  rentRoll: REPORT_SECTIONS_PAGE_SIZE,
  /** The aging's totals per property: the first ones, then all on request (a large portfolio has hundreds). */
  agingPropertyTotals: REPORT_SECTIONS_PAGE_SIZE,
} as const;
