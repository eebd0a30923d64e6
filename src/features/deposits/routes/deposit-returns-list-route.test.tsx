import { screen, waitFor, within } from '@testing-library/react';
import { addDays, todayIso } from '@/lib/format';
import { createTenancy } from '@/testing/factories';
import { renderRoute } from '@/testing/render';

/** A lease moved out 40 days ago on a property with the default 30 days: its deposit is 10 days overdue. */
function overdueReturn() {
  const moveOut = addDays(todayIso(), -40);
  return createTenancy({
    lease: { status: 'expired', startDate: addDays(moveOut, -200), endDate: moveOut, actualMoveOutDate: moveOut },
  });
}

describe('/deposit-returns', { timeout: 60_000 }, () => {
  it('lists an open disposition with its days overdue, counts it, and keeps its filters in the URL', async () => {
    const { lease, tenant } = overdueReturn();
    const { user, router } = await renderRoute(`/deposit-returns?search=${lease.leaseNumber}`);
    const table = await screen.findByRole('table', { name: 'Deposit returns due' });
    const row = await within(table).findByRole('row', { name: new RegExp(lease.leaseNumber) });
    expect(within(row).getByRole('link', { name: lease.leaseNumber })).toHaveAttribute(
      'href',
      `/leases/${lease.id}/deposit`,
    );
    expect(within(row).getByText(`${tenant.firstName} ${tenant.lastName}`)).toBeInTheDocument();
    expect(within(row).getByText('Not started')).toBeInTheDocument();
    expect(within(row).getByText('Overdue by 10 days')).toBeInTheDocument();
    expect(screen.getByText(/^Overdue: \d+$/)).toHaveTextContent('Overdue: 1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'final');
    await waitFor(() => expect(router.state.location.search).toContain('status=final'));
    expect(router.state.location.search).toContain(`search=${lease.leaseNumber}`);
    expect(await screen.findByText('No deposit returns due')).toBeInTheDocument();
  });
});
