import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { Component as VendorsListRoute } from './routes/vendors-list-route';

/** /vendors on the mock API: cards, filters in the URL, Add Vendor. */
const meta = {
  title: 'Vendors/VendorsListRoute',
  component: VendorsListRoute,
  parameters: { route: '/vendors' },
} satisfies Meta<typeof VendorsListRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Vendors' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
  },
};

export const Filtered: Story = {
  parameters: { route: '/vendors?active=inactive' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Vendors' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Clear Filters' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/vendors')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading vendors…' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [scenarios.emptyList('/vendors')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No vendors found', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/vendors')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'There was an error loading the vendor list. Please try again later.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};

/** Add Vendor opens the three-step form in a modal. */
export const AddVendorOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Vendor' }, { timeout: 5000 }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Add Vendor' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(body.getByText('Step 1 of 3')).toBeInTheDocument();
  },
};
