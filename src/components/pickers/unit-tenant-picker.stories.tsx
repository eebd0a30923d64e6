import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { db } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { UnitTenantPicker } from './unit-tenant-picker';

/** The tenants assigned to a unit (the first unit with assignments). */
function Demo() {
  const [value, setValue] = useState('');
  return (
    <Box maxW="480px" minH="360px">
      <UnitTenantPicker
        label="Tenant"
        value={value}
        onChange={setValue}
        unitId={db.assignments.all()[0]?.unitId ?? ''}
      />
    </Box>
  );
}

const meta = {
  title: 'Components/Pickers/UnitTenantPicker',
  component: Demo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The unit's tenants, primary first. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Tenant' });
    await expect(
      await within(select).findByRole('option', { name: 'Select a tenant' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** The unit's assignments are loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/tenant-unit-assignments/by-unit/:id')] } },
};

/** Nobody is assigned to the unit. */
export const Empty: Story = {
  parameters: { msw: { handlers: [scenarios.json('/tenant-unit-assignments/by-unit/:id', { data: [] })] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No tenants are assigned to this unit.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** The unit's assignments could not be loaded. */
export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/tenant-unit-assignments/by-unit/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The tenants could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
