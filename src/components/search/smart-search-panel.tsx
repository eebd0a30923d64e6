import { type ReactNode } from 'react';
import { Box, Button, Card, Checkbox, Field, HStack, Input, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import type { QueryKey } from '@tanstack/react-query';
import { useDebouncedText } from '@/lib/use-debounced-value';
import { SuggestionInput, type SuggestionInputProps } from './suggestion-input';

/** The meta of a search answer, for "N results found in X ms". */
export interface SmartSearchResultMeta {
  total: number;
  processingTimeMs: number;
}

export interface SmartSearchPanelProps<T, TAnswer = unknown, TKey extends QueryKey = QueryKey> {
  /** The text box with suggestions (label, placeholder, list label, query and rendering of a suggestion). */
  searchBox: Omit<SuggestionInputProps<T, TAnswer, TKey>, 'value' | 'onValueChange' | 'onCommit'>;
  /** The text searched for, as it is in the URL. */
  text: string;
  /** Writes the text to the URL (debounced while typing; at once on Enter or a chosen suggestion). */
  onTextChange: (text: string) => void;
  /** The filter grid's fields (FilterSelect, TextFilter, a picker). */
  filters: ReactNode;
  /** Switches shown before the result line (e.g. FilterToggle). */
  toggles?: ReactNode;
  /** A search is running and has no answer yet: "Searching…". */
  busy: boolean;
  /** The current answer's meta; null while nothing is searched for. */
  result: SmartSearchResultMeta | null | undefined;
  /** Clear All: resets every filter. */
  onClearAll: () => void;
  /** Whether any filter is set (Clear All is disabled otherwise). */
  hasCriteria: boolean;
  /** The results (an error state and the list), under the panel's controls. */
  children?: ReactNode;
}

/**
 * The shell of a smart search (spec 1 §2: properties and units; tenants, vendors and the other areas copy
 * it): a text box with suggestions (300 ms debounce, 2 or more characters, 5 suggestions, arrow, Enter and
 * Escape keys), a grid of filters, optional switches, the result count with the processing time, Clear
 * All, and the results. Each area passes only its filters and its result rendering.
 */
export function SmartSearchPanel<T, TAnswer = unknown, TKey extends QueryKey = QueryKey>({
  searchBox,
  text,
  onTextChange,
  filters,
  toggles,
  busy,
  result,
  onClearAll,
  hasCriteria,
  children,
}: SmartSearchPanelProps<T, TAnswer, TKey>) {
  const query = useDebouncedText(text, onTextChange);
  const status = (
    <Box aria-live="polite" minH="6">
      {busy ? (
        <HStack>
          <Spinner size="sm" /> <Text>Searching…</Text>
        </HStack>
      ) : result ? (
        <Text fontSize="sm" color="fg.muted">
          {result.total.toLocaleString('en-US')} {result.total === 1 ? 'result' : 'results'} found in{' '}
          {Math.round(result.processingTimeMs)}ms
        </Text>
      ) : null}
    </Box>
  );
  const clearAll = (
    <Button size="sm" variant="outline" onClick={onClearAll} disabled={!hasCriteria}>
      Clear All
    </Button>
  );

  return (
    <Card.Root variant="outline" role="search" aria-label="Smart search">
      <Card.Body gap="4" p={{ base: '3', md: '5' }}>
        <SuggestionInput {...searchBox} value={query.text} onValueChange={query.setText} onCommit={query.commit} />

        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3">
          {filters}
        </SimpleGrid>

        {toggles ? (
          <HStack justify="space-between" wrap="wrap" gap="3">
            <HStack gap="5" wrap="wrap">
              {toggles}
            </HStack>
            <HStack gap="3" wrap="wrap">
              {status}
              {clearAll}
            </HStack>
          </HStack>
        ) : (
          <HStack justify="space-between" wrap="wrap" gap="2">
            {status}
            {clearAll}
          </HStack>
        )}

        {children}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * A typed filter of a smart search (city, rent): kept locally while typing, written (to the URL) once
 * typing pauses; shows the URL's value when it changes from outside (Clear All, back button).
 */
export function TextFilter({
  label,
  value,
  onChange,
  placeholder,
  type,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** `money`: a number box for an amount (0 or more, cents). */
  type?: 'text' | 'money';
}) {
  const text = useDebouncedText(value, onChange);
  const money = type === 'money' ? ({ type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const) : {};
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input {...money} value={text.text} onChange={(e) => text.setText(e.target.value)} placeholder={placeholder} />
    </Field.Root>
  );
}

/** An on/off filter of a smart search (Available Only, Pet Friendly). */
export function FilterToggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(d) => onChange(d.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
