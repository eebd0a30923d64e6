import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { seededId } from '@/testing/seeded-store';
import { LeaseDepositsSection } from './components/lease-deposits-section';

const LEDGER = '/leases/:id/ledger';

/** A lease's Deposits card (the lease's Financial tab; each lease's on the tenant page). */
const meta = {
  title: 'Deposits/LeaseDepositsSection',
  component: LeaseDepositsSection,
  args: {
    leaseId: seededId('leases', (l) => l.status === 'active' && Boolean(l.actualMoveInDate)),
    ended: false,
  },
} satisfies Meta<typeof LeaseDepositsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('table', { name: 'Deposits: movements' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Required')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Deposit disposition' })).not.toBeInTheDocument();
  },
};

/** An ended lease: the way to its disposition beside the title. */
export const Ended: Story = {
  args: { ended: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Deposit disposition' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading(LEDGER)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading deposits…' })).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error(LEDGER)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Error loading deposits', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
