import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Box, Field, Input } from '@chakra-ui/react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { SEARCH_DEBOUNCE_MS, SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS } from '@/lib/search';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useComboboxKeyboard } from './use-combobox-keyboard';

/** The query that loads the suggestions for a (debounced) text; `select` the list out of the answer. */
export type SuggestionsQuery<T, TAnswer = unknown, TKey extends QueryKey = QueryKey> = (
  text: string,
) => UseQueryOptions<TAnswer, Error, readonly T[], TKey>;

export interface SuggestionInputProps<T, TAnswer = unknown, TKey extends QueryKey = QueryKey> {
  /** The box's accessible name (visually hidden; the placeholder shows). */
  label: string;
  placeholder?: string;
  /** The accessible name of the suggestion list. */
  listLabel: string;
  /** The text in the box. */
  value: string;
  /** Typing. */
  onValueChange: (text: string) => void;
  /** Enter with no suggestion highlighted (the typed text), or a chosen suggestion (its value). */
  onCommit: (text: string) => void;
  /** Loads suggestions for the text once typing has paused. */
  suggestionsQuery: SuggestionsQuery<T, TAnswer, TKey>;
  /** The text a chosen suggestion puts in the box. */
  getSuggestionValue: (item: T) => string;
  getSuggestionKey: (item: T) => string;
  renderSuggestion: (item: T) => ReactNode;
  /** Defaults: 300 ms, 2 characters, 5 suggestions (spec 1 §9). */
  debounceMs?: number;
  minChars?: number;
  maxSuggestions?: number;
  /**
   * A chosen suggestion (click, or Enter on the highlighted one). When given it is called instead of
   * `onCommit` for suggestions, e.g. to pick a record by id; typed text still goes to `onCommit`.
   */
  onSelect?: (item: T) => void;
  /** Leaving the box. */
  onBlur?: () => void;
  /** Show the label above the box (a form field) instead of only to assistive technology. */
  showLabel?: boolean;
  /** Form field state: the required marker, the invalid state and its message under the box. */
  required?: boolean;
  invalid?: boolean;
  errorText?: string;
  helperText?: ReactNode;
}

/**
 * A text box with autocomplete, following the ARIA combobox pattern (list autocomplete, focus stays in
 * the box, the highlighted option is `aria-activedescendant`):
 * - suggestions load once typing has paused for 300 ms, from 2 characters (after trimming), at most 5;
 * - ArrowDown opens the list and moves down, ArrowUp moves up (both wrap);
 * - Enter chooses the highlighted suggestion, or commits the typed text when none is highlighted;
 * - Escape closes an open list (and does not reach a surrounding dialog); leaving the box closes it;
 * - the list is at most 300px high and scrolls.
 */
export function SuggestionInput<T, TAnswer = unknown, TKey extends QueryKey = QueryKey>({
  label,
  placeholder,
  listLabel,
  value,
  onValueChange,
  onCommit,
  suggestionsQuery,
  getSuggestionValue,
  getSuggestionKey,
  renderSuggestion,
  debounceMs = SEARCH_DEBOUNCE_MS,
  minChars = SUGGESTION_MIN_CHARS,
  maxSuggestions = SUGGESTION_LIMIT,
  onSelect,
  onBlur,
  showLabel = false,
  required,
  invalid,
  errorText,
  helperText,
}: SuggestionInputProps<T, TAnswer, TKey>) {
  const baseId = useId();
  const listboxId = `${baseId}-suggestions`;
  const ids = { control: `${baseId}-input`, helperText: `${baseId}-helper`, errorText: `${baseId}-error` };
  const showError = Boolean(invalid && errorText);
  // Helper and error texts describe the box (like the form fields of src/components/form-fields).
  const describedBy =
    [helperText ? ids.helperText : null, showError ? ids.errorText : null].filter(Boolean).join(' ') || undefined;
  const [open, setOpen] = useState(false);
  // The list closes a moment after the box loses focus (so a click on an option lands first); coming
  // back to the box or typing cancels that close, or a blur just before would shut the list reopened.
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openList = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const debounced = useDebouncedValue(value, debounceMs);
  const options = suggestionsQuery(debounced);
  const suggestions = useQuery({
    ...options,
    enabled: debounced.trim().length >= minChars && (options.enabled ?? true),
  });
  const items = value.trim().length >= minChars ? (suggestions.data ?? []).slice(0, maxSuggestions) : [];
  const showList = open && items.length > 0;

  const choose = (item: T) => {
    if (onSelect) onSelect(item);
    else onCommit(getSuggestionValue(item));
    setOpen(false);
    setActive(-1);
  };
  const { active, setActive, onKeyDown } = useComboboxKeyboard({
    items,
    listShown: showList,
    answer: [suggestions.data],
    onOpen: openList,
    onChoose: choose,
    onEnter: () => {
      onCommit(value);
      setOpen(false);
      return true;
    },
    onEscape: () => {
      if (!open) return false;
      setOpen(false);
      setActive(-1);
      return true;
    },
  });

  const list = showList && (
    <Box
      as="ul"
      id={listboxId}
      role="listbox"
      aria-label={listLabel}
      position="absolute"
      zIndex="dropdown"
      top="100%"
      mt="1"
      left="0"
      right="0"
      maxH="300px"
      overflowY="auto"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      shadow="lg"
      listStyleType="none"
      py="1"
    >
      {items.map((item, index) => (
        <Box
          as="li"
          key={getSuggestionKey(item)}
          id={`${listboxId}-${index}`}
          role="option"
          aria-selected={index === active}
          px="3"
          py="2"
          cursor="pointer"
          bg={index === active ? 'bg.muted' : undefined}
          _hover={{ bg: 'bg.muted' }}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => choose(item)}
        >
          {renderSuggestion(item)}
        </Box>
      ))}
    </Box>
  );

  return (
    <Field.Root ids={ids} required={required} invalid={invalid}>
      <Field.Label srOnly={!showLabel}>
        {label}
        {showLabel ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {/* The list hangs under the box itself, above any helper or error text. */}
      <Box position="relative" w="full">
        <Input
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-activedescendant={showList && active >= 0 ? `${listboxId}-${active}` : undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          onChange={(e) => {
            onValueChange(e.target.value);
            openList();
          }}
          onFocus={openList}
          onBlur={() => {
            clearTimeout(closeTimer.current);
            closeTimer.current = setTimeout(() => setOpen(false), 150);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
          // The required marker and aria-required come from the Field; the native attribute would
          // bring the browser's own validation bubble.
          required={false}
          aria-required={required || undefined}
          aria-describedby={describedBy}
        />
        {list}
      </Box>
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {showError ? <Field.ErrorText>{errorText}</Field.ErrorText> : null}
    </Field.Root>
  );
}
