import { Link as RouterLink } from 'react-router';
import { Box, HStack, Link, Spinner, Text } from '@chakra-ui/react';
import { SEARCH_DROPDOWN_MAX_HEIGHT, searchPageHref, showsViewAll } from '../lib/search-constants';
import { groupCountText, type SearchGroup, type SearchItem } from '../lib/search-results';
import { SearchHitContent } from './search-hit';

export interface GlobalSearchPopupProps {
  /** The popup's id, and the ids its groups and options derive from. */
  id: string;
  listboxId: string;
  optionId: (key: string) => string;
  open: boolean;
  /** The results, grouped; shown when `showResults`. */
  groups: readonly SearchGroup[];
  showResults: boolean;
  loading: boolean;
  failed: boolean;
  /** The text the results answer (the debounced one). */
  searched: string;
  total: number;
  activeKey: string | undefined;
  onHighlight: (item: SearchItem) => void;
  onOpenHit: (item: SearchItem) => void;
  /** "View all N results" was followed (the link navigates itself). */
  onViewAll: () => void;
}

/**
 * The global search's dropdown: the hits grouped by entity (the combobox's listbox), or a status
 * ("Searching...", "No results found…", a failure), and "View all N results" when there are more.
 */
export function GlobalSearchPopup({
  id,
  listboxId,
  optionId,
  open,
  groups,
  showResults,
  loading,
  failed,
  searched,
  total,
  activeKey,
  onHighlight,
  onOpenHit,
  onViewAll,
}: GlobalSearchPopupProps) {
  const shownGroups = showResults ? groups.filter((group) => group.items.length > 0) : [];
  return (
    <Box
      id={id}
      hidden={!open}
      position="absolute"
      top="calc(100% + 4px)"
      left="0"
      right="0"
      zIndex="dropdown"
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="lg"
      maxHeight={SEARCH_DROPDOWN_MAX_HEIGHT}
      overflowY="auto"
      // Keep focus in the box while clicking inside the dropdown (a click on a hit must not blur first).
      onMouseDown={(event) => {
        if (!(event.target as HTMLElement).closest('a')) event.preventDefault();
      }}
    >
      {shownGroups.length > 0 && (
        <Box role="listbox" id={listboxId} aria-label="Search results">
          {shownGroups.map((group) => {
            const headingId = `${id}-group-${group.key}`;
            return (
              <Box key={group.key} role="group" aria-labelledby={headingId} py="1">
                <HStack
                  justify="space-between"
                  px="3"
                  py="1.5"
                  fontSize="xs"
                  fontWeight="semibold"
                  textTransform="uppercase"
                  color="fg.muted"
                >
                  <span id={headingId}>{group.label}</span>
                  <Text as="span" textTransform="none" fontWeight="normal">
                    {groupCountText(group.items.length, group.totalHits)}
                  </Text>
                </HStack>
                {group.items.map((item) => {
                  const active = activeKey === item.key;
                  return (
                    <Box
                      key={item.key}
                      id={optionId(item.key)}
                      role="option"
                      aria-selected={active}
                      px="3"
                      py="2"
                      cursor="pointer"
                      bg={active ? 'bg.emphasized' : undefined}
                      _hover={{ bg: 'bg.muted' }}
                      // Pointer movement (not mere appearance under a resting pointer) highlights a hit.
                      onMouseMove={() => {
                        if (!active) onHighlight(item);
                      }}
                      onClick={() => onOpenHit(item)}
                    >
                      <SearchHitContent item={item} />
                    </Box>
                  );
                })}
              </Box>
            );
          })}
        </Box>
      )}
      {loading && (
        <HStack role="status" px="3" py="3" gap="2" color="fg.muted">
          <Spinner size="sm" aria-hidden="true" />
          <Text>Searching...</Text>
        </HStack>
      )}
      {open && failed && (
        // Not in the spec: a failed search says so instead of looking like "no results".
        <Text role="alert" px="3" py="3" color="fg.error">
          Search failed. Please try again.
        </Text>
      )}
      {showResults && shownGroups.length === 0 && (
        <Text role="status" px="3" py="3" color="fg.muted">
          No results found for &quot;{searched}&quot;
        </Text>
      )}
      {showResults && showsViewAll(total) && (
        <Box borderTopWidth="1px" px="3" py="2">
          <Link asChild fontWeight="medium">
            <RouterLink to={searchPageHref(searched)} onClick={onViewAll}>
              View all {total} results
            </RouterLink>
          </Link>
        </Box>
      )}
    </Box>
  );
}
