import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, userEvent, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { TenantPicker } from './tenant-picker';

/** The tenant type-ahead: type 2 or more characters of a name or email. */
function Demo() {
  const [value, setValue] = useState('');
  return (
    <Box maxW="480px" minH="360px">
      <TenantPicker label="Tenant" value={value} onChange={setValue} />
    </Box>
  );
}

const meta = {
  title: 'Components/Pickers/TenantPicker',
  component: Demo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing lists the matching tenants. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /Tenant/ }), 'an');
    await expect(await within(canvasElement).findByRole('listbox', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** The search is running. */
export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/tenants/suggestions')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /Tenant/ }), 'an');
    await expect(await within(canvasElement).findByText('Searching…', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** No tenant matches. */
export const Empty: Story = {
  parameters: { msw: { handlers: [scenarios.json('/tenants/suggestions', { data: [] })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /Tenant/ }), 'zz');
    await expect(
      await within(canvasElement).findByText('No tenants match.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** The search failed. */
export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/tenants/suggestions')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /Tenant/ }), 'an');
    await expect(
      await within(canvasElement).findByText('The tenants could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
