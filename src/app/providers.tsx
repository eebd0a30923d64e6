import { useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { system } from '@/lib/theme';
import { createQueryClient } from '@/lib/api/query-client';
import { AppAuthProvider } from './auth-provider';

/** Providers every screen needs: design system, data cache, sign-in. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        <AppAuthProvider>{children}</AppAuthProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
