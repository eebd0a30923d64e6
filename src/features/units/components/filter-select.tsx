import { memo } from 'react';
import { Field, NativeSelect } from '@chakra-ui/react';

/**
 * A labelled native select for a list filter (value '' = all/any). Memoised: the property filter of
 * the large data set has 1,000 options and must not re-render on every page change.
 */
export const FilterSelect = memo(function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
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
