import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { Component as OverduePaymentsRoute } from './routes/overdue-payments-route';

/** /overdue-payments on the mock API. */
const meta = {
  title: 'Payments/OverduePaymentsRoute',
  component: OverduePaymentsRoute,
  parameters: { route: '/overdue-payments' },
} satisfies Meta<typeof OverduePaymentsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Overdue payments' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Critical: Story = {
  parameters: { route: '/overdue-payments?severity=critical' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Overdue payments' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/payments/overdue')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading overdue payments…' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        scenarios.json('/payments/overdue', {
          data: [],
          summary: { count: 0, totalOverdue: 0, potentialLateFees: 0, criticalCount: 0 },
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No Overdue Payments', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/payments/overdue')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Error loading overdue payments', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
