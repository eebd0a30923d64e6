import { memo } from 'react';
import { Field, NativeSelect } from '@chakra-ui/react';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A labelled native select for a list filter (value '' = all/any). `placeholder`, when given, is the
 * first option with value ''; otherwise `options` bring their own. Memoised: the property filter of
 * the large data set has 1,000 options and must not re-render on every page change.
 */
export const FilterSelect = memo(function FilterSelect({
  label,
  value,
  placeholder,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  placeholder?: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** While its options are not all known yet (e.g. the units list's property filter as units load). */
  disabled?: boolean;
}) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
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
});
