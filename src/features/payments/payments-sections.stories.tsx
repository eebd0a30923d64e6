import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { db, resetDb } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { LeasePaymentsSection, TenantPaymentsSection, UnitPaymentsSection } from './components/payments-section';

/**
 * Seeded records for the sections (seeded ids are deterministic, so reading them when the file loads is
 * safe): a lease with payments, the tenant with the most leases (a total line), a unit with a lease.
 */
function seeded() {
  if (db.leases.count() === 0) resetDb();
  const leaseId = db.payments.all().find((payment) => payment.leaseId)!.leaseId!;
  const leasesOf = new Map<string, Set<string>>();
  for (const a of db.assignments.all())
    if (a.leaseId) leasesOf.set(a.tenantId, (leasesOf.get(a.tenantId) ?? new Set()).add(a.leaseId));
  const tenantId = [...leasesOf].sort((a, b) => b[1].size - a[1].size)[0]![0];
  const unitId = db.assignments.find((a) => Boolean(a.leaseId) && !a.endDate)!.unitId;
  return { leaseId, tenantId, unitId };
}
const { leaseId, tenantId, unitId } = seeded();

const LEDGER = '/leases/:id/ledger';

/**
 * The Payments card of the lease's Financial tab, the tenant page and the unit page: what is owed (the
 * lease's account; each lease's balance on a tenant's or unit's page), then the payments.
 */
const meta = {
  title: 'Payments/PaymentsSections',
  component: LeasePaymentsSection,
  args: { leaseId },
} satisfies Meta<typeof LeasePaymentsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lease's card: its account's figures under their labels (the same as its ledger's). */
export const Lease: Story = {
  play: async ({ canvasElement }) => {
    const figures = await within(canvasElement).findByRole(
      'group',
      { name: /^What lease .+ owes$/ },
      { timeout: 5000 },
    );
    for (const label of ['Past due', 'Owed, including not yet due', 'Deposits held'])
      await expect(within(figures).getByText(label)).toBeInTheDocument();
  },
};

export const LeaseAccountLoading: Story = {
  parameters: { msw: { handlers: [scenarios.loading(LEDGER)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading what is owed…' }),
    ).toBeInTheDocument();
  },
};

export const LeaseAccountError: Story = {
  parameters: { msw: { handlers: [scenarios.error(LEDGER)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Error loading what is owed', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** A tenant's card: each of their leases with its balance, and the total when there are several. */
export const Tenant: Story = {
  render: () => <TenantPaymentsSection tenantId={tenantId} />,
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Balance of each lease' }, { timeout: 5000 });
    await expect(within(table).getByRole('columnheader', { name: 'Owed, including not yet due' })).toBeInTheDocument();
  },
};

/** At 375 px: a card per lease, the total under them. */
export const TenantPhone: Story = {
  ...Tenant,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Past due', {}, { timeout: 5000 })).not.toHaveLength(0);
  },
};

/** A tenant with no lease: nothing is billed. */
export const TenantWithoutLease: Story = {
  render: () => <TenantPaymentsSection tenantId={tenantId} />,
  parameters: { msw: { handlers: [scenarios.json('/tenant-unit-assignments/by-tenant/:id', { data: [] })] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No lease: nothing is billed.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const TenantBalancesError: Story = {
  render: () => <TenantPaymentsSection tenantId={tenantId} />,
  parameters: { msw: { handlers: [scenarios.error(LEDGER)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Error loading what is owed', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** A unit's card: its current lease's balance. */
export const Unit: Story = {
  render: () => <UnitPaymentsSection unitId={unitId} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Balance of each current lease' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
