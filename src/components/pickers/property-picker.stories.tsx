import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { PropertyPicker } from './property-picker';

/** The property picker over the seeded properties (a select of one page, or a search box beyond). */
function Demo() {
  const [value, setValue] = useState('');
  return (
    <Box maxW="480px" minH="360px">
      <PropertyPicker label="Property" value={value} onChange={setValue} />
    </Box>
  );
}

const meta = {
  title: 'Components/Pickers/PropertyPicker',
  component: Demo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every property of the page in a native select. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('option', { name: 'Select a property' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** The first page is loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/rental-properties')] } },
};

/** No property exists yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [scenarios.emptyList('/rental-properties')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('There are no properties yet.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** The first page could not be loaded. */
export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/rental-properties')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The properties could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** More properties than one page: a search box over the server. */
export const LargeDataSet: Story = {
  parameters: {
    msw: {
      handlers: [
        scenarios.json('/rental-properties', { data: [], meta: { total: 1000, page: 1, limit: 100, totalPages: 10 } }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Type 2 or more characters to search all 1,000 properties',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};
