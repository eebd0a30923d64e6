import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { db } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { LeasePicker } from './lease-picker';
import { PickerFrame, pickerStateStories } from './stories-support';

/** The lease picker for a unit that already has a lease: that unit's leases first. */
function Demo() {
  return (
    <PickerFrame>
      {(value, onChange) => (
        <LeasePicker
          label="Lease"
          value={value}
          onChange={onChange}
          unitId={db.assignments.find((a) => a.leaseId !== null)?.unitId ?? ''}
        />
      )}
    </PickerFrame>
  );
}

const meta = {
  title: 'Components/Pickers/LeasePicker',
  component: Demo,
  tags: ['autodocs'],
  // The docs page's props tables: the building block itself, not the story's wrapper.
  subcomponents: { LeasePicker },
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

const states = pickerStateStories({
  endpoint: '/leases',
  // No lease exists, and none is tied to the unit.
  emptyHandlers: [scenarios.emptyList('/leases'), scenarios.json('/tenant-unit-assignments/by-unit/:id', { data: [] })],
  emptyText: 'There are no leases yet.',
  errorText: 'The leases could not be loaded.',
});
/** The leases are loading. */
export const Loading: Story = states.Loading;
/** No lease exists yet (and none is tied to the unit). */
export const Empty: Story = states.Empty;
/** The leases could not be loaded. */
export const Error: Story = states.Error;
