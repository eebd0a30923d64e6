import { Badge, Box, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { ErrorState } from '@/components/page-states';
import { SmartSearchPanel as SmartSearchShell, TextFilter } from '@/components/search/smart-search-panel';
import type { PropertySuggestionList } from '@/lib/api/schema.gen';
import { paths } from '@/lib/paths';
import { propertyQueries } from '@/lib/api/queries';
import { propertySearchQuery } from '../api/property-queries';
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES, propertyTypeLabel } from '../lib/property-types';
import {
  emptySmartSearchFilters,
  hasSmartSearchCriteria,
  UNIT_COUNT_OPTIONS,
  yearBuiltOptions,
  type SmartSearchFilters,
} from '../lib/smart-search';

export interface SmartSearchPanelProps {
  /** The filters as they are in the URL. */
  filters: SmartSearchFilters;
  /** Writes changed filters to the URL. */
  onChange: (change: Partial<SmartSearchFilters>) => void;
}

/** Property suggestions for a typed text, as the list the suggestion box shows. */
function propertySuggestions(text: string) {
  return { ...propertyQueries.suggestions(text), select: (answer: PropertySuggestionList) => answer.data };
}

/**
 * The property smart search (spec 1 §2): a text box with autocomplete (300 ms debounce, 2 or more
 * characters, 5 suggestions, arrow, Enter and Escape keys; dropdown at most 300px high), filters for
 * property type, city, state, year built and unit count, Clear All, and a results line with the count
 * and the processing time. Choosing a suggestion searches for its name.
 */
export function SmartSearchPanel({ filters, onChange }: SmartSearchPanelProps) {
  const search = useQuery(propertySearchQuery(filters));
  const searching = hasSmartSearchCriteria(filters);

  return (
    <SmartSearchShell
      searchBox={{
        label: 'Search properties',
        placeholder: 'Search properties by name, address, city, or description...',
        listLabel: 'Property suggestions',
        suggestionsQuery: propertySuggestions,
        getSuggestionKey: (item) => item.id,
        getSuggestionValue: (item) => item.name,
        renderSuggestion: (item) => (
          <>
            <Text fontWeight="medium">{item.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {item.address}, {item.city}, {item.state} · {propertyTypeLabel(item.propertyType)}
            </Text>
          </>
        ),
      }}
      text={filters.q}
      onTextChange={(q) => onChange({ q })}
      filters={
        <>
          <FilterSelect
            label="Property Type"
            value={filters.propertyType}
            placeholder="All types"
            options={PROPERTY_TYPES.map((t) => ({ value: t, label: PROPERTY_TYPE_LABELS[t] }))}
            onChange={(propertyType) => onChange({ propertyType })}
          />
          <TextFilter
            label="City"
            value={filters.city}
            onChange={(city) => onChange({ city })}
            placeholder="Any city"
          />
          <TextFilter
            label="State"
            value={filters.state}
            onChange={(state) => onChange({ state })}
            placeholder="Any state"
          />
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
        </>
      }
      busy={searching && search.isFetching && !search.data}
      result={searching ? search.data?.meta : null}
      onClearAll={() => onChange({ ...emptySmartSearchFilters })}
      hasCriteria={searching}
    >
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
                    <RouterLink to={paths.properties.detail(p.id)}>{p.name}</RouterLink>
                  </LinkOverlay>
                  <Text fontSize="sm" color="fg.muted">
                    {p.address}, {p.city}, {p.state}
                  </Text>
                </Box>
                <HStack gap="2">
                  <Badge variant="subtle">
                    {p.totalUnits} {p.totalUnits === 1 ? 'unit' : 'units'}
                  </Badge>
                  <Badge variant="outline">{propertyTypeLabel(p.propertyType)}</Badge>
                </HStack>
              </HStack>
            </LinkBox>
          ))}
        </Stack>
      )}
    </SmartSearchShell>
  );
}
