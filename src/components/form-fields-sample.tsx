import { CheckboxField, DateField, NumberField, SelectField, TextareaField, TextField } from './form-fields';

interface SampleField {
  name: string;
  label: string;
}

export interface SampleFieldsProps {
  /** A required text field with a helper text. */
  text: SampleField & { helperText: string };
  /** A required amount (cents). */
  amount: SampleField & { min?: number };
  /** A required select of two options. */
  kind: SampleField & { placeholder: string; options: { value: string; label: string }[] };
  /** A required date. */
  date: SampleField;
  /** Optional notes, labelled "Notes". */
  notes: { name: string; rows?: number };
  /** A checkbox. */
  check: SampleField;
}

/**
 * One field of every kind of src/components/form-fields, for the samples that show or test them (the
 * FormFields story, the design-system screens, form-fields.test.tsx); each passes its names and labels
 * and its own Yup schema.
 */
export function SampleFields({ text, amount, kind, date, notes, check }: SampleFieldsProps) {
  return (
    <>
      <TextField name={text.name} label={text.label} required helperText={text.helperText} />
      <NumberField name={amount.name} label={amount.label} required step={0.01} min={amount.min} />
      <SelectField name={kind.name} label={kind.label} required placeholder={kind.placeholder} options={kind.options} />
      <DateField name={date.name} label={date.label} required />
      <TextareaField name={notes.name} label="Notes" rows={notes.rows} />
      <CheckboxField name={check.name} label={check.label} />
    </>
  );
}
