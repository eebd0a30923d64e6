import { Field, Input } from '@chakra-ui/react';
import { useDebouncedText } from '@/lib/use-debounced-value';

/**
 * The one text filter of every list (a list's search box; a smart search's city, rent): kept locally
 * while typing, written (to the URL) once typing pauses or at once on Enter; shows the URL's value when
 * it changes from outside (Clear All, back button). A module of its own: a list with only a search box
 * loads this, not the smart search panel.
 */
export function TextFilter({
  label,
  value,
  onChange,
  placeholder,
  type,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** `search`: a search box (a list's free text); `money`: a number box for an amount (0 or more, cents). */
  type?: 'text' | 'search' | 'money';
}) {
  const text = useDebouncedText(value, onChange);
  const kind =
    type === 'money'
      ? ({ type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const)
      : type === 'search'
        ? ({ type: 'search' } as const)
        : {};
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        {...kind}
        value={text.text}
        onChange={(e) => text.setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') text.commit(e.currentTarget.value);
        }}
        placeholder={placeholder}
      />
    </Field.Root>
  );
}
