import type { Meta, StoryObj } from '@storybook/react-vite';
import { db } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { UnitTenantPicker } from './unit-tenant-picker';
import { expectSelectOption, PickerFrame, pickerStateStories } from './stories-support';

/** The tenants assigned to a unit (the first unit with assignments). */
function Demo() {
  return (
    <PickerFrame>
      {(value, onChange) => (
        <UnitTenantPicker
          label="Tenant"
          value={value}
          onChange={onChange}
          unitId={db.assignments.all()[0]?.unitId ?? ''}
        />
      )}
    </PickerFrame>
  );
}

const meta = {
  title: 'Components/Pickers/UnitTenantPicker',
  component: Demo,
  tags: ['autodocs'],
  // The docs page's props tables: the building block itself, not the story's wrapper.
  subcomponents: { UnitTenantPicker },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The unit's tenants, primary first. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expectSelectOption(canvasElement, 'Tenant', 'Select a tenant');
  },
};

const states = pickerStateStories({
  endpoint: '/tenant-unit-assignments/by-unit/:id',
  emptyHandlers: [scenarios.json('/tenant-unit-assignments/by-unit/:id', { data: [] })],
  emptyText: 'No tenants are assigned to this unit.',
  errorText: 'The tenants could not be loaded.',
});
/** The unit's assignments are loading. */
export const Loading: Story = states.Loading;
/** Nobody is assigned to the unit. */
export const Empty: Story = states.Empty;
/** The unit's assignments could not be loaded. */
export const Error: Story = states.Error;
