import { createBrowserRouter, createMemoryRouter, Navigate, useParams, type RouteObject } from 'react-router';
import { mockMode, routerBasename } from '@/lib/config';
import { AppShell } from './shell/app-shell';
import { RequireAuth } from './require-auth';
import { RouteErrorBoundary } from './route-error-boundary';
import { LoadingState } from '@/components/page-states';

/** /maintenance/{id} (the global search's link in the spec) lands on the request's detail page. */
function MaintenanceAlias() {
  const { id } = useParams();
  return <Navigate to={`/maintenance-requests/${id ?? ''}`} replace />;
}

/**
 * The route table of spec 1 §2 and spec 3 §2. Every page is a lazy chunk (`lazy` modules export
 * `Component`); every route but `/` (and the sign-in callback) requires a signed-in user.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorBoundary />,
    // Shown while the first page's lazy chunk loads, instead of a blank screen.
    hydrateFallbackElement: <LoadingState label="Loading…" minHeight="100vh" />,
    children: [
      { index: true, lazy: () => import('@/features/landing/routes/landing-route') },
      { path: 'callback', lazy: () => import('@/features/auth/routes/callback-route') },
      {
        element: <RequireAuth />,
        children: [
          { path: 'dashboard', lazy: () => import('@/features/dashboard/routes/dashboard-route') },
          { path: 'search', lazy: () => import('@/features/search/routes/search-results-route') },
          { path: 'properties', lazy: () => import('@/features/properties/routes/properties-list-route') },
          { path: 'properties/:id', lazy: () => import('@/features/properties/routes/property-detail-route') },
          { path: 'units', lazy: () => import('@/features/units/routes/units-list-route') },
          { path: 'units/:id', lazy: () => import('@/features/units/routes/unit-detail-route') },
          { path: 'tenants', lazy: () => import('@/features/tenants/routes/tenants-list-route') },
          { path: 'tenants/:id', lazy: () => import('@/features/tenants/routes/tenant-detail-route') },
          { path: 'leases', lazy: () => import('@/features/leases/routes/leases-list-route') },
          { path: 'leases/:id', lazy: () => import('@/features/leases/routes/lease-detail-route') },
          { path: 'payments', lazy: () => import('@/features/payments/routes/payments-list-route') },
          { path: 'payments/:id', lazy: () => import('@/features/payments/routes/payment-detail-route') },
          { path: 'rent-roll', lazy: () => import('@/features/payments/routes/rent-roll-route') },
          { path: 'overdue-payments', lazy: () => import('@/features/payments/routes/overdue-payments-route') },
          {
            path: 'maintenance-requests',
            lazy: () => import('@/features/maintenance-requests/routes/maintenance-requests-list-route'),
          },
          {
            path: 'maintenance-requests/new',
            lazy: () => import('@/features/maintenance-requests/routes/maintenance-request-create-route'),
          },
          {
            path: 'maintenance-requests/:id',
            lazy: () => import('@/features/maintenance-requests/routes/maintenance-request-detail-route'),
          },
          {
            path: 'maintenance-requests/:id/edit',
            lazy: () => import('@/features/maintenance-requests/routes/maintenance-request-edit-route'),
          },
          { path: 'maintenance/:id', element: <MaintenanceAlias /> },
          { path: 'work-orders', lazy: () => import('@/features/work-orders/routes/work-orders-list-route') },
          { path: 'work-orders/:id', lazy: () => import('@/features/work-orders/routes/work-order-detail-route') },
          { path: 'vendors', lazy: () => import('@/features/vendors/routes/vendors-list-route') },
          { path: 'vendors/:id', lazy: () => import('@/features/vendors/routes/vendor-detail-route') },
          { path: 'profile', lazy: () => import('@/features/profile/routes/profile-route') },
          { path: 'design-system', lazy: () => import('@/features/design-system/routes/design-system-route') },
          {
            path: 'design-system-test',
            lazy: () => import('@/features/design-system/routes/design-system-test-route'),
          },
        ],
      },
      { path: '*', lazy: () => import('@/features/not-found/routes/not-found-route') },
    ],
  },
  // The simulated identity provider's pages (mock mode only; compiled out of production builds).
  ...(mockMode ? [{ path: 'mock-idp/*', lazy: () => import('@/features/mock-idp/routes/mock-idp-route') }] : []),
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: routerBasename || undefined });
}

/** For tests and stories: the same routes in memory, starting at `initialPath`. */
export function createTestRouter(initialPath = '/') {
  return createMemoryRouter(routes, { initialEntries: [initialPath] });
}
