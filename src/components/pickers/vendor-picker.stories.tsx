import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VendorPicker } from './vendor-picker';
import { PickerFrame, pickerStateStories } from './stories-support';

/** The active vendors for a plumbing job: recommended (star) first, then rating, then company name. */
function Demo() {
  return (
    <PickerFrame>
      {(value, onChange) => <VendorPicker label="Vendor" value={value} onChange={onChange} category="plumbing" />}
    </PickerFrame>
  );
}

const meta = {
  title: 'Components/Pickers/VendorPicker',
  component: Demo,
  tags: ['autodocs'],
  // The docs page's props tables: the building block itself, not the story's wrapper.
  subcomponents: { VendorPicker },
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

const states = pickerStateStories({
  endpoint: '/vendors',
  emptyText: 'No active vendors match.',
  errorText: 'The vendors could not be loaded.',
  search: { box: /Vendor/, text: 'zz' },
});
/** The vendors are loading. */
export const Loading: Story = states.Loading;
/** No active vendor matches. */
export const Empty: Story = states.Empty;
/** The vendors could not be loaded. */
export const Error: Story = states.Error;
