import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { seededId } from '@/testing/seeded-store';
import { Component as EditRequestRoute } from './routes/maintenance-request-edit-route';

/** /maintenance-requests/{id}/edit on the mock API. */
const meta = {
  title: 'Maintenance Requests/EditRequestRoute',
  component: EditRequestRoute,
  parameters: { route: `/maintenance-requests/${seededId('maintenanceRequests')}/edit` },
} satisfies Meta<typeof EditRequestRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('textbox', { name: 'Notes (visible to tenant)' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByRole('textbox', { name: 'Title' }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Title is required')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/maintenance-requests/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading maintenance request…' }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/maintenance-requests/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Error loading maintenance request', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { route: '/maintenance-requests/no-such-request/edit' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Request not found', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
