import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { dashboardPageQueries } from '@/features/dashboard/api/dashboard-queries';
import { leasesListQuery } from '@/features/leases/api/lease-queries';
import { statusFromParam } from '@/features/leases/lib/lease-display';
import { requestListQuery } from '@/features/maintenance-requests/api/maintenance-request-queries';
import { requestFiltersFromParams } from '@/features/maintenance-requests/lib/maintenance-request-list-filters';
import {
  agingQuery,
  overduePaymentsQuery,
  paymentsListQuery,
  rentRollQuery,
} from '@/features/payments/api/payment-queries';
import { agingFiltersFromParams, isAgingView } from '@/features/payments/lib/aging-report';
import { overdueFiltersFromParams } from '@/features/payments/lib/overdue-report';
import { paymentFiltersFromParams } from '@/features/payments/lib/payment-list-filters';
import { monthFromParams } from '@/features/payments/lib/rent-roll';
import { propertiesListQuery } from '@/features/properties/api/property-queries';
import { tenantsListQuery } from '@/features/tenants/api/tenant-queries';
import { basicFiltersFromParams as tenantFiltersFromParams } from '@/features/tenants/lib/tenant-list-filters';
import { vendorsListQuery } from '@/features/vendors/api/vendor-queries';
import { vendorFiltersFromParams } from '@/features/vendors/lib/vendor-list-filters';
import { vendorFilterQuery, workOrderListQuery } from '@/features/work-orders/api/work-order-queries';
import {
  leaseQueries,
  maintenanceRequestQueries,
  paymentQueries,
  propertyQueries,
  tenantQueries,
  unitQueries,
  vendorQueries,
  workOrderQueries,
} from '@/lib/api/queries';
import { todayIso } from '@/lib/format';
import { pageFromParams } from '@/lib/page-param';
import type { ROUTE_PATTERNS } from '@/lib/paths';

type Queries = readonly object[];
type RouteQueries = (search: URLSearchParams, id: string) => Queries;

/**
 * The first queries of each route, from its URL: the same options its screen then reads, so the
 * fetch starts with the navigation, alongside the route's lazy chunk, instead of after its first
 * render. Smart-search modes are left to their screens (their searches start from typed criteria).
 */
const FIRST_QUERIES: Partial<Record<keyof typeof ROUTE_PATTERNS, RouteQueries>> = {
  dashboard: () => dashboardPageQueries(),
  properties: (s) => (s.get('smart') === '1' ? [] : [propertiesListQuery(pageFromParams(s))]),
  property: (_, id) => [propertyQueries.detail(id)],
  units: (s) => (s.get('smart') === '1' ? [] : [unitQueries.allRows()]),
  unit: (_, id) => [unitQueries.detail(id)],
  tenants: (s) =>
    s.get('smart') === '1' ? [] : [tenantsListQuery({ page: pageFromParams(s), ...tenantFiltersFromParams(s) })],
  tenant: (_, id) => [tenantQueries.detail(id)],
  leases: (s) => [
    leasesListQuery({ search: s.get('search') ?? '', status: statusFromParam(s.get('status')) }, pageFromParams(s)),
  ],
  lease: (_, id) => [leaseQueries.detail(id)],
  payments: (s) => [paymentsListQuery(paymentFiltersFromParams(s), pageFromParams(s))],
  payment: (_, id) => [paymentQueries.detail(id)],
  rentRoll: (s) => [rentRollQuery(monthFromParams(s, todayIso().slice(0, 7)), pageFromParams(s))],
  overduePayments: (s) => [
    isAgingView(s.get('view'))
      ? agingQuery(agingFiltersFromParams(s, todayIso()), pageFromParams(s))
      : overduePaymentsQuery(overdueFiltersFromParams(s), pageFromParams(s)),
  ],
  maintenanceRequests: (s) => [requestListQuery(requestFiltersFromParams(s), pageFromParams(s))],
  maintenanceRequest: (_, id) => [maintenanceRequestQueries.detail(id)],
  workOrders: (s) => [workOrderListQuery(s), vendorFilterQuery()],
  workOrder: (_, id) => [workOrderQueries.detail(id)],
  vendors: (s) => [vendorsListQuery(vendorFiltersFromParams(s), pageFromParams(s))],
  vendor: (_, id) => [vendorQueries.detail(id)],
};

/** Starts the route's first queries in `queryClient` (none for a route without an entry). */
export function prefetchFirstQueries(
  queryClient: QueryClient,
  route: keyof typeof ROUTE_PATTERNS,
  search: URLSearchParams,
  id: string,
): void {
  for (const options of FIRST_QUERIES[route]?.(search, id) ?? [])
    // Each entry is a query layer's options (typed where it is built); the client takes any of them.
    void queryClient.prefetchQuery(options as FetchQueryOptions);
}
