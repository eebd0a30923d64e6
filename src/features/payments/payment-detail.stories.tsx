import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { db, resetDb } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { Component as PaymentDetailRoute } from './routes/payment-detail-route';

/** A seeded rent payment's id (seeded ids are deterministic, so reading it when the file loads is safe). */
function seededPaymentId(): string {
  if (db.payments.count() === 0) resetDb();
  return db.payments.find((p) => p.paymentType === 'rent' && Boolean(p.leaseId))!.id;
}

/** /payments/{id} on the mock API: a payment's page and its states. */
const meta = {
  title: 'Payments/PaymentDetailRoute',
  component: PaymentDetailRoute,
  parameters: { route: `/payments/${seededPaymentId()}` },
} satisfies Meta<typeof PaymentDetailRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Payment Information', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { route: '/payments/no-such-payment' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Payment not found', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/payments/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading payment…' })).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/payments/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Error loading payment', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
