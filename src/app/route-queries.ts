import type { RouteQueriesFrom } from '@/lib/api/route-queries';
import type { ROUTE_PATTERNS } from '@/lib/paths';

/**
 * Where each route's first queries are defined: its feature's `routes/<area>-route-queries.ts`,
 * beside the screen that reads them. Each entry imports only that small module (its query options
 * and URL parsing), so a loader or a link's prefetch never fetches another feature's code.
 */
export const ROUTE_QUERIES = {
  dashboard: () => import('@/features/dashboard/routes/dashboard-route-queries').then((m) => m.dashboardRouteQueries),
  properties: () => import('@/features/properties/routes/property-route-queries').then((m) => m.propertiesRouteQueries),
  property: () => import('@/features/properties/routes/property-route-queries').then((m) => m.propertyRouteQueries),
  units: () => import('@/features/units/routes/unit-route-queries').then((m) => m.unitsRouteQueries),
  unit: () => import('@/features/units/routes/unit-route-queries').then((m) => m.unitRouteQueries),
  tenants: () => import('@/features/tenants/routes/tenant-route-queries').then((m) => m.tenantsRouteQueries),
  tenant: () => import('@/features/tenants/routes/tenant-route-queries').then((m) => m.tenantRouteQueries),
  leases: () => import('@/features/leases/routes/lease-route-queries').then((m) => m.leasesRouteQueries),
  lease: () => import('@/features/leases/routes/lease-route-queries').then((m) => m.leaseRouteQueries),
  leaseDeposit: () =>
    import('@/features/deposits/routes/deposit-route-queries').then((m) => m.leaseDepositRouteQueries),
  depositReturns: () =>
    import('@/features/deposits/routes/deposit-route-queries').then((m) => m.depositReturnsRouteQueries),
  payments: () => import('@/features/payments/routes/payment-route-queries').then((m) => m.paymentsRouteQueries),
  payment: () => import('@/features/payments/routes/payment-route-queries').then((m) => m.paymentRouteQueries),
  rentRoll: () => import('@/features/payments/routes/payment-route-queries').then((m) => m.rentRollRouteQueries),
  overduePayments: () =>
    import('@/features/payments/routes/payment-route-queries').then((m) => m.overduePaymentsRouteQueries),
  maintenanceRequests: () =>
    import('@/features/maintenance-requests/routes/maintenance-request-route-queries').then(
      (m) => m.maintenanceRequestsRouteQueries,
    ),
  maintenanceRequest: () =>
    import('@/features/maintenance-requests/routes/maintenance-request-route-queries').then(
      (m) => m.maintenanceRequestRouteQueries,
    ),
  workOrders: () =>
    import('@/features/work-orders/routes/work-order-route-queries').then((m) => m.workOrdersRouteQueries),
  workOrder: () =>
    import('@/features/work-orders/routes/work-order-route-queries').then((m) => m.workOrderRouteQueries),
  vendors: () => import('@/features/vendors/routes/vendor-route-queries').then((m) => m.vendorsRouteQueries),
  vendor: () => import('@/features/vendors/routes/vendor-route-queries').then((m) => m.vendorRouteQueries),
} satisfies Partial<Record<keyof typeof ROUTE_PATTERNS, () => Promise<RouteQueriesFrom>>>;

/** A route with first queries. */
export type RouteWithQueries = keyof typeof ROUTE_QUERIES;
