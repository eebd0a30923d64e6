import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { Component as DashboardRoute } from './routes/dashboard-route';

/** /dashboard on the mock API (figures derived from the seeded store); states by MSW overrides. */
const meta = {
  title: 'Dashboard/DashboardRoute',
  component: DashboardRoute,
  parameters: { route: '/dashboard' },
} satisfies Meta<typeof DashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Total Properties', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByText('Occupancy Rate')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Maintenance Overview' })).toBeInTheDocument();
    // Drawn in a background render right after the figures (DeferredRender).
    await expect(await canvas.findByRole('heading', { name: 'Recent Activity' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/dashboard/stats')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading dashboard' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Refresh Data' })).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/dashboard/stats')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The stats query retries twice (1 s, 2 s) before giving up.
    await waitFor(
      () => expect(canvas.getByText('Error loading dashboard data. Please try again.')).toBeInTheDocument(),
      {
        timeout: 8000,
      },
    );
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const EmptyActivity: Story = {
  parameters: { msw: { handlers: [scenarios.json('/dashboard/activities', { data: [] })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No recent activity available', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
