import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { Component as RequestDetailRoute } from './routes/maintenance-request-detail-route';
import { requestWithoutWorkOrders, requestWithWorkOrders } from './stories-support';

/** /maintenance-requests/{id} on the mock API. */
const meta = {
  title: 'Maintenance Requests/RequestDetailRoute',
  component: RequestDetailRoute,
  parameters: { route: `/maintenance-requests/${requestWithWorkOrders()}` },
} satisfies Meta<typeof RequestDetailRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('region', { name: 'Related Work Orders' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(await canvas.findByRole('list', { name: 'Work orders' }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const NoWorkOrders: Story = {
  parameters: { route: `/maintenance-requests/${requestWithoutWorkOrders()}` },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Create First Work Order' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const CreateWorkOrderValidation: Story = {
  parameters: { route: `/maintenance-requests/${requestWithoutWorkOrders()}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Work Order' }, { timeout: 5000 }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Create Work Order' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Work Order' }));
    await expect(await within(dialog).findByText('Work instructions are required')).toBeInTheDocument();
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
  parameters: { route: '/maintenance-requests/no-such-request' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Maintenance request not found', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
