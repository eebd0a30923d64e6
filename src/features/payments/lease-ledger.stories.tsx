import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { db, resetDb } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { LeaseLedgerSection } from './components/lease-ledger-section';

/** A seeded lease with payments (seeded ids are deterministic, so reading it when the file loads is safe). */
function seededLeaseId(): string {
  if (db.leases.count() === 0) resetDb();
  return db.payments.all().find((payment) => payment.leaseId)!.leaseId!;
}

const LEDGER = '/leases/:id/ledger';

/** A lease's ledger (its charges, payments and running balance), as the lease and tenant pages show it. */
const meta = {
  title: 'Payments/LeaseLedgerSection',
  component: LeaseLedgerSection,
  args: { leaseId: seededLeaseId() },
} satisfies Meta<typeof LeaseLedgerSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Opening balance on/, {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByText(/^(Balance owed|Credit) on/)).toBeInTheDocument();
  },
};

/** At 375 px: the range fields stack, the table scrolls sideways inside its box. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: Populated.play,
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading(LEDGER)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading ledger…' })).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error(LEDGER)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Error loading ledger', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
