import { useEffect, useState, type ComponentType } from 'react';
import { Box } from '@chakra-ui/react';

type SearchComponent = ComponentType<Record<string, never>>;
let loaded: SearchComponent | null = null;

/**
 * The top bar's place for the global search (signed-in only; hidden below md, spec 1 §2).
 *
 * The search feature's component is loaded in its own chunk after the shell shows (the landing page
 * and signed-out visitors never load it). A plain dynamic import rather than React.lazy: a lazy
 * component suspending inside the router's start-up transition held back the whole first paint.
 */
export function GlobalSearchSlot() {
  const [Search, setSearch] = useState<SearchComponent | null>(() => loaded);

  useEffect(() => {
    if (loaded) return;
    let active = true;
    import('@/features/search/components/global-search')
      .then((module) => {
        loaded = module.GlobalSearch as SearchComponent;
        if (active) setSearch(() => loaded);
      })
      .catch((error: unknown) => console.error('Global search failed to load', error));
    return () => {
      active = false;
    };
  }, []);

  return (
    <Box display={{ base: 'none', md: 'block' }} flex="1" maxW="xl" mx="6">
      {Search ? <Search /> : null}
    </Box>
  );
}
