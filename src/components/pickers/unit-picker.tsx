import { memo, useEffect, useRef } from 'react';
import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  propertyUnitsFirstPageQuery,
  unitNameQuery,
  unitOptionName,
  unitPickerSuggestionsQuery,
} from '@/lib/api/pickers';
import type { UnitSuggestion, UnitSuggestionList } from '@/lib/api/schema.gen';
import { formatMoney } from '@/lib/format';
import { PickerSelect, SearchPicker, type PickerFieldProps } from './picker-parts';

export interface UnitPickerProps extends PickerFieldProps {
  /** The property whose units are offered; '' disables the picker until one is chosen (spec 3 §2). */
  propertyId: string;
}

const renderUnit = (unit: UnitSuggestion & { name: string }) => (
  <>
    <Text fontWeight="medium">{unit.name}</Text>
    <Text fontSize="sm" color="fg.muted">
      {formatMoney(unit.monthlyRent)} · {unit.isAvailable ? 'Available' : 'Occupied'}
    </Text>
  </>
);

/**
 * A unit of one property (spec 3 §2 "The unit list depends on the chosen property and is disabled until
 * one is chosen. Changing the property clears the unit."; spec 2 §2 "unit choices are filtered by the
 * chosen property"). GET /units?rentalPropertyId&page=1&limit=100: a select when that page holds every
 * unit of the property, else a search box over the property's units.
 */
export const UnitPicker = memo(function UnitPicker({ propertyId, helperText, ...field }: UnitPickerProps) {
  const firstPage = useQuery(propertyUnitsFirstPageQuery(propertyId));
  const { value, onChange } = field;

  // Another property: the chosen unit belongs to the previous one.
  const previousProperty = useRef(propertyId);
  useEffect(() => {
    if (previousProperty.current !== propertyId) {
      previousProperty.current = propertyId;
      if (value) onChange('');
    }
  }, [propertyId, value, onChange]);

  if (!propertyId) {
    return (
      <PickerSelect
        {...field}
        value=""
        disabled
        placeholder="Choose a property first"
        options={[]}
        helperText={helperText}
      />
    );
  }
  if (firstPage.data && !firstPage.data.complete) {
    return (
      <SearchPicker
        {...field}
        placeholder="Search this property's units"
        optionsQuery={(text: string) => ({
          ...unitPickerSuggestionsQuery(text, propertyId),
          select: (answer: UnitSuggestionList) => answer.data.map((u) => ({ ...u, name: unitOptionName(u) })),
        })}
        nameQuery={unitNameQuery}
        renderOption={renderUnit}
        noMatchText="No units of this property match."
        loadErrorText="The units could not be loaded."
        helperText={
          helperText ??
          `Type 2 or more characters to search the property's ${firstPage.data.total.toLocaleString('en-US')} units`
        }
      />
    );
  }
  const loadText = firstPage.isPending
    ? 'Loading units…'
    : firstPage.isError
      ? 'The units could not be loaded.'
      : firstPage.data.total === 0
        ? 'This property has no units.'
        : undefined;
  return (
    <PickerSelect
      {...field}
      placeholder={firstPage.isPending ? 'Loading units…' : 'Select a unit'}
      options={firstPage.data?.options ?? []}
      helperText={loadText ?? helperText}
    />
  );
});
