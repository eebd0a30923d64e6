import { memo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useField, useFormikContext } from 'formik';
import { FilterSelect } from '@/components/filter-select';
import { SelectField } from '@/components/form-fields';
import { propertyPickerFirstPageQuery, type PropertyPickerFirstPage } from '@/lib/api/pickers';
import { PickerSelect, type PickerFieldProps } from './picker-parts';
import { PropertySearchBox, propertySearchHelp } from './property-search-box';

/**
 * Choosing a property among all of them, however many there are. Pickers load page 1 with limit 100
 * (spec 1 §7). When that page holds every property, the picker is a native select (reliable on phones
 * and with screen readers). When there are more (the `large` data set has 1,000), a select of the
 * first 100 would hide the rest, and loading every page would fetch every property with its units:
 * the picker becomes a searchable box instead (an ARIA combobox over the property autocomplete,
 * 2 or more characters, 5 suggestions), so any property can be found by name, address, city or state.
 */

export interface PropertyPickerProps extends PickerFieldProps {
  /** The first option of the select, and the search box's placeholder. */
  placeholder?: string;
}

/**
 * The property picker: a select of every property when one page holds them all, else a search box over
 * the server. Bind it to a form with `usePickerField`: `<PropertyPicker label="Property" {...usePickerField('propertyId')} />`.
 */
export const PropertyPicker = memo(function PropertyPicker({
  placeholder = 'Select a property',
  helperText,
  ...field
}: PropertyPickerProps) {
  const firstPage = useQuery(propertyPickerFirstPageQuery());
  if (firstPage.data && !firstPage.data.complete) {
    return (
      <PropertySearchBox
        {...field}
        showLabel={field.showLabel ?? true}
        placeholder="Search properties"
        helperText={helperText ?? propertySearchHelp(firstPage.data.total)}
      />
    );
  }
  const loadText = firstPage.isPending
    ? 'Loading properties…'
    : firstPage.isError
      ? 'The properties could not be loaded.'
      : firstPage.data.total === 0
        ? 'There are no properties yet.'
        : undefined;
  return (
    <PickerSelect
      {...field}
      placeholder={firstPage.isPending ? 'Loading properties…' : placeholder}
      options={firstPage.data?.options ?? []}
      helperText={loadText ?? helperText}
    />
  );
});

/** The units list's smart-search property filter: '' is every property. */
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
        helperText={propertySearchHelp(firstPage.data.total)}
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

/** The unit form's property (Formik field `name`) over a loaded first page. */
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
      helperText={propertySearchHelp(firstPage.total)}
      invalid={Boolean(error) && (meta.touched || submitCount > 0)}
      errorText={error}
    />
  );
}
