import { useState } from 'react';
import { Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { DEMO_DAY_RANGE, isDemoDay, type DemoSettings } from '@mocks/faults/settings';

/**
 * The panel's *Today* section: the day the app and the mock take as today (src/lib/clock.ts), empty
 * for the real day. Only "today" rules move (grace period, overdue days, the rent roll's month, date
 * limits of the forms); the data keeps its dates and sign-in keeps the real time. Apply reloads the
 * page, so every screen and cached answer starts over on the new day.
 *
 * Only a whole day the field shows reaches the draft. A date field reports each step of typing (a day
 * of 3 on the way to 30, a year 0202 on the way to 2026), and a step that is a day is not the one
 * chosen; so while the field shows no day the clock can take, the draft keeps the day the page runs
 * with (`applied`) and `onChange` says the field is refused, which keeps Apply off.
 */
export function DemoControlsToday({
  draft,
  applied,
  onChange,
}: {
  draft: DemoSettings;
  /** The day the page runs with (null: the real day). */
  applied: string | null;
  /** The new draft, and whether the field holds what it shows (a day, or empty for the real day). */
  onChange: (next: DemoSettings, accepted: boolean) => void;
}) {
  const [text, setText] = useState(draft.today ?? '');
  const [refused, setRefused] = useState(false);

  const change = (value: string, badInput: boolean) => {
    setText(value);
    const accepted = !badInput && (value === '' || isDemoDay(value));
    setRefused(!accepted);
    onChange({ ...draft, today: accepted ? value || null : applied }, accepted);
  };

  return (
    <Stack as="section" gap="3" aria-labelledby="demo-controls-today">
      <Heading as="h3" size="sm" id="demo-controls-today">
        Today
      </Heading>
      <Field.Root invalid={refused}>
        <Field.Label>Today</Field.Label>
        <HStack gap="2">
          <Input
            type="date"
            min={DEMO_DAY_RANGE.min}
            max={DEMO_DAY_RANGE.max}
            value={text}
            onChange={(event) => change(event.target.value, event.target.validity.badInput)}
          />
          <Button size="sm" variant="outline" disabled={text === '' && !refused} onClick={() => change('', false)}>
            Real day
          </Button>
        </HStack>
        {refused ? (
          <Field.ErrorText>
            Not a calendar day from {DEMO_DAY_RANGE.min} to {DEMO_DAY_RANGE.max}: enter a full date. Apply waits for
            one.
          </Field.ErrorText>
        ) : (
          <Field.HelperText>Empty: the real day. Dates in the data stay as they are.</Field.HelperText>
        )}
      </Field.Root>
      {draft.today ? (
        <Text fontSize="sm" color="fg.muted">
          Sign-in still uses the real time.
        </Text>
      ) : null}
    </Stack>
  );
}
