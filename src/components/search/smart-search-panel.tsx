import { Fragment, type ReactNode } from 'react';
import { Box, Button, Card, Checkbox, HStack, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import type { QueryKey } from '@tanstack/react-query';
import { useDebouncedText } from '@/lib/use-debounced-value';
import { FilterSelect, type FilterOption } from '../filter-select';
import { SuggestionInput, type SuggestionInputProps } from './suggestion-input';
import { TextFilter } from './text-filter';

/** The meta of a search answer, for "N results found in X ms". */
export interface SmartSearchResultMeta {
  total: number;
  processingTimeMs: number;
}

/** The keys of `F` whose values are of type `V`. */
type KeysOf<F, V> = { [K in keyof F]: F[K] extends V ? K : never }[keyof F];

/**
 * One field of a smart search's filter grid, written to `values[key]`: a select, a typed filter, or an
 * area's own control (`node`, e.g. a picker that pages its options).
 */
export type SmartSearchField<F> =
  | { kind: 'select'; key: KeysOf<F, string>; label: string; options: readonly FilterOption[]; placeholder?: string }
  | { kind: 'text'; key: KeysOf<F, string>; label: string; placeholder?: string; type?: 'text' | 'money' }
  | { kind: 'node'; key: string; node: ReactNode };

/** An on/off filter of a smart search, written to `values[key]`. */
export interface SmartSearchToggle<F> {
  key: KeysOf<F, boolean>;
  label: string;
}

export interface SmartSearchPanelProps<
  F extends { q: string },
  T,
  TAnswer = unknown,
  TKey extends QueryKey = QueryKey,
> {
  /** The text box with suggestions (label, placeholder, list label, query and rendering of a suggestion). */
  searchBox: Omit<SuggestionInputProps<T, TAnswer, TKey>, 'value' | 'onValueChange' | 'onCommit'>;
  /** The filters as they are in the URL; `q` is the text searched for. */
  values: F;
  /**
   * Writes changed filters to the URL (the text debounced while typing; at once on Enter or a chosen
   * suggestion).
   */
  onChange: (change: Partial<F>) => void;
  /** Every filter empty: what Clear All writes. */
  empty: F;
  /** The filter grid's fields, in order. */
  fields: readonly SmartSearchField<F>[];
  /** Switches shown before the result line. */
  toggles?: readonly SmartSearchToggle<F>[];
  /** A search is running and has no answer yet: "Searching…". */
  busy: boolean;
  /** The current answer's meta; null while nothing is searched for. */
  result: SmartSearchResultMeta | null | undefined;
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
export function SmartSearchPanel<F extends { q: string }, T, TAnswer = unknown, TKey extends QueryKey = QueryKey>({
  searchBox,
  values,
  onChange,
  empty,
  fields,
  toggles,
  busy,
  result,
  hasCriteria,
  children,
}: SmartSearchPanelProps<F, T, TAnswer, TKey>) {
  const query = useDebouncedText(values.q, (q) => onChange({ q } as Partial<F>));
  const set = (key: keyof F, value: F[keyof F]) => onChange({ [key]: value } as Partial<F>);
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
    <Button size="sm" variant="outline" onClick={() => onChange({ ...empty })} disabled={!hasCriteria}>
      Clear All
    </Button>
  );

  return (
    <Card.Root variant="outline" role="search" aria-label="Smart search">
      <Card.Body gap="4" p={{ base: '3', md: '5' }}>
        <SuggestionInput {...searchBox} value={query.text} onValueChange={query.setText} onCommit={query.commit} />

        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3">
          {fields.map((field) =>
            field.kind === 'node' ? (
              <Fragment key={field.key}>{field.node}</Fragment>
            ) : field.kind === 'select' ? (
              <FilterSelect
                key={String(field.key)}
                label={field.label}
                value={values[field.key] as string}
                placeholder={field.placeholder}
                options={field.options}
                onChange={(value) => set(field.key, value as F[keyof F])}
              />
            ) : (
              <TextFilter
                key={String(field.key)}
                label={field.label}
                type={field.type}
                value={values[field.key] as string}
                placeholder={field.placeholder}
                onChange={(value) => set(field.key, value as F[keyof F])}
              />
            ),
          )}
        </SimpleGrid>

        {toggles ? (
          <HStack justify="space-between" wrap="wrap" gap="3">
            <HStack gap="5" wrap="wrap">
              {toggles.map((toggle) => (
                <FilterToggle
                  key={String(toggle.key)}
                  label={toggle.label}
                  checked={values[toggle.key] as boolean}
                  onChange={(checked) => set(toggle.key, checked as F[keyof F])}
                />
              ))}
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
