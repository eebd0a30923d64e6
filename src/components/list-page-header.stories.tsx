import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ListPageHeader } from './list-page-header';

const meta = {
  title: 'Components/ListPageHeader',
  component: ListPageHeader,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { title: 'Units', smartOpen: false, onToggleSmart: fn(), addLabel: 'Add Unit', onAdd: fn() },
} satisfies Meta<typeof ListPageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SmartSearchOff: Story = {};
export const SmartSearchOn: Story = { args: { smartOpen: true } };
