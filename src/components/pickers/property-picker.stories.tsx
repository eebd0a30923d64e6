import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { PropertyPicker } from './property-picker';
import { expectText, PickerFrame, pickerStateStories } from './stories-support';

/** The property picker over the seeded properties (a select of one page, or a search box beyond). */
function Demo() {
  return (
    <PickerFrame>
      {(value, onChange) => <PropertyPicker label="Property" value={value} onChange={onChange} />}
    </PickerFrame>
  );
}

const meta = {
  title: 'Components/Pickers/PropertyPicker',
  component: Demo,
  tags: ['autodocs'],
  // The docs page's props tables: the building block itself, not the story's wrapper.
  subcomponents: { PropertyPicker },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every property of the page in a native select. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('option', { name: 'Select a property' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

const states = pickerStateStories({
  endpoint: '/rental-properties',
  emptyText: 'There are no properties yet.',
  errorText: 'The properties could not be loaded.',
});
/** The first page is loading. */
export const Loading: Story = states.Loading;
/** No property exists yet. */
export const Empty: Story = states.Empty;
/** The first page could not be loaded. */
export const Error: Story = states.Error;

/** More properties than one page: a search box over the server. */
export const LargeDataSet: Story = {
  parameters: {
    msw: {
      handlers: [
        scenarios.json('/rental-properties', { data: [], meta: { total: 1000, page: 1, limit: 100, totalPages: 10 } }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expectText(canvasElement, 'Type 2 or more characters to search all 1,000 properties');
  },
};
