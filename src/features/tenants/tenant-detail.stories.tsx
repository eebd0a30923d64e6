import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { Component as TenantDetailRoute } from './routes/tenant-detail-route';
import { tenantWithActiveLease, tenantWithAssignments, tenantWithoutAssignments } from './stories-support';

/** /tenants/{id} on the mock API, with its tabs. */
const meta = {
  title: 'Tenants/TenantDetailRoute',
  component: TenantDetailRoute,
  parameters: { route: `/tenants/${tenantWithAssignments()}` },
} satisfies Meta<typeof TenantDetailRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByText(/^\*\*\*-\*\*-\d{4}$/)).toBeInTheDocument();
    await expect(
      await within(canvas.getByRole('region', { name: 'Unit Assignments' })).findByRole('table', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** Living under an active lease: "Active Lease" beside the status badge links to the lease. */
export const WithActiveLease: Story = {
  parameters: { route: `/tenants/${tenantWithActiveLease()}` },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Active Lease' }, { timeout: 5000 });
    await expect(link.getAttribute('href')).toMatch(/^\/leases\/.+/);
  },
};

export const NoAssignments: Story = {
  parameters: { route: `/tenants/${tenantWithoutAssignments()}` },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This tenant is not assigned to any units.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const ReferencesTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'References' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('button', { name: 'Edit References' })).toBeInTheDocument();
  },
};

export const DocumentsTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Documents' }, { timeout: 5000 }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Manage Documents' }));
    await expect(canvas.getByRole('button', { name: 'Upload Documents' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/tenants/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading tenant…' })).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/tenants/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'There was an error loading the tenant information. Please try again later.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { route: '/tenants/no-such-tenant' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "The tenant you're looking for doesn't exist or has been deleted.",
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};

export const AssignmentsError: Story = {
  parameters: { msw: { handlers: [scenarios.error('/tenant-unit-assignments/by-tenant/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Error loading assignments.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
