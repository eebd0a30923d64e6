import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { db, resetDb } from '@mocks/db';
import { leaseAccounts } from '@mocks/queries/accounts';
import { scenarios } from '@mocks/scenarios';
import type { LeaseAccount } from '@/lib/api/schema.gen';
import { todayIso } from '@/lib/format';
import { LeaseLedgerSection } from './components/lease-ledger-section';

/**
 * A seeded lease whose account today matches `wanted` (seeded ids are deterministic, so reading it when
 * the file loads is safe); any lease with payments when none does.
 */
function seededLeaseId(wanted: (account: LeaseAccount) => boolean = () => true): string {
  if (db.leases.count() === 0) resetDb();
  for (const { lease, account } of leaseAccounts(todayIso()).values()) if (wanted(account)) return lease.id;
  return db.payments.all().find((payment) => payment.leaseId)!.leaseId!;
}

const LEDGER = '/leases/:id/ledger';

/** The figures of what the lease owes, under their labels, in the ledger's own card. */
async function expectAccountFigures(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const figures = await canvas.findByRole('group', { name: /^What lease .+ owes$/ }, { timeout: 5000 });
  for (const label of ['Past due', 'Owed, including not yet due', 'Deposits held'])
    await expect(within(figures).getByText(label)).toBeInTheDocument();
}

/** A lease's ledger (what it owes today, its bills, payments and running balance), as the lease and tenant pages show it. */
const meta = {
  title: 'Payments/LeaseLedgerSection',
  component: LeaseLedgerSection,
  args: { leaseId: seededLeaseId((account) => account.pastDue > 0) },
} satisfies Meta<typeof LeaseLedgerSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Opening balance on/, {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByText(/^Closing balance on/)).toBeInTheDocument();
    await expectAccountFigures(canvasElement);
  },
};

/** Paid ahead: the balance below zero reads as a credit ("Credit $…"), never with a minus sign. */
export const WithCredit: Story = {
  args: { leaseId: seededLeaseId((account) => account.credit > 0) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectAccountFigures(canvasElement);
    await expect(canvas.getByText(/^Closing balance on/)).toHaveTextContent(/: Credit \$[\d,]+\.\d\d$/);
    await expect(canvasElement.textContent).not.toMatch(/-\$/);
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
