import { Text } from '@chakra-ui/react';
import { propertyNameQuery, propertyPickerSuggestionsQuery } from '@/lib/api/pickers';
import type { PropertySuggestion, PropertySuggestionList } from '@/lib/api/schema.gen';
import { SUGGESTION_LIMIT } from '@/lib/search';
import { SearchPicker, type PickerFieldProps } from './picker-parts';

// Apart from the property picker (a form field, with Formik): a report's property filter loads only this.

const suggestionsQuery = (text: string) => ({
  ...propertyPickerSuggestionsQuery(text),
  select: (answer: PropertySuggestionList) => answer.data,
});

const renderProperty = (item: PropertySuggestion) => (
  <>
    <Text fontWeight="medium">{item.name}</Text>
    <Text fontSize="sm" color="fg.muted">
      {item.address}, {item.city}, {item.state}
    </Text>
  </>
);

export const propertySearchHelp = (total: number) =>
  `Type 2 or more characters to search all ${total.toLocaleString('en-US')} properties`;

export interface PropertySearchBoxProps extends Omit<PickerFieldProps, 'disabled'> {
  placeholder: string;
}

/** The searchable property box (the picker beyond one page of properties). */
export function PropertySearchBox({ showLabel = false, ...props }: PropertySearchBoxProps) {
  return (
    <SearchPicker
      {...props}
      showLabel={showLabel}
      listLabel={`${props.label} suggestions`}
      optionsQuery={suggestionsQuery}
      nameQuery={propertyNameQuery}
      renderOption={renderProperty}
      maxOptions={SUGGESTION_LIMIT}
      noMatchText="No properties match."
      loadErrorText="The properties could not be loaded."
    />
  );
}
