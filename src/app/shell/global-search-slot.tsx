import { lazy, Suspense } from 'react';
import { Box } from '@chakra-ui/react';

// The search feature's component, in its own chunk: the landing page and signed-out visitors never load it.
const GlobalSearch = lazy(() =>
  import('@/features/search/components/global-search').then((module) => ({ default: module.GlobalSearch })),
);

/** The top bar's place for the global search (signed-in only; hidden below md, spec 1 §2). */
export function GlobalSearchSlot() {
  return (
    <Box display={{ base: 'none', md: 'block' }} flex="1" maxW="xl" mx="6" data-testid="global-search-slot">
      <Suspense fallback={null}>
        <GlobalSearch />
      </Suspense>
    </Box>
  );
}
