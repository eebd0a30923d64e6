import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { TenantPicker } from './tenant-picker';
import { PickerFrame, pickerStateStories } from './stories-support';

/** The tenant type-ahead: type 2 or more characters of a name or email. */
function Demo() {
  return (
    <PickerFrame>{(value, onChange) => <TenantPicker label="Tenant" value={value} onChange={onChange} />}</PickerFrame>
  );
}

const meta = {
  title: 'Components/Pickers/TenantPicker',
  component: Demo,
  tags: ['autodocs'],
  // The docs page's props tables: the building block itself, not the story's wrapper.
  subcomponents: { TenantPicker },
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

const states = pickerStateStories({
  endpoint: '/tenants/suggestions',
  emptyHandlers: [scenarios.json('/tenants/suggestions', { data: [] })],
  emptyText: 'No tenants match.',
  errorText: 'The tenants could not be loaded.',
  search: { box: /Tenant/, text: 'an', emptyText: 'zz' },
  loadingText: 'Searching…',
});
/** The search is running. */
export const Loading: Story = states.Loading;
/** No tenant matches. */
export const Empty: Story = states.Empty;
/** The search failed. */
export const Error: Story = states.Error;
