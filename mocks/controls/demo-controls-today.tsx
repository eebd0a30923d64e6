import { useState } from 'react';
import { Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { isCalendarDay } from '@/lib/clock';
import type { DemoSettings } from '../faults/settings';

/**
 * The panel's *Today* section: the day the app and the mock take as today (src/lib/clock.ts), empty
 * for the real day. Only "today" rules move (grace period, overdue days, the rent roll's month, date
 * limits of the forms); the data keeps its dates and sign-in keeps the real time. Apply reloads the
 * page, so every screen and cached answer starts over on the new day.
 */
export function DemoControlsToday({
  draft,
  onChange,
}: {
  draft: DemoSettings;
  onChange: (next: DemoSettings) => void;
}) {
  const [text, setText] = useState(draft.today ?? '');
  const [refused, setRefused] = useState(false);

  const change = (value: string, badInput: boolean) => {
    setText(value);
    if (badInput || (value !== '' && !isCalendarDay(value))) {
      setRefused(true);
      return;
    }
    setRefused(false);
    onChange({ ...draft, today: value === '' ? null : value });
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
            value={text}
            onChange={(event) => change(event.target.value, event.target.validity.badInput)}
          />
          <Button size="sm" variant="outline" disabled={text === '' && !refused} onClick={() => change('', false)}>
            Real day
          </Button>
        </HStack>
        {refused ? (
          <Field.ErrorText>Not a calendar day: enter a full date (YYYY-MM-DD).</Field.ErrorText>
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
