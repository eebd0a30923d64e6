import { useState, type ReactNode } from 'react';
import { Field, NativeSelect } from '@chakra-ui/react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { SuggestionInput } from '@/components/search/suggestion-input';
import type { PickerOption } from '@/lib/api/pickers';
import { SEARCH_DEBOUNCE_MS, SUGGESTION_MIN_CHARS } from '@/lib/search';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * What every picker takes: a controlled value (the chosen record's id, '' for none) and the form
 * field's state. Bind one to a Formik field with `usePickerField(name)`:
 * `<TenantPicker label="Tenant" required {...usePickerField('tenantId')} />`.
 */
export interface PickerFieldProps {
  label: string;
  /** The chosen record's id; '' for none. */
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  required?: boolean;
  invalid?: boolean;
  errorText?: string;
  helperText?: ReactNode;
  disabled?: boolean;
  /** Show the label above the box (default); false keeps it for assistive technology only. */
  showLabel?: boolean;
}

export interface PickerOptionGroup<T extends PickerOption = PickerOption> {
  label: string;
  options: readonly T[];
}

export interface PickerSelectProps<T extends PickerOption = PickerOption> extends PickerFieldProps {
  /** The first option, value '' (no choice). */
  placeholder: string;
  /** Plain options, or groups of them (`<optgroup>`); empty groups are left out. */
  options: readonly T[] | readonly PickerOptionGroup<T>[];
  /** Called with the chosen option ('' → undefined) after `onChange`. */
  onOptionChange?: (option: T | undefined) => void;
}

const isGrouped = <T extends PickerOption>(
  options: readonly T[] | readonly PickerOptionGroup<T>[],
): options is readonly PickerOptionGroup<T>[] => options.length > 0 && 'options' in options[0]!;

/**
 * A picker over one loaded page that holds every choice: a native select (reliable on phones and with
 * screen readers), optionally in groups.
 */
export function PickerSelect<T extends PickerOption>({
  placeholder,
  options,
  onOptionChange,
  ...field
}: PickerSelectProps<T>) {
  const { label, value, onChange, onBlur, required, invalid, errorText, helperText, disabled } = field;
  const showLabel = field.showLabel ?? true;
  const flat: readonly T[] = isGrouped(options) ? options.flatMap((g) => g.options) : options;
  const item = (o: T) => (
    <option key={o.id} value={o.id}>
      {o.name}
    </option>
  );
  return (
    <Field.Root required={required} invalid={invalid} disabled={disabled}>
      <Field.Label srOnly={!showLabel}>
        {label}
        {showLabel ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            onOptionChange?.(flat.find((o) => o.id === event.target.value));
          }}
          onBlur={onBlur}
          // The required marker and aria-required come from the Field; the native attribute would bring
          // the browser's own validation bubble.
          {...({ required: false } as object)}
          aria-required={required || undefined}
        >
          <option value="">{placeholder}</option>
          {isGrouped(options)
            ? options
                .filter((group) => group.options.length > 0)
                .map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.options.map(item)}
                  </optgroup>
                ))
            : options.map(item)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {invalid && errorText ? <Field.ErrorText>{errorText}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export interface SearchPickerProps<
  T extends PickerOption,
  TAnswer,
  TKey extends QueryKey,
  TNameAnswer,
  TNameKey extends QueryKey,
> extends PickerFieldProps {
  placeholder: string;
  /** Loads the options matching a (debounced) text from the server; `select` the options out of the answer. */
  optionsQuery: (text: string) => UseQueryOptions<TAnswer, Error, readonly T[], TKey>;
  /** The chosen record's name when it was not just chosen here (on first render, say): null when gone. */
  nameQuery: (id: string) => UseQueryOptions<TNameAnswer, Error, string | null, TNameKey>;
  renderOption: (option: T) => ReactNode;
  /** Characters before the search runs: 2 (spec 1 §9), or 0 to list the first matches on focus. */
  minChars?: number;
  /** How many options the list shows at most. */
  maxOptions?: number;
  /** What the list is called ("Tenant suggestions"), and the texts under the box while searching. */
  listLabel?: string;
  noMatchText: string;
  loadErrorText: string;
  /** Called with the chosen option after `onChange`. */
  onOptionChange?: (option: T | undefined) => void;
}

/**
 * A picker that searches the server (an ARIA combobox, src/components/search/suggestion-input.tsx): it
 * shows the chosen record's name; typing searches (the choice only changes when an option is chosen,
 * by click or ArrowDown/ArrowUp and Enter); leaving the box puts the chosen name back, and emptying it
 * (then Enter or leaving) clears the choice. Under the box it says when it is searching, found nothing
 * or could not load.
 */
export function SearchPicker<
  T extends PickerOption,
  TAnswer,
  TKey extends QueryKey,
  TNameAnswer,
  TNameKey extends QueryKey,
>({
  placeholder,
  optionsQuery,
  nameQuery,
  renderOption,
  minChars = SUGGESTION_MIN_CHARS,
  maxOptions = 10,
  listLabel,
  noMatchText,
  loadErrorText,
  onOptionChange,
  ...field
}: SearchPickerProps<T, TAnswer, TKey, TNameAnswer, TNameKey>) {
  const { label, value, onChange, onBlur, required, invalid, errorText, helperText, disabled } = field;
  const showLabel = field.showLabel ?? true;
  // What is being typed, while it differs from the chosen name; null when not typing.
  const [draft, setDraft] = useState<string | null>(null);
  // The name of an option just chosen, shown before its lookup answers.
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  const lookup = useQuery({ ...nameQuery(value), enabled: Boolean(value) && chosen?.id !== value });
  const chosenName = !value ? '' : chosen?.id === value ? chosen.name : (lookup.data ?? '');
  const text = draft ?? chosenName;

  // The same query the box runs (same key: one request), read here for the texts under the box.
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const searchable = debounced.trim().length >= minChars;
  const search = useQuery({ ...optionsQuery(debounced), enabled: searchable && !disabled });
  const status =
    !searchable || draft === null
      ? null
      : search.isError
        ? loadErrorText
        : search.isFetching && !search.data
          ? 'Searching…'
          : search.data && search.data.length === 0
            ? noMatchText
            : null;

  const clearIfEmpty = (typed: string) => {
    if (typed.trim() === '' && value) {
      onChange('');
      onOptionChange?.(undefined);
    }
  };

  if (disabled) {
    return (
      <PickerSelect
        label={label}
        value=""
        onChange={() => undefined}
        disabled
        required={required}
        showLabel={showLabel}
        placeholder={placeholder}
        options={[]}
        helperText={helperText}
      />
    );
  }

  return (
    <SuggestionInput<T, TAnswer, TKey>
      label={label}
      showLabel={showLabel}
      placeholder={placeholder}
      listLabel={listLabel ?? `${label} options`}
      value={text}
      onValueChange={setDraft}
      onCommit={(typed) => {
        clearIfEmpty(typed);
        if (typed.trim() === '') setDraft(null);
      }}
      onSelect={(option) => {
        setChosen({ id: option.id, name: option.name });
        setDraft(null);
        onChange(option.id);
        onOptionChange?.(option);
      }}
      onBlur={() => {
        if (draft !== null) {
          clearIfEmpty(draft);
          setDraft(null);
        }
        onBlur?.();
      }}
      suggestionsQuery={optionsQuery}
      getSuggestionKey={(option) => option.id}
      getSuggestionValue={(option) => option.name}
      renderSuggestion={renderOption}
      minChars={minChars}
      maxSuggestions={maxOptions}
      required={required}
      invalid={invalid}
      errorText={errorText}
      helperText={status ?? helperText}
    />
  );
}
