import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Text } from '@chakra-ui/react';
import { expect, userEvent, within } from 'storybook/test';
import { SuggestionInput } from './suggestion-input';

interface City {
  id: string;
  name: string;
  state: string;
}

const CITIES: City[] = [
  ['Atlanta', 'GA'],
  ['Austin', 'TX'],
  ['Anaheim', 'CA'],
  ['Anchorage', 'AK'],
  ['Boston', 'MA'],
  ['San Antonio', 'TX'],
  ['San Diego', 'CA'],
  ['San Jose', 'CA'],
].map(([name, state]) => ({ id: `${name}-${state}`, name: name!, state: state! }));

/** The suggestion box over an in-memory list: type 2+ characters, use the arrow keys, Enter or Escape. */
function CitySearch() {
  const [text, setText] = useState('');
  const [committed, setCommitted] = useState('');
  return (
    <Box maxW="420px" minH="380px">
      <SuggestionInput<City, City[]>
        label="Search cities"
        placeholder="Search cities..."
        listLabel="City suggestions"
        value={text}
        onValueChange={setText}
        onCommit={(next) => {
          setText(next);
          setCommitted(next);
        }}
        suggestionsQuery={(q) => ({
          queryKey: ['story-cities', q],
          queryFn: async () => CITIES.filter((c) => c.name.toLowerCase().includes(q.trim().toLowerCase())),
        })}
        getSuggestionKey={(c) => c.id}
        getSuggestionValue={(c) => c.name}
        renderSuggestion={(c) => (
          <>
            <Text fontWeight="medium">{c.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {c.state}
            </Text>
          </>
        )}
      />
      <Text mt="3" fontSize="sm">
        Searched for: {committed || '—'}
      </Text>
    </Box>
  );
}

const meta = {
  title: 'Components/SuggestionInput',
  component: CitySearch,
  tags: ['autodocs'],
  // The docs page's props tables: the building block itself, not the story's wrapper.
  subcomponents: { SuggestionInput },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CitySearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Typing "an" lists at most 5 cities; ArrowDown and Enter choose the first. */
export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search cities' });
    await userEvent.type(box, 'an');
    const listbox = await canvas.findByRole('listbox', { name: 'City suggestions' }, { timeout: 3000 });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(box).toHaveValue('Atlanta');
    await expect(canvas.getByText('Searched for: Atlanta')).toBeInTheDocument();
  },
};
