import { Box, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '@/components/page-states';
import { SmartSearchPanel as SmartSearchShell } from '@/components/search/smart-search-panel';
import { KindBadge } from '@/components/status-badge';
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
} from '../lib/property-smart-search';

export interface PropertySmartSearchPanelProps {
  /** The filters as they are in the URL. */
  filters: SmartSearchFilters;
  /** Writes changed filters to the URL. */
  onChange: (change: Partial<SmartSearchFilters>) => void;
}

const TYPE_OPTIONS = PROPERTY_TYPES.map((t) => ({ value: t, label: PROPERTY_TYPE_LABELS[t] }));

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
export function PropertySmartSearchPanel({ filters, onChange }: PropertySmartSearchPanelProps) {
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
      values={filters}
      onChange={onChange}
      empty={emptySmartSearchFilters}
      fields={[
        {
          kind: 'select',
          key: 'propertyType',
          label: 'Property Type',
          placeholder: 'All types',
          options: TYPE_OPTIONS,
        },
        { kind: 'text', key: 'city', label: 'City', placeholder: 'Any city' },
        { kind: 'text', key: 'state', label: 'State', placeholder: 'Any state' },
        { kind: 'select', key: 'yearBuilt', label: 'Year Built', placeholder: 'Any year', options: yearBuiltOptions() },
        { kind: 'select', key: 'totalUnits', label: 'Unit Count', placeholder: 'Any', options: UNIT_COUNT_OPTIONS },
      ]}
      busy={searching && search.isFetching && !search.data}
      result={searching ? search.data?.meta : null}
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
                  <Text fontSize="sm" color="fg.muted">
                    {p.totalUnits} {p.totalUnits === 1 ? 'unit' : 'units'}
                  </Text>
                  <KindBadge>{propertyTypeLabel(p.propertyType)}</KindBadge>
                </HStack>
              </HStack>
            </LinkBox>
          ))}
        </Stack>
      )}
    </SmartSearchShell>
  );
}
