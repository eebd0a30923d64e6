import { useEffect, useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { appSystem } from '@/lib/theme';
import { createQueryClient, refetchWhenTheDayChanges } from '@/lib/api/query-client';
import { AppAuthProvider } from './auth-provider';

/**
 * Providers every screen needs: design system, data cache (fetched again when the day changes), sign-in.
 * The design system's global CSS is a stylesheet the page loads (`virtual:chakra-global.css`, see
 * `appSystem`), not written by this provider.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => refetchWhenTheDayChanges(client), [client]);
  return (
    <ChakraProvider value={appSystem}>
      <QueryClientProvider client={client}>
        <AppAuthProvider>{children}</AppAuthProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
