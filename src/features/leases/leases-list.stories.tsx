import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { Component as LeasesListRoute } from './routes/leases-list-route';

/** /leases on the mock API: cards 10 a page, search and status filter, the lease form. */
const meta = {
  title: 'Leases/LeasesListRoute',
  component: LeasesListRoute,
  parameters: { route: '/leases' },
} satisfies Meta<typeof LeasesListRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Leases' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByText(/^Page 1 of \d+$/)).toBeInTheDocument();
  },
};

export const FilteredByStatus: Story = {
  parameters: { route: '/leases?status=draft' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Leases' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('draft');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/leases')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading leases…' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [scenarios.emptyList('/leases')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No leases found. Create a new lease to get started.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/leases')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Error loading leases. Please try again later.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/**
 * Add New Lease (it opens with the next lease number suggested) with that number cleared and submitted: the required messages, and the tabs
 * holding them marked.
 */
export const FormValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add New Lease' }, { timeout: 5000 }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Add New Lease' }, { timeout: 5000 });
    const leaseNumber = await within(dialog).findByLabelText(/Lease Number/, {}, { timeout: 5000 });
    await expect(leaseNumber).not.toHaveValue('');
    await userEvent.clear(leaseNumber);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Lease' }));
    await expect(
      await within(dialog).findByText('Lease number is required', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('tab', { name: /Financial Terms.*has errors/ })).toBeInTheDocument();
  },
};
