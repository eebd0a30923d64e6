import { memo, useId, useState, type ComponentType, type ReactNode } from 'react';
import {
  Checkbox,
  Field,
  Input,
  InputGroup,
  NativeSelect,
  Textarea,
  type InputProps,
  type TextareaProps,
} from '@chakra-ui/react';
import { Form, useField, useFormikContext, type FormikFormProps, type FormikHelpers } from 'formik';
import { isApiError } from '@/lib/api/errors';
import { useLatest } from '@/lib/use-latest';

/**
 * Formik + Chakra fields that show the Yup schema's messages.
 *
 * - The error shows once the field was touched or the form was submitted (Formik's `submitCount`).
 * - The input gets `aria-invalid`, and `aria-describedby` pointing at the helper and error texts.
 * - `required` shows the marker and sets `aria-required`, but NOT the native `required` attribute:
 *   the browser's own validation bubbles would pre-empt the spec's messages. Use `AppForm` (a
 *   Formik `<Form noValidate>`) so `type="number"`/`step` constraints don't block submitting either.
 */

/**
 * Typing stays cheap in large forms: Formik hands its whole state to every field on each key, so each
 * field is split into its Formik hook (cheap, runs for every field) and a memoized view that draws
 * the Chakra field only when what it shows changed. Views compare their props by value, one level
 * into plain objects and arrays (the hook's `shell`, `control`, `ids`, an `options` list), and treat
 * functions as equal: the ones they get are Formik's handlers, which act on the current form state
 * whichever render made them, or the caller's callbacks, passed through `latest` so the newest runs.
 */
function sameValue(a: unknown, b: unknown, depth: number): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a === 'function' && typeof b === 'function') return true;
  if (depth === 0 || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  // React elements (a label with markup) are compared by identity only.
  if ('$$typeof' in a || '$$typeof' in b) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], depth - 1),
  );
}

function fieldView<P extends object>(view: ComponentType<P>) {
  return memo(view, (a, b) => sameValue(a, b, 3));
}

/** Puts the field errors of a failed save's 400 problem body on their fields (the form keeps its values). */
export function applyServerFieldErrors<T>(error: unknown, helpers: Pick<FormikHelpers<T>, 'setErrors'>) {
  if (isApiError(error) && Object.keys(error.fieldErrors).length) helpers.setErrors(error.fieldErrors as never);
}

/** Formik's `<Form>` with native validation off, so the Yup messages are the only ones. */
export function AppForm(props: FormikFormProps) {
  return <Form noValidate {...props} />;
}

interface BaseFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
}

function useFieldState(name: string) {
  const [field, meta, helpers] = useField(name);
  const { submitCount } = useFormikContext();
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  const showError = Boolean(error) && (meta.touched || submitCount > 0);
  // The message only while it shows: a view is not redrawn for a message it does not show (on a form's
  // first key every required field's message arrives, before any of them was touched).
  return { field, meta, helpers, error: showError ? error : undefined, showError };
}

function useFieldIds(name: string) {
  const base = `${useId()}-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
  return { control: base, errorText: `${base}-error`, helperText: `${base}-helper`, label: `${base}-label` };
}

function describedBy(ids: ReturnType<typeof useFieldIds>, helperText: ReactNode, showError: boolean) {
  return [helperText ? ids.helperText : null, showError ? ids.errorText : null].filter(Boolean).join(' ') || undefined;
}

function FieldShell({
  ids,
  label,
  required,
  helperText,
  showError,
  error,
  disabled,
  readOnly,
  children,
}: {
  ids: ReturnType<typeof useFieldIds>;
  label: ReactNode;
  required?: boolean;
  helperText?: ReactNode;
  showError: boolean;
  error?: string;
  disabled?: boolean;
  readOnly?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root ids={ids} invalid={showError} required={required} disabled={disabled} readOnly={readOnly}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {showError ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/**
 * One field's Formik state and what its shell and control need: `shell` for FieldShell (label,
 * marker, helper and error texts), `control` to spread on the input (Formik's value and handlers,
 * '' for an empty value, `aria-required`, `aria-describedby`). Put `required={false}` after it.
 */
function useFormField({ name, label, required, helperText, disabled, readOnly }: BaseFieldProps) {
  const { field, helpers, error, showError } = useFieldState(name);
  const ids = useFieldIds(name);
  return {
    field,
    helpers,
    shell: { ids, label, required, helperText, showError, error, disabled, readOnly },
    control: {
      ...field,
      value: field.value ?? '',
      'aria-required': required || undefined,
      'aria-describedby': describedBy(ids, helperText, showError),
    },
  };
}

type InputPassThrough = Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'type' | 'required' | 'disabled'>;

export interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search' | 'time';
  placeholder?: string;
  autoComplete?: string;
  inputProps?: InputPassThrough;
}

export function TextField({ type = 'text', placeholder, autoComplete, inputProps, ...base }: TextFieldProps) {
  const { shell, control } = useFormField(base);
  return (
    <TextFieldView
      shell={shell}
      control={control}
      type={type}
      placeholder={placeholder}
      autoComplete={autoComplete}
      inputProps={inputProps}
    />
  );
}

type FieldParts = Pick<ReturnType<typeof useFormField>, 'shell' | 'control'>;

const TextFieldView = fieldView(function TextFieldView({
  shell,
  control,
  type,
  placeholder,
  autoComplete,
  inputProps,
}: FieldParts & Omit<TextFieldProps, keyof BaseFieldProps>) {
  return (
    <FieldShell {...shell}>
      <Input
        {...inputProps}
        {...control}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        required={false}
      />
    </FieldShell>
  );
});

export interface NumberFieldProps extends BaseFieldProps {
  /** e.g. 0.01 for rent, 0.5 for bathrooms, 1 for square footage (spec 1 §9). */
  step?: number | 'any';
  min?: number;
  max?: number;
  placeholder?: string;
  inputProps?: InputPassThrough;
}

/**
 * A number input. Formik stores the parsed number, or '' when the box is empty or unparsable —
 * schemas should treat '' as "missing" (e.g. `yup.number().transform((v, o) => (o === '' ? undefined : v))`).
 */
export function NumberField({ step, min, max, placeholder, inputProps, ...base }: NumberFieldProps) {
  const { shell, control } = useFormField(base);
  return (
    <NumberFieldView
      shell={shell}
      control={control}
      step={step}
      min={min}
      max={max}
      placeholder={placeholder}
      inputProps={inputProps}
    />
  );
}

const NumberFieldView = fieldView(function NumberFieldView({
  shell,
  control,
  step,
  min,
  max,
  placeholder,
  inputProps,
}: FieldParts & Omit<NumberFieldProps, keyof BaseFieldProps>) {
  return (
    <FieldShell {...shell}>
      <Input
        {...inputProps}
        {...control}
        type="number"
        inputMode={step === 1 ? 'numeric' : 'decimal'}
        step={step}
        min={min}
        max={max}
        placeholder={placeholder}
        required={false}
      />
    </FieldShell>
  );
});

export interface MoneyFieldProps extends BaseFieldProps {
  placeholder?: string;
}

const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** What a money box holds → the form's value: '' when empty, the number, or the text as typed when it is none. */
export function parseMoneyInput(text: string): number | string {
  const bare = text.replace(/[$,\s]/g, '');
  if (bare === '') return '';
  const n = Number(bare);
  return Number.isFinite(n) ? n : text;
}

/**
 * An amount in US dollars: a "$" before the box, thousands grouped ("1,250.5" → shown "1,250.5",
 * "2500" → "2,500"); what is typed stays as typed until the box is left, and typing accepts "2,500",
 * "$2500" or "2500".
 * Formik stores the number, '' when empty, or the text when it is not a number (the schema's
 * "must be a number" message then shows), like NumberField.
 */
export function MoneyField({ placeholder, ...base }: MoneyFieldProps) {
  const { field, helpers, shell, control } = useFormField(base);
  return (
    <MoneyFieldView
      shell={shell}
      control={control}
      value={field.value as unknown}
      setValue={helpers.setValue}
      onBlur={field.onBlur}
      placeholder={placeholder}
    />
  );
}

const MoneyFieldView = fieldView(function MoneyFieldView({
  shell,
  control,
  value,
  setValue,
  onBlur,
  placeholder,
}: FieldParts & {
  value: unknown;
  setValue: (value: unknown) => unknown;
  onBlur: ReturnType<typeof useFormField>['field']['onBlur'];
  placeholder?: string;
}) {
  // The text while the box has focus; null shows the stored value grouped.
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (typeof value === 'number' ? GROUPED.format(value) : String(value ?? ''));
  return (
    <FieldShell {...shell}>
      <InputGroup startElement="$" startElementProps={{ 'aria-hidden': true, color: 'fg.muted' }}>
        <Input
          {...control}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          value={shown}
          // The text stays as shown when the box gains focus: rewritten ("1,100" → "1100"), it would
          // lose the selection the browser made on Tab, and the first key typed would add to the amount
          // instead of replacing it. Typing accepts the grouped text as it is.
          onFocus={() => setDraft(shown)}
          onChange={(event) => {
            setDraft(event.target.value);
            void setValue(parseMoneyInput(event.target.value));
          }}
          onBlur={(event) => {
            setDraft(null);
            onBlur(event);
          }}
          required={false}
        />
      </InputGroup>
    </FieldShell>
  );
});

/** A fixed value shown read-only in a form (an edited record's parent, an assignment's tenant and unit). */
export function ReadOnlyValue({ label, value }: { label: string; value: string }) {
  return (
    <Field.Root readOnly>
      <Field.Label>{label}</Field.Label>
      <Input value={value} readOnly />
    </Field.Root>
  );
}

export interface TextareaFieldProps extends BaseFieldProps {
  rows?: number;
  placeholder?: string;
  textareaProps?: Omit<TextareaProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'required' | 'disabled'>;
}

export function TextareaField({ rows = 4, placeholder, textareaProps, ...base }: TextareaFieldProps) {
  const { shell, control } = useFormField(base);
  return (
    <TextareaFieldView
      shell={shell}
      control={control}
      rows={rows}
      placeholder={placeholder}
      textareaProps={textareaProps}
    />
  );
}

const TextareaFieldView = fieldView(function TextareaFieldView({
  shell,
  control,
  rows,
  placeholder,
  textareaProps,
}: FieldParts & Omit<TextareaFieldProps, keyof BaseFieldProps>) {
  return (
    <FieldShell {...shell}>
      <Textarea {...textareaProps} {...control} rows={rows} placeholder={placeholder} required={false} />
    </FieldShell>
  );
});

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends BaseFieldProps {
  options: readonly SelectOption[];
  /** A first, empty option (value ''), e.g. "Select a property". */
  placeholder?: string;
  /** Called after Formik's own change handling, e.g. to clear a dependent field. */
  onValueChange?: (value: string) => void;
}

/** A native <select>: reliable on phones and with screen readers. Values are strings. */
export function SelectField({ options, placeholder, onValueChange, ...base }: SelectFieldProps) {
  const { shell, control } = useFormField(base);
  return (
    <SelectFieldView
      shell={shell}
      control={control}
      options={options}
      placeholder={placeholder}
      onValueChange={useLatest(onValueChange)}
      disabled={base.disabled}
    />
  );
}

const SelectFieldView = fieldView(function SelectFieldView({
  shell,
  control,
  options,
  placeholder,
  onValueChange,
  disabled,
}: FieldParts & Omit<SelectFieldProps, Exclude<keyof BaseFieldProps, 'disabled'>>) {
  return (
    <FieldShell {...shell}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          {...control}
          onChange={(event) => {
            control.onChange(event);
            onValueChange?.(event.target.value);
          }}
          placeholder={placeholder}
          // Not in NativeSelectFieldProps' types, but forwarded; overrides the Field context's native `required`.
          {...({ required: false } as object)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
});

export interface CheckboxFieldProps extends Omit<BaseFieldProps, 'required' | 'readOnly'> {
  /** Called after the value is stored. */
  onCheckedChange?: (checked: boolean) => void;
}

/** A boolean checkbox; the label sits beside the box. */
export function CheckboxField({ name, label, helperText, disabled, onCheckedChange }: CheckboxFieldProps) {
  const { field, helpers, error, showError } = useFieldState(name);
  const ids = useFieldIds(name);
  return (
    <CheckboxFieldView
      name={name}
      label={label}
      helperText={helperText}
      disabled={disabled}
      onCheckedChange={useLatest(onCheckedChange)}
      checked={Boolean(field.value)}
      setValue={helpers.setValue}
      setTouched={helpers.setTouched}
      error={error}
      showError={showError}
      ids={ids}
    />
  );
}

const CheckboxFieldView = fieldView(function CheckboxFieldView({
  name,
  label,
  helperText,
  disabled,
  onCheckedChange,
  checked,
  setValue,
  setTouched,
  error,
  showError,
  ids,
}: CheckboxFieldProps & {
  checked: boolean;
  setValue: (value: boolean) => unknown;
  setTouched: (touched: boolean) => unknown;
  error?: string;
  showError: boolean;
  ids: ReturnType<typeof useFieldIds>;
}) {
  return (
    <Field.Root ids={{ errorText: ids.errorText, helperText: ids.helperText }} invalid={showError} disabled={disabled}>
      <Checkbox.Root
        name={name}
        checked={checked}
        onCheckedChange={(details) => {
          const next = details.checked === true;
          void setValue(next);
          onCheckedChange?.(next);
        }}
        invalid={showError}
        disabled={disabled}
      >
        <Checkbox.HiddenInput
          onBlur={() => void setTouched(true)}
          aria-describedby={describedBy(ids, helperText, showError)}
        />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {showError ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
});

export interface DateFieldProps extends BaseFieldProps {
  /** `YYYY-MM-DD` bounds. */
  min?: string;
  max?: string;
}

/** A native date picker; the value is the calendar day `YYYY-MM-DD` ('' when empty). */
export function DateField({ min, max, ...base }: DateFieldProps) {
  const { shell, control } = useFormField(base);
  return <DateFieldView shell={shell} control={control} min={min} max={max} />;
}

const DateFieldView = fieldView(function DateFieldView({
  shell,
  control,
  min,
  max,
}: FieldParts & Omit<DateFieldProps, keyof BaseFieldProps>) {
  return (
    <FieldShell {...shell}>
      <Input {...control} type="date" min={min} max={max} required={false} />
    </FieldShell>
  );
});

// FormAlert lives in its own module so screens that only need the alert (e.g. ConfirmDialog in the
// shell's first chunk) do not pull in Formik; re-exported here for forms.
export { FormAlert, type FormAlertProps } from './form-alert';
