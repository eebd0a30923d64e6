import type { Meta, StoryObj } from '@storybook/react-vite';
import { InfoList } from './info-list';

const meta = {
  title: 'Components/InfoList',
  component: InfoList,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    items: [
      { label: 'Address', value: '12 Harbour Street, Springfield' },
      { label: 'Type', value: 'Apartment building' },
      { label: 'Units', value: '24' },
      { label: 'Notes', value: 'Key safe at the back door; the code is with the property manager.' },
    ],
  },
} satisfies Meta<typeof InfoList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NarrowLabels: Story = { args: { labelWidth: '24', gap: '2' } };
