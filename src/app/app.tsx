import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/api/query-client';
import { getUserManager } from '@/lib/auth/user-manager';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

// One query client for the providers and the routes' loaders (they start a route's first queries).
const queryClient = createQueryClient();
// The API client's token getter is registered before the first route's loader asks for data (on a
// full load the loaders run before the auth provider renders).
getUserManager();
const router = createAppRouter(queryClient);

/**
 * Resolves once the router has matched the first location and loaded its route's chunk, i.e. when
 * the first render shows the page itself rather than the route's loading fallback.
 */
export function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
