import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { Component as DepositReturnsRoute } from './routes/deposit-returns-list-route';

const RETURNS = '/deposit-returns';

/** /deposit-returns on the mock API: the seeded leases with a move-out date. */
const meta = {
  title: 'Deposits/DepositReturnsListRoute',
  component: DepositReturnsRoute,
  parameters: { route: '/deposit-returns?status=all' },
} satisfies Meta<typeof DepositReturnsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Deposit returns due' }, { timeout: 5000 });

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('table', { name: 'Deposit returns due' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/^Due this week: \d+$/)).toBeInTheDocument();
  },
};

/** At 375 px: a card per lease, the filters folded. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: Populated.play,
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        scenarios.json(RETURNS, {
          data: [],
          meta: { page: 1, limit: 20, total: 0, totalPages: 0 },
          summary: { open: 0, dueThisWeek: 0, overdue: 0 },
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No deposit returns due', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading(RETURNS)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading deposit returns…' }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error(RETURNS)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Error loading deposit returns', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
