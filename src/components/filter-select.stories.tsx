import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { FilterSelect } from './filter-select';

const meta = {
  title: 'Components/FilterSelect',
  component: FilterSelect,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  decorators: [(Story) => <Box maxW="xs">{Story()}</Box>],
  args: {
    label: 'Status',
    value: '',
    placeholder: 'All statuses',
    options: [
      { value: 'ACTIVE', label: 'Active' },
      { value: 'INACTIVE', label: 'Inactive' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof FilterSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllSelected: Story = {};
export const OneSelected: Story = { args: { value: 'ACTIVE' } };
/** While its options are still loading. */
export const Disabled: Story = { args: { disabled: true } };
