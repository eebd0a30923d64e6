import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Box, HStack, Input, Kbd, Link, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { globalSearchQuery } from '../api/search-queries';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_DROPDOWN_MAX_HEIGHT,
  isSearchable,
  searchPageHref,
  showsViewAll,
} from '../lib/search-constants';
import { flattenItems, groupCountText, toSearchGroups } from '../lib/search-results';
import { SearchHitContent } from './search-hit';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * The top bar's global search (spec 1 §2 "Global search"): an ARIA combobox whose listbox groups
 * hits by Properties, Units, Tenants and Maintenance Requests.
 * - The dropdown opens at 2+ characters; the request waits until typing pauses for 300 ms.
 * - Cmd/Ctrl+K focuses the box from anywhere; Escape closes the dropdown and clears the box.
 * - ArrowDown/ArrowUp move through the hits (wrapping), Enter opens the highlighted hit; Enter with
 *   nothing highlighted opens the full results page (/search?q=…) — a choice, the spec is silent.
 * - Opening a hit clears the box.
 * Hidden below the md breakpoint by the shell's slot (src/app/shell/global-search-slot.tsx), which
 * owns the layout; the component itself renders at any width (stories, the slot).
 */
interface Highlight {
  index: number;
  /** The results and debounced text the index was chosen in. */
  data: unknown;
  q: string;
}

/** The highlighted index, or -1 when it was chosen in other results. */
function highlightFor(highlight: Highlight, data: unknown, q: string): number {
  return highlight.data === data && highlight.q === q ? highlight.index : -1;
}

export function GlobalSearch() {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const popupId = `${baseId}-popup`;
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  // The highlighted hit belongs to one set of results: it is -1 again as soon as the results or the
  // debounced text change (derived while rendering, no effect).
  const [highlight, setHighlight] = useState<Highlight>({ index: -1, data: undefined, q: '' });

  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const typedQuery = text.trim();
  const settled = debounced === typedQuery;
  const query = useQuery(globalSearchQuery({ q: debounced }));

  const groups = useMemo(() => toSearchGroups(query.data), [query.data]);
  const items = useMemo(() => flattenItems(groups), [groups]);
  const total = query.data?.meta.total ?? 0;
  const open = focused && isSearchable(typedQuery);
  const showResults = open && settled && query.isSuccess;
  const loading = open && (!settled || query.isFetching) && !showResults;

  const data = query.data;
  const activeIndex = highlightFor(highlight, data, debounced);
  const setActiveIndex = (next: (index: number) => number) =>
    setHighlight((current) => ({ index: next(highlightFor(current, data, debounced)), data, q: debounced }));

  // Cmd/Ctrl+K focuses the search from anywhere on the page. Attached before the box is painted (a
  // layout effect), so the shortcut works from the moment the box shows, even while the page is busy.
  useLayoutEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const clear = useCallback(() => {
    setText('');
    setHighlight((current) => ({ ...current, index: -1 }));
  }, []);

  const go = useCallback(
    (href: string) => {
      clear();
      setFocused(false);
      inputRef.current?.blur();
      navigate(href);
    },
    [clear, navigate],
  );

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        if (!showResults || items.length === 0) return;
        event.preventDefault();
        setActiveIndex((index) => (index + 1) % items.length);
        break;
      case 'ArrowUp':
        if (!showResults || items.length === 0) return;
        event.preventDefault();
        setActiveIndex((index) => (index <= 0 ? items.length - 1 : index - 1));
        break;
      case 'Enter': {
        const item = showResults ? items[activeIndex] : undefined;
        if (item) {
          event.preventDefault();
          go(item.href);
        } else if (isSearchable(typedQuery)) {
          event.preventDefault();
          go(searchPageHref(typedQuery));
        }
        break;
      }
      case 'Escape':
        event.preventDefault();
        clear();
        break;
    }
  }

  const hasListbox = showResults && items.length > 0;
  const activeItem = showResults && activeIndex >= 0 ? items[activeIndex] : undefined;
  const optionId = (key: string) => `${baseId}-option-${key.replace(/[^a-zA-Z0-9_-]/g, '_')}`;

  return (
    <Box
      ref={containerRef}
      position="relative"
      width="100%"
      maxWidth="480px"
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Box position="relative">
        <Input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label="Search"
          aria-autocomplete="list"
          aria-expanded={open}
          // The results' listbox; while the popup shows a status instead ("Searching...", "No results"),
          // the popup itself: an expanded combobox always names what it controls.
          aria-controls={hasListbox ? listboxId : open ? popupId : undefined}
          aria-activedescendant={activeItem ? optionId(activeItem.key) : undefined}
          autoComplete="off"
          placeholder="Search properties, units, tenants..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          pe="16"
          bg="bg"
        />
        <HStack
          position="absolute"
          right="2"
          top="50%"
          transform="translateY(-50%)"
          pointerEvents="none"
          aria-hidden="true"
        >
          <Kbd size="sm">{isMac ? '⌘' : 'Ctrl'}</Kbd>
          <Kbd size="sm">K</Kbd>
        </HStack>
      </Box>
      <Box
        id={popupId}
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
        {hasListbox && (
          <Box role="listbox" id={listboxId} aria-label="Search results">
            {groups
              .filter((group) => group.items.length > 0)
              .map((group) => {
                const headingId = `${baseId}-group-${group.key}`;
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
                      const active = activeItem?.key === item.key;
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
                            if (!active) setActiveIndex(() => items.indexOf(item));
                          }}
                          onClick={() => go(item.href)}
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
        {open && settled && query.isError && (
          // Not in the spec: a failed search says so instead of looking like "no results".
          <Text role="alert" px="3" py="3" color="fg.error">
            Search failed. Please try again.
          </Text>
        )}
        {showResults && items.length === 0 && (
          <Text role="status" px="3" py="3" color="fg.muted">
            No results found for &quot;{debounced}&quot;
          </Text>
        )}
        {showResults && showsViewAll(total) && (
          <Box borderTopWidth="1px" px="3" py="2">
            <Link asChild fontWeight="medium">
              <RouterLink
                to={searchPageHref(debounced)}
                onClick={() => {
                  clear();
                  setFocused(false);
                }}
              >
                View all {total} results
              </RouterLink>
            </Link>
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** The lazily-imported module's default (the shell's top bar uses React.lazy). */
export default GlobalSearch;
