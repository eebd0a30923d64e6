import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlaceholderPage } from './placeholder-page';

const meta = {
  title: 'Components/PlaceholderPage',
  component: PlaceholderPage,
  args: { title: 'Work Orders' },
} satisfies Meta<typeof PlaceholderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Work Orders' })).toBeInTheDocument();
    await expect(canvas.getByText('This screen is coming soon.')).toBeInTheDocument();
  },
};
