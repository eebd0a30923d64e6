import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { Component as VendorDetailRoute } from './routes/vendor-detail-route';
import { activeVendorId, inactiveVendorId } from './stories-support';

/** /vendors/{id} on the mock API. */
const meta = {
  title: 'Vendors/VendorDetailRoute',
  component: VendorDetailRoute,
  parameters: { route: `/vendors/${activeVendorId()}` },
} satisfies Meta<typeof VendorDetailRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Deactivate' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Legal and Compliance' })).toBeInTheDocument();
    await expect(
      await within(canvas.getByRole('region', { name: 'Performance' })).findByText(
        'Total Work Orders',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};

/** An inactive vendor: Reactivate instead of Deactivate. */
export const Inactive: Story = {
  parameters: { route: `/vendors/${inactiveVendorId()}` },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Reactivate' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** Edit Vendor: the inline form, with a validation message. */
export const EditInlineValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Vendor' }, { timeout: 5000 }));
    const form = within(canvas.getByRole('form', { name: 'Edit Vendor' }));
    await userEvent.clear(form.getByRole('textbox', { name: 'Email' }));
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    await expect(await form.findByText('Email is required', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** Deactivate asks first. */
export const DeactivateConfirm: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Deactivate' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: 'Deactivate Vendor' })).toBeInTheDocument());
  },
};

export const NoWorkHistory: Story = {
  parameters: { msw: { handlers: [scenarios.emptyList('/vendors/:id/work-history')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No work orders for this vendor yet.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/vendors/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading vendor…' })).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/vendors/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'There was an error loading the vendor details. Please try again later.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { route: '/vendors/no-such-vendor' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Vendor not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
