import { useCallback } from 'react';
import { useField, useFormikContext } from 'formik';
import type { PickerFieldProps } from './picker-parts';

// Apart from the pickers themselves: a picker used outside a form (a report's filter) loads no Formik.

/** A Formik field as picker props: value, onChange, onBlur, and its error once touched or submitted. */
export function usePickerField(
  name: string,
): Pick<PickerFieldProps, 'value' | 'onChange' | 'onBlur' | 'invalid' | 'errorText'> {
  const [field, meta] = useField<string>(name);
  const { submitCount, setFieldValue, setFieldTouched } = useFormikContext();
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  const invalid = Boolean(error) && (meta.touched || submitCount > 0);
  // Stable while the field's name is (Formik's setters are): a memoized picker skips the keys typed
  // elsewhere in the form.
  const onChange = useCallback((id: string) => void setFieldValue(name, id), [name, setFieldValue]);
  const onBlur = useCallback(() => void setFieldTouched(name, true), [name, setFieldTouched]);
  return {
    value: field.value ?? '',
    onChange,
    onBlur,
    invalid,
    // The message only while it shows, so its arrival on the form's first key redraws no picker.
    errorText: invalid ? error : undefined,
  };
}
