import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { Component as PaymentsListRoute } from './routes/payments-list-route';

/** /payments on the mock API: the list, its states, and the Record Payment dialog. */
const meta = {
  title: 'Payments/PaymentsListRoute',
  component: PaymentsListRoute,
  parameters: { route: '/payments' },
} satisfies Meta<typeof PaymentsListRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Payments' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const FilteredByType: Story = {
  parameters: { route: '/payments?type=security_deposit' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Payments' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/payments')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading payments…' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [scenarios.emptyList('/payments')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No payments found', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/payments')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Error loading payments', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** The Record Payment dialog after submitting it empty: the spec's messages. */
export const DialogValidation: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Record Payment' }, { timeout: 5000 }));
    const dialog = within(await body.findByRole('dialog', { name: 'Record Payment' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Record Payment' }));
    await expect(await dialog.findByText('Property selection is required')).toBeInTheDocument();
    await expect(dialog.getByText('Invalid payment method')).toBeInTheDocument();
  },
};
