import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  HStack,
  Input,
  LinkBox,
  LinkOverlay,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '@/components/page-states';
import { propertySearchQuery } from '../api/property-search';
import { propertySuggestionsQuery } from '../api/property-suggestions';
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES, propertyTypeLabel } from '../lib/property-types';
import {
  emptySmartSearchFilters,
  hasSmartSearchCriteria,
  SEARCH_DEBOUNCE_MS,
  SUGGESTION_MIN_CHARS,
  UNIT_COUNT_OPTIONS,
  yearBuiltOptions,
  type SmartSearchFilters,
} from '../lib/smart-search';
import { useDebouncedValue } from './use-debounced-value';

export interface SmartSearchPanelProps {
  /** The filters as they are in the URL. */
  filters: SmartSearchFilters;
  /** Writes changed filters to the URL. */
  onChange: (change: Partial<SmartSearchFilters>) => void;
}

/** A text filter typed into a box: kept locally while typing, written to the URL after the debounce. */
function useDebouncedFilter(value: string, write: (value: string) => void) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const written = useRef(value);
  // The URL changed from outside (Clear All, back button): show it.
  useEffect(() => {
    if (value !== written.current) {
      written.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (debounced.trim() !== written.current.trim()) {
      written.current = debounced;
      write(debounced);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const commit = (next: string) => {
    written.current = next;
    setText(next);
    write(next);
  };
  return { text, setText, commit };
}

/**
 * The property smart search (spec 1 §2): a text box with autocomplete (300 ms debounce, 2 or more
 * characters, 5 suggestions, arrow, Enter and Escape keys; dropdown at most 300px high), filters for
 * property type, city, state, year built and unit count, Clear All, and a results line with the count
 * and the processing time. Choosing a suggestion searches for its name.
 */
export function SmartSearchPanel({ filters, onChange }: SmartSearchPanelProps) {
  const ids = useId();
  const listboxId = `${ids}-suggestions`;
  const query = useDebouncedFilter(filters.q, (q) => onChange({ q }));
  const city = useDebouncedFilter(filters.city, (value) => onChange({ city: value }));
  const state = useDebouncedFilter(filters.state, (value) => onChange({ state: value }));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const suggestionText = useDebouncedValue(query.text, SEARCH_DEBOUNCE_MS);
  const suggestions = useQuery(propertySuggestionsQuery(suggestionText));
  const items = query.text.trim().length >= SUGGESTION_MIN_CHARS ? (suggestions.data?.data ?? []) : [];
  const showList = open && items.length > 0;

  const search = useQuery(propertySearchQuery(filters));
  const searching = hasSmartSearchCriteria(filters);

  useEffect(() => setActive(-1), [suggestions.data]);

  const choose = (index: number) => {
    const item = items[index];
    if (!item) return;
    query.commit(item.name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (items.length) setActive((i) => (i + 1) % items.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length) setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (showList && active >= 0) choose(active);
      else {
        query.commit(query.text);
        setOpen(false);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  return (
    <Card.Root variant="outline" role="search" aria-label="Smart search">
      <Card.Body gap="4" p={{ base: '3', md: '5' }}>
        <Box position="relative">
          <Field.Root>
            <Field.Label srOnly>Search properties</Field.Label>
            <Input
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={showList}
              aria-controls={listboxId}
              aria-activedescendant={showList && active >= 0 ? `${listboxId}-${active}` : undefined}
              autoComplete="off"
              placeholder="Search properties by name, address, city, or description..."
              value={query.text}
              onChange={(e) => {
                query.setText(e.target.value);
                setOpen(true);
              }}
              onFocus={() => setOpen(true)}
              onBlur={() => setTimeout(() => setOpen(false), 150)}
              onKeyDown={onKeyDown}
            />
          </Field.Root>
          {showList && (
            <Box
              as="ul"
              id={listboxId}
              role="listbox"
              aria-label="Property suggestions"
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
                  key={item.id}
                  id={`${listboxId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  px="3"
                  py="2"
                  cursor="pointer"
                  bg={index === active ? 'bg.muted' : undefined}
                  _hover={{ bg: 'bg.muted' }}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(index)}
                >
                  <Text fontWeight="medium">{item.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {item.address}, {item.city}, {item.state} · {propertyTypeLabel(item.propertyType)}
                  </Text>
                </Box>
              ))}
            </Box>
          )}
        </Box>

        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3">
          <FilterSelect
            label="Property Type"
            value={filters.propertyType}
            placeholder="All types"
            options={PROPERTY_TYPES.map((t) => ({ value: t, label: PROPERTY_TYPE_LABELS[t] }))}
            onChange={(propertyType) => onChange({ propertyType })}
          />
          <Field.Root>
            <Field.Label>City</Field.Label>
            <Input value={city.text} onChange={(e) => city.setText(e.target.value)} placeholder="Any city" />
          </Field.Root>
          <Field.Root>
            <Field.Label>State</Field.Label>
            <Input value={state.text} onChange={(e) => state.setText(e.target.value)} placeholder="Any state" />
          </Field.Root>
          <FilterSelect
            label="Year Built"
            value={filters.yearBuilt}
            placeholder="Any year"
            options={yearBuiltOptions()}
            onChange={(yearBuilt) => onChange({ yearBuilt })}
          />
          <FilterSelect
            label="Unit Count"
            value={filters.totalUnits}
            placeholder="Any"
            options={UNIT_COUNT_OPTIONS}
            onChange={(totalUnits) => onChange({ totalUnits })}
          />
        </SimpleGrid>

        <HStack justify="space-between" wrap="wrap" gap="2">
          <Box aria-live="polite" minH="6">
            {searching && search.isFetching && !search.data ? (
              <HStack>
                <Spinner size="sm" /> <Text>Searching…</Text>
              </HStack>
            ) : searching && search.data ? (
              <Text fontSize="sm" color="fg.muted">
                {search.data.meta.total} {search.data.meta.total === 1 ? 'result' : 'results'} found in{' '}
                {Math.round(search.data.meta.processingTimeMs)}ms
              </Text>
            ) : null}
          </Box>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              onChange({ ...emptySmartSearchFilters });
              setOpen(false);
            }}
            disabled={!searching}
          >
            Clear All
          </Button>
        </HStack>

        {searching && search.isError && (
          <ErrorState
            title="Error loading properties"
            text="There was an error loading the properties. Please try again later."
            onRetry={() => void search.refetch()}
          />
        )}
        {searching && search.data && (
          <Stack as="ul" listStyleType="none" gap="2" aria-label="Search results">
            {search.data.data.map((p) => (
              <LinkBox as="li" key={p.id} borderWidth="1px" borderRadius="md" p="3" _hover={{ bg: 'bg.muted' }}>
                <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
                  <Box minW="0">
                    <LinkOverlay asChild fontWeight="semibold">
                      <RouterLink to={`/properties/${p.id}`}>{p.name}</RouterLink>
                    </LinkOverlay>
                    <Text fontSize="sm" color="fg.muted">
                      {p.address}, {p.city}, {p.state}
                    </Text>
                  </Box>
                  <HStack gap="2">
                    <Badge variant="subtle">{p.totalUnits} {p.totalUnits === 1 ? 'unit' : 'units'}</Badge>
                    <Badge variant="outline">{propertyTypeLabel(p.propertyType)}</Badge>
                  </HStack>
                </HStack>
              </LinkBox>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function FilterSelect({
  label,
  value,
  placeholder,
  options,
  onChange,
}: {
  label: string;
  value: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
