import { memo, useState } from 'react';
import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useField, useFormikContext } from 'formik';
import { FilterSelect } from '@/components/filter-select';
import { SelectField } from '@/components/form-fields';
import { SuggestionInput } from '@/components/search/suggestion-input';
import type { PropertySuggestionList } from '@/lib/api/schema.gen';
import {
  propertyNameQuery,
  propertyPickerFirstPageQuery,
  propertyPickerSuggestionsQuery,
  type PropertyPickerFirstPage,
} from '../api/property-options';

/**
 * Choosing a property among all of them, however many there are. Pickers load page 1 with limit 100
 * (spec 1 §7). When that page holds every property, the picker is a native select (reliable on phones
 * and with screen readers). When there are more (the `large` data set has 1,000), a select of the
 * first 100 would hide the rest, and loading every page would fetch every property with its units:
 * the picker becomes a searchable box instead (an ARIA combobox over the property autocomplete,
 * 2 or more characters, 5 suggestions), so any property can be found by name, address, city or state.
 */

const suggestionsQuery = (text: string) => ({
  ...propertyPickerSuggestionsQuery(text),
  select: (answer: PropertySuggestionList) => answer.data,
});

export interface PropertySearchBoxProps {
  label: string;
  /** The chosen property's id; '' for none. */
  value: string;
  onChange: (id: string) => void;
  placeholder: string;
  /** A visible label (a form field) rather than one for assistive technology only. */
  showLabel?: boolean;
  required?: boolean;
  invalid?: boolean;
  errorText?: string;
  helperText?: string;
  onBlur?: () => void;
}

/**
 * The searchable property box: it shows the chosen property's name; typing searches (the choice only
 * changes when a suggestion is chosen); leaving the box puts the chosen name back, and emptying it
 * (then Enter or leaving) clears the choice.
 */
export function PropertySearchBox({
  label,
  value,
  onChange,
  placeholder,
  showLabel,
  required,
  invalid,
  errorText,
  helperText,
  onBlur,
}: PropertySearchBoxProps) {
  // What is being typed, while it differs from the chosen name; null when not typing.
  const [draft, setDraft] = useState<string | null>(null);
  // The name of a suggestion just chosen, shown before its lookup answers.
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  const lookup = useQuery({ ...propertyNameQuery(value), enabled: Boolean(value) && chosen?.id !== value });
  const chosenName = !value ? '' : chosen?.id === value ? chosen.name : (lookup.data ?? '');

  const clearIfEmpty = (text: string) => {
    if (text.trim() === '' && value) onChange('');
  };

  return (
    <SuggestionInput
      label={label}
      showLabel={showLabel}
      placeholder={placeholder}
      listLabel={`${label} suggestions`}
      value={draft ?? chosenName}
      onValueChange={setDraft}
      onCommit={(text) => {
        clearIfEmpty(text);
        if (text.trim() === '') setDraft(null);
      }}
      onSelect={(item) => {
        setChosen({ id: item.id, name: item.name });
        setDraft(null);
        onChange(item.id);
      }}
      onBlur={() => {
        if (draft !== null) {
          clearIfEmpty(draft);
          setDraft(null);
        }
        onBlur?.();
      }}
      suggestionsQuery={suggestionsQuery}
      getSuggestionKey={(item) => item.id}
      getSuggestionValue={(item) => item.name}
      renderSuggestion={(item) => (
        <>
          <Text fontWeight="medium">{item.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {item.address}, {item.city}, {item.state}
          </Text>
        </>
      )}
      required={required}
      invalid={invalid}
      errorText={errorText}
      helperText={helperText}
    />
  );
}

const searchHelp = (total: number) =>
  `Type 2 or more characters to search all ${total.toLocaleString('en-US')} properties`;

/** The smart search's property filter: '' is every property. */
export const PropertyFilter = memo(function PropertyFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (id: string) => void;
}) {
  const firstPage = useQuery(propertyPickerFirstPageQuery());
  if (firstPage.data && !firstPage.data.complete) {
    return (
      <PropertySearchBox
        label="Property"
        showLabel
        value={value}
        onChange={onChange}
        placeholder="All properties"
        helperText={searchHelp(firstPage.data.total)}
      />
    );
  }
  const options = (firstPage.data?.options ?? []).map((p) => ({ value: p.id, label: p.name }));
  return (
    <FilterSelect
      label="Property"
      value={value}
      options={[{ value: '', label: 'All properties' }, ...options]}
      onChange={onChange}
    />
  );
});

/** The unit form's property (Formik field `rentalPropertyId`) over a loaded first page. */
export function PropertyField({ name, firstPage }: { name: string; firstPage: PropertyPickerFirstPage }) {
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  if (firstPage.complete) {
    const options = firstPage.options.map((p) => ({ value: p.id, label: p.name }));
    return <SelectField name={name} label="Property" required placeholder="Select a property" options={options} />;
  }
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <PropertySearchBox
      label="Property"
      showLabel
      required
      value={field.value ?? ''}
      onChange={(id) => void helpers.setValue(id)}
      onBlur={() => void helpers.setTouched(true)}
      placeholder="Search properties"
      helperText={searchHelp(firstPage.total)}
      invalid={Boolean(error) && (meta.touched || submitCount > 0)}
      errorText={error}
    />
  );
}
