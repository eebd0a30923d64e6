import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { db } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { UnitPicker } from './unit-picker';

/** The units of the first seeded property. */
function Demo({ noProperty = false }: { noProperty?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <Box maxW="480px" minH="360px">
      <UnitPicker
        label="Unit"
        value={value}
        onChange={setValue}
        propertyId={noProperty ? '' : (db.properties.all()[0]?.id ?? '')}
      />
    </Box>
  );
}

const meta = {
  title: 'Components/Pickers/UnitPicker',
  component: Demo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The property's units in a native select. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Unit' });
    await expect(
      await within(select).findByRole('option', { name: 'Select a unit' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** Disabled until a property is chosen (spec 3 §2). */
export const NoPropertyYet: Story = {
  args: { noProperty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Unit' })).toBeDisabled();
  },
};

/** The units are loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/units')] } },
};

/** The property has no units. */
export const Empty: Story = {
  parameters: { msw: { handlers: [scenarios.emptyList('/units')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This property has no units.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** The units could not be loaded. */
export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/units')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The units could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
