import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component as DesignSystemRoute } from './routes/design-system-route';
import { Component as DesignSystemTestRoute } from './routes/design-system-test-route';

const meta = {
  title: 'Pages/DesignSystem',
  component: DesignSystemRoute,
  parameters: { route: '/design-system', layout: 'padded' },
} satisfies Meta<typeof DesignSystemRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Components: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Design System' })).toBeInTheDocument();
    await expect(canvas.getByText('1920px')).toBeInTheDocument();
  },
};

export const TestPage: Story = {
  parameters: { route: '/design-system-test' },
  render: () => <DesignSystemTestRoute />,
};
