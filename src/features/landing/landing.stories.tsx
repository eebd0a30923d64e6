import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component as LandingRoute } from './routes/landing-route';

const meta = {
  title: 'Pages/Landing',
  component: LandingRoute,
  parameters: { route: '/', layout: 'padded' },
} satisfies Meta<typeof LandingRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  parameters: { signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '#features');
  },
};

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  },
};

export const Mobile: Story = {
  parameters: { signedIn: false },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
