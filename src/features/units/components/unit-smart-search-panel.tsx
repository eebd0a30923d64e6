import { useCallback } from 'react';
import { Text } from '@chakra-ui/react';
import { SmartSearchPanel } from '@/components/search/smart-search-panel';
import type { UnitSuggestionList } from '@/lib/api/schema.gen';
import { formatMoney } from '@/lib/format';
import { unitQueries } from '@/lib/api/queries';
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
  // Stable while `onChange` is, so the memoised property filter does not re-render on every keystroke.
  const onProperty = useCallback((property: string) => onChange({ property }), [onChange]);
  const suggestionsQuery = (text: string) => ({
    ...unitQueries.suggestions(text, filters.property),
    select: (answer: UnitSuggestionList) => answer.data,
  });

  return (
    <SmartSearchPanel
      searchBox={{
        label: 'Search units',
        placeholder: 'Search units by number, property, business name, or description...',
        listLabel: 'Unit suggestions',
        suggestionsQuery,
        getSuggestionKey: (item) => item.id,
        getSuggestionValue: (item) => item.unitNumber,
        renderSuggestion: (item) => (
          <>
            <Text fontWeight="medium">Unit {item.unitNumber}</Text>
            <Text fontSize="sm" color="fg.muted">
              {item.propertyName} · {formatMoney(item.monthlyRent)} · {item.isAvailable ? 'Available' : 'Occupied'}
            </Text>
          </>
        ),
      }}
      values={filters}
      onChange={onChange}
      empty={emptyUnitSmartSearchFilters}
      fields={[
        // Every property can be chosen: a select, or a search box beyond one picker page.
        { kind: 'node', key: 'property', node: <PropertyFilter value={filters.property} onChange={onProperty} /> },
        { kind: 'select', key: 'bedrooms', label: 'Bedrooms', options: SMART_BEDROOM_OPTIONS },
        { kind: 'select', key: 'bathrooms', label: 'Bathrooms', options: SMART_BATHROOM_OPTIONS },
        { kind: 'text', key: 'minRent', label: 'Min Rent', type: 'money', placeholder: 'Any' },
        { kind: 'text', key: 'maxRent', label: 'Max Rent', type: 'money', placeholder: 'Any' },
      ]}
      toggles={[
        { key: 'availableOnly', label: 'Available Only' },
        { key: 'petFriendly', label: 'Pet Friendly' },
      ]}
      busy={Boolean(searching) && !result}
      result={result}
      hasCriteria={hasSmartCriteria(filters)}
    />
  );
}
