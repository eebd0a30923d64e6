import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { db } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { LeasePicker } from './lease-picker';

/** The lease picker for a unit that already has a lease: that unit's leases first. */
function Demo() {
  const [value, setValue] = useState('');
  return (
    <Box maxW="480px" minH="360px">
      <LeasePicker
        label="Lease"
        value={value}
        onChange={setValue}
        unitId={db.assignments.find((a) => a.leaseId !== null)?.unitId ?? ''}
      />
    </Box>
  );
}

const meta = {
  title: 'Components/Pickers/LeasePicker',
  component: Demo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The unit's leases, then the others, each with its tenants, unit and dates. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('group', { name: 'Leases of this unit' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** The leases are loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/leases')] } },
};

/** No lease exists yet (and none is tied to the unit). */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [scenarios.emptyList('/leases'), scenarios.json('/tenant-unit-assignments/by-unit/:id', { data: [] })],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('There are no leases yet.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** The leases could not be loaded. */
export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/leases')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The leases could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
