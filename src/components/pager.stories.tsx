import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Pager } from './pager';

const meta = {
  title: 'Components/Pager',
  component: Pager,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { page: 2, pageSize: 100, total: 10_000, noun: ['unit', 'units'], onPage: fn() },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MiddlePage: Story = {};
export const FirstPage: Story = { args: { page: 1 } };
/** Everything fits on one page: the summary only. */
export const OnePage: Story = { args: { page: 1, total: 7 } };
/** The next page is loading: the buttons wait. */
export const Busy: Story = { args: { busy: true } };
