import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createQueryClient } from '@/lib/api/query-client';
import { createAppRouter } from './router';

// One query client for the providers and the routes' loaders (they start a route's first queries).
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
