import { useId, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { Box, HStack, Input, Kbd } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useComboboxKeyboard } from '@/components/search/use-combobox-keyboard';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { globalSearchQuery } from '../api/search-queries';
import { SEARCH_DEBOUNCE_MS, isSearchable, searchPageHref } from '../lib/search-constants';
import { flattenItems, toSearchGroups } from '../lib/search-results';
import { GlobalSearchPopup } from './global-search-popup';

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
/**
 * Cmd/Ctrl+K focuses the box from anywhere on the page. Attached before the box is painted (a layout
 * effect), so the shortcut works from the moment the box shows, even while the page is busy.
 */
function useFocusShortcut(inputRef: RefObject<HTMLInputElement | null>) {
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
  }, [inputRef]);
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
  useFocusShortcut(inputRef);

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

  const clear = () => {
    setText('');
    setActive(-1);
  };
  const go = (href: string) => {
    clear();
    setFocused(false);
    inputRef.current?.blur();
    void navigate(href);
  };
  // The highlighted hit belongs to one set of results and the text they answer.
  const { activeItem, setActive, onKeyDown } = useComboboxKeyboard({
    items: showResults ? items : [],
    listShown: showResults,
    answer: [query.data, debounced],
    onChoose: (item) => go(item.href),
    // Enter with nothing highlighted opens the full results page.
    onEnter: () => {
      if (!isSearchable(typedQuery)) return false;
      go(searchPageHref(typedQuery));
      return true;
    },
    onEscape: () => {
      clear();
      return true;
    },
  });

  const hasListbox = showResults && items.length > 0;
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
      <GlobalSearchPopup
        id={popupId}
        listboxId={listboxId}
        optionId={optionId}
        open={open}
        groups={groups}
        showResults={showResults}
        loading={loading}
        failed={settled && query.isError}
        searched={debounced}
        total={total}
        activeKey={activeItem?.key}
        onHighlight={(item) => setActive(items.indexOf(item))}
        onOpenHit={(item) => go(item.href)}
        onViewAll={() => {
          clear();
          setFocused(false);
        }}
      />
    </Box>
  );
}

/** The lazily-imported module's default (the shell's top bar uses React.lazy). */
export default GlobalSearch;
