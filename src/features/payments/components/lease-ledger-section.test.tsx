import { screen, within } from '@testing-library/react';
import { signInTestUser } from '@/testing/auth';
import { pinClock } from '@/testing/clock';
import { createPayment, createTenancy } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { LeaseLedgerSection } from './lease-ledger-section';

describe('LeaseLedgerSection', { timeout: 60_000 }, () => {
  it("shows the lease's charges and payments with the running balance and what is owed", async () => {
    pinClock('2026-03-20T10:00:00Z');
    signInTestUser();
    const { lease, tenant, unit } = createTenancy({
      lease: { startDate: '2026-01-01', endDate: '2026-12-31', monthlyRent: 1000 },
    });
    createPayment({
      tenantId: tenant.id,
      unitId: unit.id,
      leaseId: lease.id,
      amount: 1000,
      paymentDate: '2026-01-04',
      dueDate: '2026-01-05',
    });
    createPayment({
      tenantId: tenant.id,
      unitId: unit.id,
      leaseId: lease.id,
      amount: 400,
      paymentDate: '2026-02-06',
      dueDate: '2026-02-05',
    });
    renderWithProviders(<LeaseLedgerSection leaseId={lease.id} />);
    const table = await screen.findByRole('table', { name: 'Ledger' }, { timeout: 10_000 });
    const balances = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
    expect(balances).toEqual(['-$1,000.00', '$0.00', '$1,000.00', '$600.00', '$1,600.00']);
    expect(screen.getByText(/Balance owed on/)).toHaveTextContent('$1,600.00');
    expect(screen.getByRole('button', { name: 'Statement' })).toBeEnabled();
  });
});
