import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { Component as RentRollRoute } from './routes/rent-roll-route';

/** /rent-roll on the mock API. */
const meta = {
  title: 'Payments/RentRollRoute',
  component: RentRollRoute,
  parameters: { route: '/rent-roll' },
} satisfies Meta<typeof RentRollRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Total Expected', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/payments/rent-roll')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading rent roll…' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        scenarios.json('/payments/rent-roll', {
          month: '2026-01',
          summary: {
            totalExpected: 0,
            totalCollected: 0,
            outstandingBalance: 0,
            unitsPaid: 0,
            occupiedUnits: 0,
            unitsBilled: 0,
          },
          data: [],
          meta: { total: 0, page: 1, limit: 10, totalPages: 0 },
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No properties found', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/payments/rent-roll')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Error loading rent roll data', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
