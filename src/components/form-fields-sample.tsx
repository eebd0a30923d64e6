import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { AppForm, CheckboxField, DateField, NumberField, SelectField, TextareaField, TextField } from './form-fields';

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
 * FormFields story, the design-system screens, form-fields.test.tsx; in a form: SampleForm); each passes
 * its names and labels and its own Yup schema.
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

/** The values of a sample form, by the field names it was given. */
export type SampleValues = Record<string, string | number | boolean>;

export interface SampleFormProps extends SampleFieldsProps {
  /** The form's accessible name. */
  formLabel: string;
  /** The Yup schema of the fields. */
  schema: unknown;
  onSubmit: (values: SampleValues, helpers: FormikHelpers<SampleValues>) => void;
  /** Above the fields (a status alert, a success banner). */
  top?: ReactNode;
  /** The submit button, given whether the form is submitting. */
  submit: (isSubmitting: boolean) => ReactNode;
  maxW?: string;
}

/** A Formik form of SampleFields, every field empty (the checkbox off) to start with. */
export function SampleForm({ formLabel, schema, onSubmit, top, submit, maxW, ...fields }: SampleFormProps) {
  const { text, amount, kind, date, notes, check } = fields;
  const initialValues: SampleValues = {
    [text.name]: '',
    [amount.name]: '',
    [kind.name]: '',
    [date.name]: '',
    [notes.name]: '',
    [check.name]: false,
  };
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <AppForm aria-label={formLabel}>
          <Stack gap="4" maxW={maxW}>
            {top}
            <SampleFields {...fields} />
            {submit(isSubmitting)}
          </Stack>
        </AppForm>
      )}
    </Formik>
  );
}
