import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { db } from '@mocks/db';
import { UnitPicker } from './unit-picker';
import { expectSelectOption, PickerFrame, pickerStateStories } from './stories-support';

/** The units of the first seeded property. */
function Demo({ noProperty = false }: { noProperty?: boolean }) {
  return (
    <PickerFrame>
      {(value, onChange) => (
        <UnitPicker
          label="Unit"
          value={value}
          onChange={onChange}
          propertyId={noProperty ? '' : (db.properties.all()[0]?.id ?? '')}
        />
      )}
    </PickerFrame>
  );
}

const meta = {
  title: 'Components/Pickers/UnitPicker',
  component: Demo,
  tags: ['autodocs'],
  // The docs page's props tables: the building block itself, not the story's wrapper.
  subcomponents: { UnitPicker },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The property's units in a native select. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expectSelectOption(canvasElement, 'Unit', 'Select a unit');
  },
};

/** Disabled until a property is chosen (spec 3 §2). */
export const NoPropertyYet: Story = {
  args: { noProperty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Unit' })).toBeDisabled();
  },
};

const states = pickerStateStories({
  endpoint: '/units',
  emptyText: 'This property has no units.',
  errorText: 'The units could not be loaded.',
});
/** The units are loading. */
export const Loading: Story = states.Loading;
/** The property has no units. */
export const Empty: Story = states.Empty;
/** The units could not be loaded. */
export const Error: Story = states.Error;
