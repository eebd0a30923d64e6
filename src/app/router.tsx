import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  Navigate,
  useParams,
  type RouteObject,
} from 'react-router';
import { mockMode, routerBasename } from '@/lib/config';
import { paths, ROUTE_PATTERNS } from '@/lib/paths';
import { LoadingState } from '@/components/page-states';
import { AppShell } from './shell/app-shell';
import { RequireAuth } from './require-auth';
import { RouteErrorBoundary } from './route-error-boundary';
import { routeQueriesLoader, startRouteQueries } from './route-loaders';
import { registerRoutePrefetch } from './route-prefetch';
import { ROUTE_QUERIES, type RouteWithQueries } from './route-queries';

/** /maintenance/{id} (the global search's link in the spec) lands on the request's detail page. */
function MaintenanceAlias() {
  const { id } = useParams();
  return <Navigate to={paths.maintenanceRequests.detail(id ?? '')} replace />;
}

/**
 * The route table of spec 1 §2 and spec 3 §2. Every page is a lazy chunk (`lazy` modules export
 * `Component`); every route but `/` (and the sign-in callback) requires a signed-in user. Given the
 * app's query client, a route's loader starts its first queries (`ROUTE_QUERIES`: each route's
 * `routes/<area>-route-queries.ts`, which its screen reads too) alongside the chunk; without one
 * (tests, stories) the screens fetch on render.
 */
export function appRoutes(queryClient?: QueryClient): RouteObject[] {
  // A route with first queries carries its name as its id (the prefetch on intent finds them by it).
  const loader = (route: RouteWithQueries) => routeQueriesLoader(queryClient, route);
  return [
    {
      element: <AppShell />,
      errorElement: <RouteErrorBoundary />,
      // Shown while the first page's lazy chunk loads, instead of a blank screen.
      hydrateFallbackElement: <LoadingState label="Loading…" minHeight="100vh" />,
      children: [
        { index: true, lazy: () => import('@/features/landing/routes/landing-route') },
        { path: ROUTE_PATTERNS.callback, lazy: () => import('@/features/auth/routes/callback-route') },
        {
          element: <RequireAuth />,
          children: [
            {
              path: ROUTE_PATTERNS.dashboard,
              id: 'dashboard',
              loader: loader('dashboard'),
              lazy: () => import('@/features/dashboard/routes/dashboard-route'),
            },
            { path: ROUTE_PATTERNS.search, lazy: () => import('@/features/search/routes/search-results-route') },
            {
              path: ROUTE_PATTERNS.properties,
              id: 'properties',
              loader: loader('properties'),
              lazy: () => import('@/features/properties/routes/properties-list-route'),
            },
            {
              path: ROUTE_PATTERNS.property,
              id: 'property',
              loader: loader('property'),
              lazy: () => import('@/features/properties/routes/property-detail-route'),
            },
            {
              path: ROUTE_PATTERNS.units,
              id: 'units',
              loader: loader('units'),
              lazy: () => import('@/features/units/routes/units-list-route'),
            },
            {
              path: ROUTE_PATTERNS.unit,
              id: 'unit',
              loader: loader('unit'),
              lazy: () => import('@/features/units/routes/unit-detail-route'),
            },
            {
              path: ROUTE_PATTERNS.tenants,
              id: 'tenants',
              loader: loader('tenants'),
              lazy: () => import('@/features/tenants/routes/tenants-list-route'),
            },
            {
              path: ROUTE_PATTERNS.tenant,
              id: 'tenant',
              loader: loader('tenant'),
              lazy: () => import('@/features/tenants/routes/tenant-detail-route'),
            },
            {
              path: ROUTE_PATTERNS.leases,
              id: 'leases',
              loader: loader('leases'),
              lazy: () => import('@/features/leases/routes/leases-list-route'),
            },
            {
              path: ROUTE_PATTERNS.lease,
              id: 'lease',
              loader: loader('lease'),
              lazy: () => import('@/features/leases/routes/lease-detail-route'),
            },
            {
              path: ROUTE_PATTERNS.leaseDeposit,
              id: 'leaseDeposit',
              loader: loader('leaseDeposit'),
              lazy: () => import('@/features/deposits/routes/deposit-disposition-route'),
            },
            {
              path: ROUTE_PATTERNS.payments,
              id: 'payments',
              loader: loader('payments'),
              lazy: () => import('@/features/payments/routes/payments-list-route'),
            },
            {
              path: ROUTE_PATTERNS.payment,
              id: 'payment',
              loader: loader('payment'),
              lazy: () => import('@/features/payments/routes/payment-detail-route'),
            },
            {
              path: ROUTE_PATTERNS.rentRoll,
              id: 'rentRoll',
              loader: loader('rentRoll'),
              lazy: () => import('@/features/payments/routes/rent-roll-route'),
            },
            {
              path: ROUTE_PATTERNS.overduePayments,
              id: 'overduePayments',
              loader: loader('overduePayments'),
              lazy: () => import('@/features/payments/routes/overdue-payments-route'),
            },
            {
              path: ROUTE_PATTERNS.depositReturns,
              id: 'depositReturns',
              loader: loader('depositReturns'),
              lazy: () => import('@/features/deposits/routes/deposit-returns-list-route'),
            },
            {
              path: ROUTE_PATTERNS.maintenanceRequests,
              id: 'maintenanceRequests',
              loader: loader('maintenanceRequests'),
              lazy: () => import('@/features/maintenance-requests/routes/maintenance-requests-list-route'),
            },
            {
              path: ROUTE_PATTERNS.maintenanceRequestNew,
              lazy: () => import('@/features/maintenance-requests/routes/maintenance-request-create-route'),
            },
            {
              path: ROUTE_PATTERNS.maintenanceRequest,
              id: 'maintenanceRequest',
              loader: loader('maintenanceRequest'),
              lazy: () => import('@/features/maintenance-requests/routes/maintenance-request-detail-route'),
            },
            {
              path: ROUTE_PATTERNS.maintenanceRequestEdit,
              lazy: () => import('@/features/maintenance-requests/routes/maintenance-request-edit-route'),
            },
            { path: ROUTE_PATTERNS.maintenanceAlias, element: <MaintenanceAlias /> },
            {
              path: ROUTE_PATTERNS.workOrders,
              id: 'workOrders',
              loader: loader('workOrders'),
              lazy: () => import('@/features/work-orders/routes/work-orders-list-route'),
            },
            {
              path: ROUTE_PATTERNS.workOrder,
              id: 'workOrder',
              loader: loader('workOrder'),
              lazy: () => import('@/features/work-orders/routes/work-order-detail-route'),
            },
            {
              path: ROUTE_PATTERNS.vendors,
              id: 'vendors',
              loader: loader('vendors'),
              lazy: () => import('@/features/vendors/routes/vendors-list-route'),
            },
            {
              path: ROUTE_PATTERNS.vendor,
              id: 'vendor',
              loader: loader('vendor'),
              lazy: () => import('@/features/vendors/routes/vendor-detail-route'),
            },
            { path: ROUTE_PATTERNS.profile, lazy: () => import('@/features/profile/routes/profile-route') },
            {
              path: ROUTE_PATTERNS.designSystem,
              lazy: () => import('@/features/design-system/routes/design-system-route'),
            },
            {
              path: ROUTE_PATTERNS.designSystemTest,
              lazy: () => import('@/features/design-system/routes/design-system-test-route'),
            },
          ],
        },
        { path: ROUTE_PATTERNS.notFound, lazy: () => import('@/features/not-found/routes/not-found-route') },
      ],
    },
    // The simulated identity provider's pages (mock mode only; compiled out of production builds).
    ...(mockMode ? [{ path: 'mock-idp/*', lazy: () => import('@/features/mock-idp/routes/mock-idp-route') }] : []),
  ];
}

/** The route table without loaders (tests and stories render screens that fetch on their own). */
export const routes = appRoutes();

/**
 * Each route's `lazy` imports its module once: the prefetch on intent and the router's navigation
 * then share one promise. A second `import()` of a module already loaded still resolves a task later,
 * and after a click the browser runs that task only after its next frame, so a navigation would wait
 * a frame before it starts rendering. A failed import is tried again next time.
 */
export function importOnce(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    let loading: ReturnType<Extract<typeof lazy, (...args: never[]) => unknown>> | undefined;
    return {
      ...route,
      ...(typeof lazy === 'function'
        ? {
            lazy: () =>
              (loading ??= lazy().catch((error: unknown) => {
                loading = undefined;
                throw error;
              })),
          }
        : {}),
      ...(children ? { children: importOnce(children) } : {}),
    } as RouteObject;
  });
}

export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(importOnce(appRoutes(queryClient)), { basename: routerBasename || undefined });
  registerRoutePrefetch((to) => {
    const url = new URL(to, window.location.origin);
    for (const { route, params } of matchRoutes(router.routes, url.pathname) ?? []) {
      // The same import the router makes on navigation: the module is then in the browser's cache.
      if (typeof route.lazy === 'function') void route.lazy();
      if (route.id && route.id in ROUTE_QUERIES)
        void startRouteQueries(queryClient, route.id as RouteWithQueries, url.searchParams, params.id ?? '');
    }
  });
  return router;
}

/** For tests and stories: the same routes in memory, starting at `initialPath`. */
export function createTestRouter(initialPath = '/') {
  return createMemoryRouter(routes, { initialEntries: [initialPath] });
}
