import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, userEvent, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { VendorPicker } from './vendor-picker';

/** The active vendors for a plumbing job: recommended (star) first, then rating, then company name. */
function Demo() {
  const [value, setValue] = useState('');
  return (
    <Box maxW="480px" minH="360px">
      <VendorPicker label="Vendor" value={value} onChange={setValue} category="plumbing" />
    </Box>
  );
}

const meta = {
  title: 'Components/Pickers/VendorPicker',
  component: Demo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focusing the box lists the active vendors. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Vendor' }));
    await expect(await canvas.findByRole('listbox', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** The vendors are loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/vendors')] } },
};

/** No active vendor matches. */
export const Empty: Story = {
  parameters: { msw: { handlers: [scenarios.emptyList('/vendors')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /Vendor/ }), 'zz');
    await expect(
      await within(canvasElement).findByText('No active vendors match.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** The vendors could not be loaded. */
export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/vendors')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /Vendor/ }), 'zz');
    await expect(
      await within(canvasElement).findByText('The vendors could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
