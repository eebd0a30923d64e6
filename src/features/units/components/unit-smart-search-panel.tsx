import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, Card, Checkbox, Field, HStack, Input, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@/features/properties/components/use-debounced-value';
import { formatMoney } from '@/lib/format';
import { unitSuggestionsQuery } from '../api/unit-search';
import {
  emptyUnitSmartSearchFilters,
  hasSmartCriteria,
  SEARCH_DEBOUNCE_MS,
  SMART_BATHROOM_OPTIONS,
  SMART_BEDROOM_OPTIONS,
  SUGGESTION_MIN_CHARS,
  type UnitSmartSearchFilters,
} from '../lib/unit-smart-search';
import { FilterSelect } from './filter-select';

export interface UnitSmartSearchPanelProps {
  filters: UnitSmartSearchFilters;
  onChange: (change: Partial<UnitSmartSearchFilters>) => void;
  propertyOptions: readonly { value: string; label: string }[];
  /** meta of the current search answer, for "N results found in X ms". */
  result?: { total: number; processingTimeMs: number } | null;
  searching?: boolean;
}

/** A text typed into a box: kept locally while typing, written to the URL after the debounce. */
function useDebouncedText(value: string, write: (value: string) => void) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const written = useRef(value);
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
 * The unit smart search (spec 1 §2): a text box with suggestions (300 ms debounce, 2 or more
 * characters, 5 suggestions, arrow, Enter and Escape keys; list at most 300px high), filters for
 * property, bedrooms, bathrooms, rent range, Available Only and Pet Friendly, Clear All, and the
 * result count with the processing time. Every filter lives in the URL.
 */
export function UnitSmartSearchPanel({ filters, onChange, propertyOptions, result, searching }: UnitSmartSearchPanelProps) {
  const ids = useId();
  const listboxId = `${ids}-suggestions`;
  const query = useDebouncedText(filters.q, (q) => onChange({ q }));
  const minRent = useDebouncedText(filters.minRent, (value) => onChange({ minRent: value }));
  const maxRent = useDebouncedText(filters.maxRent, (value) => onChange({ maxRent: value }));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const suggestionText = useDebouncedValue(query.text, SEARCH_DEBOUNCE_MS);
  const suggestions = useQuery(unitSuggestionsQuery(suggestionText, filters.property || undefined));
  const items = query.text.trim().length >= SUGGESTION_MIN_CHARS ? (suggestions.data?.data ?? []) : [];
  const showList = open && items.length > 0;

  useEffect(() => setActive(-1), [suggestions.data]);

  const choose = (index: number) => {
    const item = items[index];
    if (!item) return;
    query.commit(item.unitNumber);
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
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Card.Root variant="outline" role="search" aria-label="Smart search">
      <Card.Body gap="4" p={{ base: '3', md: '5' }}>
        <Box position="relative">
          <Field.Root>
            <Field.Label srOnly>Search units</Field.Label>
            <Input
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={showList}
              aria-controls={listboxId}
              aria-activedescendant={showList && active >= 0 ? `${listboxId}-${active}` : undefined}
              autoComplete="off"
              placeholder="Search units by number, property, business name, or description..."
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
              aria-label="Unit suggestions"
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
                  <Text fontWeight="medium">Unit {item.unitNumber}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {item.propertyName} · {formatMoney(item.monthlyRent)} · {item.isAvailable ? 'Available' : 'Occupied'}
                  </Text>
                </Box>
              ))}
            </Box>
          )}
        </Box>

        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3">
          <FilterSelect
            label="Property"
            value={filters.property}
            options={[{ value: '', label: 'All properties' }, ...propertyOptions]}
            onChange={(property) => onChange({ property })}
          />
          <FilterSelect label="Bedrooms" value={filters.bedrooms} options={SMART_BEDROOM_OPTIONS} onChange={(bedrooms) => onChange({ bedrooms })} />
          <FilterSelect label="Bathrooms" value={filters.bathrooms} options={SMART_BATHROOM_OPTIONS} onChange={(bathrooms) => onChange({ bathrooms })} />
          <Field.Root>
            <Field.Label>Min Rent</Field.Label>
            <Input type="number" inputMode="decimal" min={0} step={0.01} value={minRent.text} onChange={(e) => minRent.setText(e.target.value)} placeholder="Any" />
          </Field.Root>
          <Field.Root>
            <Field.Label>Max Rent</Field.Label>
            <Input type="number" inputMode="decimal" min={0} step={0.01} value={maxRent.text} onChange={(e) => maxRent.setText(e.target.value)} placeholder="Any" />
          </Field.Root>
        </SimpleGrid>

        <HStack justify="space-between" wrap="wrap" gap="3">
          <HStack gap="5" wrap="wrap">
            <Checkbox.Root checked={filters.availableOnly} onCheckedChange={(d) => onChange({ availableOnly: d.checked === true })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Available Only</Checkbox.Label>
            </Checkbox.Root>
            <Checkbox.Root checked={filters.petFriendly} onCheckedChange={(d) => onChange({ petFriendly: d.checked === true })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Pet Friendly</Checkbox.Label>
            </Checkbox.Root>
          </HStack>
          <HStack gap="3" wrap="wrap">
            <Box aria-live="polite" minH="6">
              {searching && !result ? (
                <HStack>
                  <Spinner size="sm" /> <Text>Searching…</Text>
                </HStack>
              ) : result ? (
                <Text fontSize="sm" color="fg.muted">
                  {result.total.toLocaleString('en-US')} {result.total === 1 ? 'result' : 'results'} found in {Math.round(result.processingTimeMs)}ms
                </Text>
              ) : null}
            </Box>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                onChange({ ...emptyUnitSmartSearchFilters });
                setOpen(false);
              }}
              disabled={!hasSmartCriteria(filters)}
            >
              Clear All
            </Button>
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
