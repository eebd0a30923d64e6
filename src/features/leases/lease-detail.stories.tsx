import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { Component as LeaseDetailRoute } from './routes/lease-detail-route';
import { activeLeaseId, draftLeaseId } from './stories-support';

/** /leases/{id} on the mock API. */
const meta = {
  title: 'Leases/LeaseDetailRoute',
  component: LeaseDetailRoute,
  parameters: { route: `/leases/${activeLeaseId()}` },
} satisfies Meta<typeof LeaseDetailRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: /^Lease / }, { timeout: 5000 });

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('region', { name: 'Lease Terms' })).toBeInTheDocument();
  },
};

export const LifecycleDraft: Story = {
  parameters: { route: `/leases/${draftLeaseId()}` },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Lifecycle' }));
    await expect(await canvas.findByRole('button', { name: 'Sign' })).toBeInTheDocument();
  },
};

export const Financial: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Financial' }));
    await expect(await canvas.findByText('Total Deposits', {}, { timeout: 5000 })).toBeInTheDocument();
    // What the lease owes, in its ledger and on its Payments card: the same figures.
    await waitFor(() => expect(canvas.getAllByRole('group', { name: /^What lease .+ owes$/ })).toHaveLength(2), {
      timeout: 5000,
    });
  },
};

export const Documents: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Documents' }));
    await expect(await canvas.findByRole('heading', { name: 'Notices Served' }, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Manage Documents' }));
    await expect(canvas.getByRole('combobox', { name: 'Document Type' })).toBeInTheDocument();
  },
};

export const NoAssignments: Story = {
  parameters: { msw: { handlers: [scenarios.json('/tenant-unit-assignments/by-lease/:id', { data: [] })] } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Tenant Assignments' }));
    await expect(
      await canvas.findByText('No tenants assigned to this lease.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/leases/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading lease…' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { route: '/leases/no-such-lease' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Lease not found or an error occurred.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/leases/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Lease not found or an error occurred.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
