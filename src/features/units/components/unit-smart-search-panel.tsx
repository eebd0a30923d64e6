import { useCallback } from 'react';
import { Box, Button, Card, Checkbox, Field, HStack, Input, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { FilterSelect } from '@/components/filter-select';
import { SuggestionInput } from '@/components/search/suggestion-input';
import type { UnitSuggestionList } from '@/lib/api/schema.gen';
import { useDebouncedText } from '@/lib/use-debounced-value';
import { formatMoney } from '@/lib/format';
import { unitSuggestionsQuery } from '../api/unit-search';
import { PropertyFilter } from '@/components/pickers/property-picker';
import {
  emptyUnitSmartSearchFilters,
  hasSmartCriteria,
  SMART_BATHROOM_OPTIONS,
  SMART_BEDROOM_OPTIONS,
  type UnitSmartSearchFilters,
} from '../lib/unit-smart-search';

export interface UnitSmartSearchPanelProps {
  filters: UnitSmartSearchFilters;
  onChange: (change: Partial<UnitSmartSearchFilters>) => void;
  /** meta of the current search answer, for "N results found in X ms". */
  result?: { total: number; processingTimeMs: number } | null;
  searching?: boolean;
}

/**
 * The unit smart search (spec 1 §2): a text box with suggestions (300 ms debounce, 2 or more
 * characters, 5 suggestions, arrow, Enter and Escape keys; list at most 300px high), filters for
 * property, bedrooms, bathrooms, rent range, Available Only and Pet Friendly, Clear All, and the
 * result count with the processing time. Every filter lives in the URL.
 */
export function UnitSmartSearchPanel({ filters, onChange, result, searching }: UnitSmartSearchPanelProps) {
  const query = useDebouncedText(filters.q, (q) => onChange({ q }));
  // Stable while `onChange` is, so the memoised property filter does not re-render on every keystroke.
  const onProperty = useCallback((property: string) => onChange({ property }), [onChange]);
  const minRent = useDebouncedText(filters.minRent, (value) => onChange({ minRent: value }));
  const maxRent = useDebouncedText(filters.maxRent, (value) => onChange({ maxRent: value }));
  const suggestionsQuery = (text: string) => ({
    ...unitSuggestionsQuery(text, filters.property || undefined),
    select: (answer: UnitSuggestionList) => answer.data,
  });

  return (
    <Card.Root variant="outline" role="search" aria-label="Smart search">
      <Card.Body gap="4" p={{ base: '3', md: '5' }}>
        <SuggestionInput
          label="Search units"
          placeholder="Search units by number, property, business name, or description..."
          listLabel="Unit suggestions"
          value={query.text}
          onValueChange={query.setText}
          onCommit={query.commit}
          suggestionsQuery={suggestionsQuery}
          getSuggestionKey={(item) => item.id}
          getSuggestionValue={(item) => item.unitNumber}
          renderSuggestion={(item) => (
            <>
              <Text fontWeight="medium">Unit {item.unitNumber}</Text>
              <Text fontSize="sm" color="fg.muted">
                {item.propertyName} · {formatMoney(item.monthlyRent)} · {item.isAvailable ? 'Available' : 'Occupied'}
              </Text>
            </>
          )}
        />

        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3">
          {/* Every property can be chosen: a select, or a search box beyond one picker page. */}
          <PropertyFilter value={filters.property} onChange={onProperty} />
          <FilterSelect
            label="Bedrooms"
            value={filters.bedrooms}
            options={SMART_BEDROOM_OPTIONS}
            onChange={(bedrooms) => onChange({ bedrooms })}
          />
          <FilterSelect
            label="Bathrooms"
            value={filters.bathrooms}
            options={SMART_BATHROOM_OPTIONS}
            onChange={(bathrooms) => onChange({ bathrooms })}
          />
          <Field.Root>
            <Field.Label>Min Rent</Field.Label>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={minRent.text}
              onChange={(e) => minRent.setText(e.target.value)}
              placeholder="Any"
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>Max Rent</Field.Label>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={maxRent.text}
              onChange={(e) => maxRent.setText(e.target.value)}
              placeholder="Any"
            />
          </Field.Root>
        </SimpleGrid>

        <HStack justify="space-between" wrap="wrap" gap="3">
          <HStack gap="5" wrap="wrap">
            <Checkbox.Root
              checked={filters.availableOnly}
              onCheckedChange={(d) => onChange({ availableOnly: d.checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Available Only</Checkbox.Label>
            </Checkbox.Root>
            <Checkbox.Root
              checked={filters.petFriendly}
              onCheckedChange={(d) => onChange({ petFriendly: d.checked === true })}
            >
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
                  {result.total.toLocaleString('en-US')} {result.total === 1 ? 'result' : 'results'} found in{' '}
                  {Math.round(result.processingTimeMs)}ms
                </Text>
              ) : null}
            </Box>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                onChange({ ...emptyUnitSmartSearchFilters });
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
