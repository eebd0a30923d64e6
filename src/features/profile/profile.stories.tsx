import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component as ProfileRoute } from './routes/profile-route';

const meta = {
  title: 'Pages/Profile',
  component: ProfileRoute,
  parameters: { route: '/profile', layout: 'padded' },
} satisfies Meta<typeof ProfileRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  parameters: {
    user: { name: 'Alex Morgan', email: 'alex@example.com', email_verified: true, updated_at: 1_718_625_600 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Alex Morgan' })).toBeInTheDocument();
    await expect(canvas.getByText('Yes')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  },
};

export const MinimalClaims: Story = {
  parameters: {
    user: { name: undefined, email: undefined, picture: undefined, email_verified: undefined, updated_at: undefined },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('U')).toBeInTheDocument();
    await expect(canvas.getByText('N/A')).toBeInTheDocument();
  },
};

export const SignedOut: Story = {
  parameters: { signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Please log in to view your profile.')).toBeInTheDocument();
  },
};
