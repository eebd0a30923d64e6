import { useEffect, useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { system } from '@/lib/theme';
import { createQueryClient, refetchWhenTheDayChanges } from '@/lib/api/query-client';
import { AppAuthProvider } from './auth-provider';

/** Providers every screen needs: design system, data cache (fetched again when the day changes), sign-in. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => refetchWhenTheDayChanges(client), [client]);
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        <AppAuthProvider>{children}</AppAuthProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
